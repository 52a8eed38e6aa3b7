// My account's privacy endpoints in the request's language (issue 34, docs/decisions/languages.md "My account"): the
// data export, the data-rights requests and the profile correction answer in Marathi or Hindi when Accept-Language asks
// (the /mr and /hi account page sends it), English byte for byte otherwise; GET /api/job-alerts/mine describes each
// alert's search in the request's language.
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, inject, it } from 'vitest'

import { dataExportToken } from '@/features/privacy/exportToken'

import { call, freshEmail, freshIp, mailCount, signUp } from './accounts-helpers'
import { baseUrl } from './helpers'
import { waitForMail } from './mail'

const BLOCK = 93

describe('the data export (POST /api/users/me/data-export)', () => {
  it('401 without a login, in Marathi with Accept-Language mr and in English by default', async () => {
    const english = await call('/api/users/me/data-export', { ip: freshIp(BLOCK), body: {} })
    expect(english.status).toBe(401)
    expect(english.body).toEqual({ error: 'unauthorized', msg: 'You are not logged in.' })
    const marathi = await call('/api/users/me/data-export', { ip: freshIp(BLOCK), body: {}, language: 'mr' })
    expect(marathi.status).toBe(401)
    expect(marathi.body.msg).toMatch(/[\u0900-\u097F]/)
    expect(marathi.headers.get('content-language')).toBe('mr')
  })

  it('queued and, past three an hour, refused: in Marathi with mr, in English byte for byte without a language', async () => {
    const { cookie } = await signUp(freshIp(BLOCK), freshEmail('export-mr'))
    const ask = (language?: string) => call('/api/users/me/data-export', { ip: freshIp(BLOCK), cookie, body: {}, language })
    const queuedMarathi = await ask('mr-IN')
    expect(queuedMarathi.status).toBe(202)
    expect(queuedMarathi.body).toEqual({
      msg: 'धन्यवाद. आम्ही तुमचा डेटा तयार करत आहोत; तो डाउनलोड करण्याची लिंक काही मिनिटांत तुमच्या ई-मेलवर येईल. ती 24 तास चालेल.',
    })
    const queued = await ask()
    expect(queued.status).toBe(202)
    expect(queued.body).toEqual({
      msg: 'Thank you. We are preparing your data; a link to download it will reach your e-mail in a few minutes. It works for 24 hours.',
    })
    expect((await ask('hi')).status).toBe(202)
    const refusedMarathi = await ask('mr')
    expect(refusedMarathi.status).toBe(429)
    expect(refusedMarathi.body.msg).toBe(
      'गेल्या तासाभरात तुम्ही तुमचा डेटा अनेकदा मागितला आहे. आम्ही ई-मेलने पाठवलेली लिंक वापरा, किंवा थोड्या वेळाने पुन्हा प्रयत्न करा.',
    )
    const refused = await ask()
    expect(refused.status).toBe(429)
    expect(refused.body.msg).toBe(
      'You asked for your data several times in the last hour. Please use the link we e-mailed you, or try again later.',
    )
  })
})

describe('the data-rights requests (POST /api/users/me/privacy-requests)', () => {
  it('an unknown kind is refused in Marathi with mr and in English by default; a request is recorded in Marathi', async () => {
    const { cookie } = await signUp(freshIp(BLOCK), freshEmail('rights-mr'))
    const path = '/api/users/me/privacy-requests'
    const english = await call(path, { ip: freshIp(BLOCK), cookie, body: { kind: 'bogus', text: '' } })
    expect(english.status).toBe(400)
    expect(english.body).toEqual({
      error: 'validation_error',
      msg: 'Choose what you are asking for: access, correction, erasure, withdrawal, grievance or nomination.',
      fields: { kind: 'Choose what you are asking for: access, correction, erasure, withdrawal, grievance or nomination.' },
    })
    const marathi = await call(path, { ip: freshIp(BLOCK), cookie, body: { kind: 'bogus', text: '' }, language: 'mr-IN,en;q=0.8' })
    expect(marathi.status).toBe(400)
    const kindMarathi = 'तुम्हाला काय हवं आहे ते निवडा: सारांश, दुरुस्ती, पुसणे, संमती मागे घेणे, तक्रार किंवा नामनिर्देशन.'
    expect(marathi.body).toEqual({ error: 'validation_error', msg: kindMarathi, fields: { kind: kindMarathi } })

    const filed = await call(path, { ip: freshIp(BLOCK), cookie, body: { kind: 'access', text: 'माझा सारांश हवा आहे' }, language: 'mr' })
    expect(filed.status).toBe(201)
    expect(filed.body.msg).toMatch(
      /^धन्यवाद\. तुमची विनंती \S+ नोंदवली आहे; आम्ही \d{4}-\d{2}-\d{2} पर्यंत उत्तर देऊ\. तिची प्रत तुमच्या ई-मेलवर पाठवत आहोत\.$/,
    )
    const filedEnglish = await call(path, { ip: freshIp(BLOCK), cookie, body: { kind: 'grievance', text: '' } })
    expect(filedEnglish.status).toBe(201)
    expect(filedEnglish.body.msg).toMatch(
      /^Thank you\. Your request \S+ is recorded; we will answer by \d{4}-\d{2}-\d{2}\. A copy is on its way to your e-mail\.$/,
    )
  })
})

describe('the profile correction (/api/users/me/candidate-profile)', () => {
  it('no profile yet: 404 in Hindi or English; a wrong field refused in Marathi', async () => {
    const { cookie } = await signUp(freshIp(BLOCK), freshEmail('correct-mr'))
    const path = '/api/users/me/candidate-profile'
    const english = await call(path, { method: 'GET', ip: freshIp(BLOCK), cookie })
    expect(english.status).toBe(404)
    expect(english.body).toEqual({
      error: 'not_found',
      msg: 'We hold no candidate profile for you yet: it is made when you apply for a role.',
    })
    const hindi = await call(path, { method: 'GET', ip: freshIp(BLOCK), cookie, language: 'hi-IN' })
    expect(hindi.status).toBe(404)
    expect(hindi.body.msg).toBe('आपकी उम्मीदवार प्रोफ़ाइल अभी हमारे पास नहीं है: किसी पद के लिए आवेदन करते ही वह बनती है।')
    const wrong = await call(path, { method: 'PATCH', ip: freshIp(BLOCK), cookie, body: { yearsExperience: 70 }, language: 'mr' })
    expect(wrong.status).toBe(400)
    expect((wrong.body.fields as Record<string, string>).yearsExperience).toBe('अनुभवाची वर्षं 0 ते 60 यांच्या दरम्यान असावीत.')
    const wrongEnglish = await call(path, { method: 'PATCH', ip: freshIp(BLOCK), cookie, body: { yearsExperience: 70 } })
    expect((wrongEnglish.body.fields as Record<string, string>).yearsExperience).toBe('Years of experience must be between 0 and 60.')
  })
})

describe('the data export of a member whose language is Marathi', () => {
  it('a Marathi mail linking to /mr/account/data-export, the page in Marathi and Hindi, data.json with English keys', async () => {
    const email = freshEmail('export-page-mr')
    const { cookie } = await signUp(freshIp(BLOCK), email)
    expect((await call('/api/users/me/language', { ip: freshIp(BLOCK), cookie, body: { language: 'mr' } })).status).toBe(200)
    const before = await mailCount(email)
    // Asked from a Hindi page: the mail goes in the member's language, as every mail to them.
    expect((await call('/api/users/me/data-export', { ip: freshIp(BLOCK), cookie, body: {}, language: 'hi' })).status).toBe(202)
    const mail = await waitForMail(email, { count: before + 1, timeoutMs: 60_000 })
    expect(mail.subject).toBe('तुमचा डेटा डाउनलोडसाठी तयार आहे')
    expect(mail.text).toContain(
      'नमस्कार Asha Patil, तुम्ही मागितलेली, Pune Talent Works कडे असलेल्या तुमच्या वैयक्तिक माहितीची प्रत तयार आहे: तुमच्या नोंदी (data.json) आणि तुमच्या रेझ्युमेच्या फाइल असलेली एक ZIP फाइल.',
    )
    expect(mail.text).toMatch(/ही लिंक भारतीय वेळेनुसार \d{1,2} \S+ \d{4}, .+ पर्यंत \(24 तास\) चालेल;/)
    expect(mail.text).not.toMatch(/India time|Download your data/)
    const link = mail.text.match(/https?:\/\/\S+\/mr\/account\/data-export\?token=\S+/)?.[0]
    expect(link, mail.text).toBeTruthy()
    const token = decodeURIComponent(new URL(link!).searchParams.get('token') ?? '')

    // The link's page in Marathi, and the same token's page in Hindi.
    const page = await fetch(`${baseUrl()}/mr/account/data-export?token=${encodeURIComponent(token)}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<html lang="mr-IN"')
    expect(html).toContain('<title>तुमचा डेटा डाउनलोड करा')
    expect(html).toContain('आमच्याकडे असलेल्या तुमच्या वैयक्तिक माहितीची प्रत, एका ZIP फाइलमध्ये.')
    expect(html).toMatch(/या फाइलमध्ये तुमच्या नोंदी \(data\.json\) आणि तुमच्या रेझ्युमेच्या फाइल आहेत\. ही लिंक भारतीय वेळेनुसार (<!-- -->)?\d{1,2} /)
    expect(html).toContain('पर्यंत चालेल.')
    expect(html).toContain('>ZIP फाइल डाउनलोड करा</a>')
    expect(html).toContain('href="/mr/account"')
    expect(html).not.toContain('India time')
    // The switcher leads to the same page in Hindi (it adds the token when clicked).
    expect(html).toContain('href="/hi/account/data-export"')
    const hindi = await (await fetch(`${baseUrl()}/hi/account/data-export?token=${encodeURIComponent(token)}`)).text()
    expect(hindi).toContain('<html lang="hi-IN"')
    expect(hindi).toContain('>ZIP फ़ाइल डाउनलोड करें</a>')
    expect(hindi).toContain('तक चलेगा।')

    // The ZIP: data.json's keys as in English, its one sentence for people in Marathi.
    const zip = await fetch(`${baseUrl()}/api/data-export?token=${encodeURIComponent(token)}`)
    expect(zip.status).toBe(200)
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(await zip.arrayBuffer()))['data.json'])) as Record<string, unknown>
    expect(Object.keys(data).slice(0, 3)).toEqual(['exportedAt', 'about', 'member'])
    expect(data.about).toBe(
      'आमच्याकडे असलेली तुमची प्रत्येक नोंद, प्रकारानुसार, जशी साठवलेली आहे तशी (आमच्या अंतर्गत टिपा आणि कामकाजाची फील्ड सोडून). या फाइलमधली नावं (keys) इंग्रजीतच आहेत. तुमच्या रेझ्युमेच्या फाइल resumes फोल्डरमध्ये आहेत.',
    )
    expect(data.member).toMatchObject({ email, language: 'mr' })
  }, 90_000)

  it('an altered or expired link: the page and the download API say so in Marathi or Hindi, in English by default', async () => {
    const expired = dataExportToken(
      { email: 'nobody@example.test', member: 1, fileId: 'f'.repeat(32), expiresAt: new Date(Date.now() - 1000) },
      inject('secondInstance').payloadSecret,
    )
    const late = (language?: string) =>
      call(`/api/data-export?token=${encodeURIComponent(expired)}`, { method: 'GET', ip: freshIp(BLOCK), language })
    expect((await late()).body).toEqual({
      error: 'expired',
      msg: 'This download link has expired: links work for 24 hours. Ask for your data again on your account page.',
    })
    const lateMarathi = await late('mr')
    expect(lateMarathi.status).toBe(410)
    expect(lateMarathi.body).toEqual({
      error: 'expired',
      msg: 'ही डाउनलोड लिंक आता चालत नाही: लिंक 24 तासच चालतात. तुमच्या खात्याच्या पानावरून तुमचा डेटा पुन्हा मागा.',
    })
    const bad = await call('/api/data-export?token=not.a.token', { method: 'GET', ip: freshIp(BLOCK), language: 'hi' })
    expect(bad.status).toBe(404)
    expect(bad.body.msg).toBe('यह डाउनलोड लिंक सही नहीं है। ई-मेल में जैसा है वैसा ही लिंक इस्तेमाल करें, या अपने खाते के पेज से अपना डेटा फिर से माँगें।')

    const latePage = await (await fetch(`${baseUrl()}/hi/account/data-export?token=${encodeURIComponent(expired)}`)).text()
    expect(latePage).toContain('इस डाउनलोड लिंक की अवधि खत्म हो गई है: लिंक 24 घंटे ही चलते हैं।')
    const badPage = await (await fetch(`${baseUrl()}/mr/account/data-export?token=x`)).text()
    expect(badPage).toContain('ही डाउनलोड लिंक बरोबर नाही.')
    const englishPage = await (await fetch(`${baseUrl()}/account/data-export?token=x`)).text()
    expect(englishPage).toContain('<title>Download your data')
    expect(englishPage).toContain('This download link is not valid. Please use the link exactly as it is in the e-mail')
    expect(englishPage).toContain('>Go to your account</a>')
  })
})

describe('a too-long or wrong field of the profile correction names the field in the request’s language', () => {
  it('Marathi and Hindi labels and sentences; English byte for byte without a language', async () => {
    const { cookie } = await signUp(freshIp(BLOCK), freshEmail('correct-long'))
    const path = '/api/users/me/candidate-profile'
    const body = { headline: 'h'.repeat(301), skills: ['s'.repeat(101)], location: 7, portfolio: 'my site', linkedin: 'l'.repeat(501) }
    const patch = (language?: string) => call(path, { method: 'PATCH', ip: freshIp(BLOCK), cookie, body, language })

    const english = await patch()
    expect(english.status).toBe(400)
    expect(english.body).toEqual({
      error: 'validation_error',
      msg: 'Location must be text.',
      fields: {
        location: 'Location must be text.',
        headline: 'Headline: at most 300 characters.',
        'skills.0': 'Skills: at most 100 characters.',
        linkedin: 'LinkedIn: at most 500 characters.',
        portfolio: 'Portfolio: write a full address starting with https://',
      },
    })
    expect(english.headers.get('content-language')).toBeNull()

    const marathi = await patch('mr-IN,en;q=0.5')
    expect(marathi.status).toBe(400)
    expect(marathi.headers.get('content-language')).toBe('mr')
    expect(marathi.body).toEqual({
      error: 'validation_error',
      msg: 'ठिकाण: मजकूर म्हणून लिहा.',
      fields: {
        location: 'ठिकाण: मजकूर म्हणून लिहा.',
        headline: 'थोडक्यात ओळख: जास्तीत जास्त 300 अक्षरं.',
        'skills.0': 'कौशल्यं: जास्तीत जास्त 100 अक्षरं.',
        linkedin: 'LinkedIn: जास्तीत जास्त 500 अक्षरं.',
        portfolio: 'पोर्टफोलिओ: https:// ने सुरू होणारा पूर्ण पत्ता लिहा',
      },
    })

    const hindi = await patch('hi')
    expect(hindi.status).toBe(400)
    expect(hindi.body.fields).toEqual({
      location: 'जगह: इसे टेक्स्ट के रूप में लिखें।',
      headline: 'संक्षिप्त परिचय: ज़्यादा से ज़्यादा 300 अक्षर।',
      'skills.0': 'कौशल: ज़्यादा से ज़्यादा 100 अक्षर।',
      linkedin: 'LinkedIn: ज़्यादा से ज़्यादा 500 अक्षर।',
      portfolio: 'पोर्टफ़ोलियो: https:// से शुरू होने वाला पूरा पता लिखें',
    })

    const tooMany = await call(path, {
      method: 'PATCH',
      ip: freshIp(BLOCK),
      cookie,
      body: { skills: Array.from({ length: 51 }, (_, index) => `skill${index}`), noticeDays: 'soon' },
      language: 'hi',
    })
    expect(tooMany.body.fields).toEqual({ skills: 'कौशल: ज़्यादा से ज़्यादा 50।', noticeDays: 'नोटिस अवधि (दिन): अंकों में लिखें।' })
  })
})

describe('GET /api/job-alerts/mine in the request’s language', () => {
  it('describes each alert’s search in Marathi with Accept-Language mr, in English by default', async () => {
    const email = freshEmail('alerts-mr')
    const { cookie } = await signUp(freshIp(BLOCK), email)
    const tag = Math.random().toString(36).slice(2, 10)
    const before = await mailCount(email)
    const asked = await call('/api/job-alerts', {
      ip: freshIp(BLOCK),
      body: { email, frequency: 'daily', searchTerm: `tapir${tag}`, consent: true },
    })
    expect(asked.status).toBe(202)
    const mail = await waitForMail(email, { count: before + 1 })
    const link = mail.text.match(/https?:\/\/\S+\/job-alerts\/confirm\?token=\S+/)?.[0]
    expect(link).toBeTruthy()
    const token = decodeURIComponent(new URL(link!).searchParams.get('token') ?? '')
    expect((await call('/api/job-alerts/confirm', { ip: freshIp(BLOCK), body: { token } })).status).toBe(200)

    const mine = (language?: string) => call('/api/job-alerts/mine', { method: 'GET', ip: freshIp(BLOCK), cookie, language })
    const marathi = await mine('mr')
    expect(marathi.status).toBe(200)
    expect(marathi.body.alerts).toEqual([
      expect.objectContaining({ frequency: 'daily', description: `“tapir${tag}” शी जुळणाऱ्या सगळ्या खुल्या नोकऱ्या` }),
    ])
    const english = await mine()
    expect(english.body.alerts).toEqual([
      expect.objectContaining({ frequency: 'daily', description: `All open roles matching \u201ctapir${tag}\u201d` }),
    ])
  })
})

/** A member whose e-mail language is `language` (saved on My account), logged in; one mail so far (the sign-up code). */
async function memberIn(label: string, language: 'en' | 'mr' | 'hi') {
  const email = freshEmail(label)
  const { cookie } = await signUp(freshIp(BLOCK), email)
  if (language !== 'en') expect((await call('/api/users/me/language', { ip: freshIp(BLOCK), cookie, body: { language } })).status).toBe(200)
  return { email, cookie }
}

/** The due day as the Marathi or Hindi copy writes it: the API's (UTC) day, the language's month, Latin digits. */
const dueIn = (dueOn: string, intl: string) => new Date(dueOn).toLocaleDateString(intl, { timeZone: 'UTC', dateStyle: 'long' })

describe('the privacy receipts in the member’s e-mail language', () => {
  it('a consent withdrawn: the receipt in Marathi or Hindi (My account’s purpose, India time, the account page of the language), English unchanged', async () => {
    const marathi = await memberIn('withdraw-mr', 'mr')
    // Withdrawn from a Hindi page: the receipt goes by the member's language, as every mail to them.
    const withdrawn = await call('/api/users/me/consents', {
      ip: freshIp(BLOCK),
      cookie: marathi.cookie,
      body: { purpose: 'job-alerts', granted: false },
      language: 'hi',
    })
    expect(withdrawn.status).toBe(201)
    expect(withdrawn.body.msg).toBe('आपकी सहमति अभी से वापस ले ली गई है। इसकी रसीद आपके ई-मेल पर भेजी जा रही है।')
    const receipt = await waitForMail(marathi.email, { count: 2 })
    expect(receipt.subject).toBe('तुमची संमती मागे घेतली आहे: जॉब अलर्ट')
    expect(receipt.text).toContain(
      'ही तुमची पोच आहे: “जॉब अलर्ट” यासाठी Pune Talent Works ला दिलेली संमती तुम्ही मागे घेतली आहे. आतापासून तुमच्या वैयक्तिक डेटाचा हा वापर आम्ही थांबवत आहोत.',
    )
    expect(receipt.text).toMatch(
      /तुमच्या सगळ्या संमती तुमच्या खात्याच्या पानावर दिसतील, आणि ही संमती तुम्हाला हवी तेव्हा पुन्हा देता येईल: https?:\/\/\S+\/mr\/account\s/,
    )
    expect(receipt.text).toContain('उद्देश: जॉब अलर्ट')
    expect(receipt.text).toMatch(/मागे घेतल्याची वेळ \(भारतीय वेळ\): \d{1,2} [\u0900-\u097F]+, \d{4}, \d{1,2}:\d{2} [AP]M/)
    expect(receipt.text).not.toMatch(/receipt|Withdrawn at|\.\d{3}Z/)

    const hindi = await memberIn('withdraw-hi', 'hi')
    expect(
      (
        await call('/api/users/me/consents', {
          ip: freshIp(BLOCK),
          cookie: hindi.cookie,
          body: { purpose: 'phone-contact', granted: false },
        })
      ).status,
    ).toBe(201)
    const hindiReceipt = await waitForMail(hindi.email, { count: 2 })
    expect(hindiReceipt.subject).toBe('आपकी सहमति वापस ले ली गई है: फ़ोन पर संपर्क')
    expect(hindiReceipt.text).toContain(
      'यह आपकी रसीद है: “फ़ोन पर संपर्क” के लिए Pune Talent Works को दी हुई अपनी सहमति आपने वापस ले ली है। अब से हम आपके व्यक्तिगत डेटा का यह इस्तेमाल बंद कर रहे हैं।',
    )
    expect(hindiReceipt.text).toMatch(/जब चाहें फिर से दे सकते हैं: https?:\/\/\S+\/hi\/account\s/)
    expect(hindiReceipt.text).toMatch(/वापस लेने का समय \(भारतीय समय\): \d{1,2} \S+ \d{4}, \d{1,2}:\d{2} [ap]m/)

    // An English member, withdrawing from a Marathi page: the English receipt, as before.
    const english = await memberIn('withdraw-en', 'en')
    const englishWithdrawn = await call('/api/users/me/consents', {
      ip: freshIp(BLOCK),
      cookie: english.cookie,
      body: { purpose: 'newsletter', granted: false },
      language: 'mr',
    })
    expect(englishWithdrawn.status).toBe(201)
    const englishReceipt = await waitForMail(english.email, { count: 2 })
    expect(englishReceipt.subject).toBe('Your consent is withdrawn: Newsletter')
    expect(englishReceipt.text).toContain(
      'This is your receipt: you withdrew your consent to Pune Talent Works for "Newsletter". We stop this use of your personal data from now on.',
    )
    expect(englishReceipt.text).toMatch(
      /You can see all your consents, and give this one again whenever you like, on your account page: https?:\/\/[^/\s]+\/account\s/,
    )
    expect(englishReceipt.text).toMatch(/Withdrawn at: \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/)
  })

  it('a privacy request from My account: the copy in the member’s language (its kind as the form offers it), English unchanged', async () => {
    const marathi = await memberIn('rights-copy-mr', 'mr')
    const filed = await call('/api/users/me/privacy-requests', {
      ip: freshIp(BLOCK),
      cookie: marathi.cookie,
      body: { kind: 'erasure', text: 'माझा जुना रेझ्युमे पुसून टाका.' },
    })
    expect(filed.status).toBe(201)
    const request = filed.body.request as { reference: string; dueOn: string }
    const copy = await waitForMail(marathi.email, { count: 2 })
    expect(copy.subject).toBe(`तुमची डेटाबद्दलची विनंती ${request.reference} आम्हाला मिळाली`)
    const due = dueIn(request.dueOn, 'mr-IN-u-nu-latn')
    expect(due).toMatch(/^\d{1,2} [\u0900-\u097F]+, \d{4}$/)
    expect(copy.text).toContain(`धन्यवाद. Pune Talent Works ला तुमची विनंती मिळाली आहे; आम्ही ${due} पर्यंत उत्तर देऊ.`)
    expect(copy.text).toMatch(/^आमच्या उत्तराने तुमचं समाधान झालं नाही, तर (आमच्या तक्रार निवारण अधिकाऱ्यांना लिहा: .+|या ई-मेलला उत्तर द्या)\.$/m)
    expect(copy.text).toContain(`संदर्भ क्रमांक: ${request.reference}`)
    expect(copy.text).toContain('विनंती: माझा डेटा पुसून टाका')
    expect(copy.text).toContain('तुम्ही लिहिलेलं: माझा जुना रेझ्युमे पुसून टाका.')

    const english = await memberIn('rights-copy-en', 'en')
    const filedEnglish = await call('/api/users/me/privacy-requests', {
      ip: freshIp(BLOCK),
      cookie: english.cookie,
      body: { kind: 'access', text: '' },
      language: 'hi',
    })
    expect(filedEnglish.status).toBe(201)
    const englishRequest = filedEnglish.body.request as { reference: string; dueOn: string }
    const englishCopy = await waitForMail(english.email, { count: 2 })
    expect(englishCopy.subject).toBe(`We received your privacy request ${englishRequest.reference}`)
    expect(englishCopy.text).toContain(
      `Thank you. Pune Talent Works received your request and will answer it by ${englishRequest.dueOn.slice(0, 10)}.`,
    )
    expect(englishCopy.text).toContain('Request: A summary of my data (access)')
  })

  it('the privacy-policy form with a Hindi member’s address: the code and the copy in Hindi; another address in English', async () => {
    const hindi = await memberIn('rights-form-hi', 'hi')
    const asked = await call('/api/privacy-requests', {
      ip: freshIp(BLOCK),
      body: { email: hindi.email, kind: 'grievance', text: 'बार-बार फ़ोन आते हैं।' },
    })
    expect(asked.status).toBe(202)
    // The answer is the same for every address, in the request's language (English here).
    expect(asked.body.msg).toBe(
      'Thank you. If the address is right, a code to confirm your request is on its way to it. It is valid for 10 minutes.',
    )
    const codeMail = await waitForMail(hindi.email, { count: 2 })
    expect(codeMail.subject).toBe('आपके डेटा से जुड़े अनुरोध का Pune Talent Works कोड')
    expect(codeMail.text).toContain('Pune Talent Works को भेजे गए अपने डेटा से जुड़े अनुरोध की पुष्टि करने के लिए यह वन-टाइम कोड इस्तेमाल करें:')
    expect(codeMail.text).toContain(
      'यह कोड 10 मिनट तक चलेगा और एक ही बार इस्तेमाल हो सकता है। अगर आपने ऐसा कोई अनुरोध नहीं भेजा, तो इस ई-मेल को अनदेखा कर दें; कोड के बिना हम तक कुछ नहीं पहुँचता।',
    )
    const otp = codeMail.text.match(/^\s*(\d{6})\s*$/m)?.[1]
    expect(otp, codeMail.text).toBeTruthy()
    const confirmed = await call('/api/privacy-requests/verify', { ip: freshIp(BLOCK), body: { email: hindi.email, otp } })
    expect(confirmed.status).toBe(201)
    const request = confirmed.body.request as { reference: string; dueOn: string }
    const copy = await waitForMail(hindi.email, { count: 3 })
    expect(copy.subject).toBe(`आपके डेटा से जुड़ा अनुरोध ${request.reference} हमें मिल गया है`)
    expect(copy.text).toContain(
      `धन्यवाद। Pune Talent Works को आपका अनुरोध मिल गया है; हम ${dueIn(request.dueOn, 'hi-IN-u-nu-latn')} तक जवाब देंगे।`,
    )
    expect(copy.text).toContain('अनुरोध: शिकायत')
    expect(copy.text).toContain('आपने जो लिखा: बार-बार फ़ोन आते हैं।')

    // An address that is no member's: the code mail in the page's language (the form's Accept-Language), English
    // from the English page, as before.
    const stranger = freshEmail('rights-form-nobody')
    expect(
      (await call('/api/privacy-requests', { ip: freshIp(BLOCK), body: { email: stranger, kind: 'access' }, language: 'hi' })).status,
    ).toBe(202)
    const strangerMail = await waitForMail(stranger)
    expect(strangerMail.subject).toBe('आपके डेटा से जुड़े अनुरोध का Pune Talent Works कोड')
    expect(strangerMail.html).toMatch(/^<!doctype html><html lang="hi-IN">/)
    const englishStranger = freshEmail('rights-form-nobody-en')
    expect((await call('/api/privacy-requests', { ip: freshIp(BLOCK), body: { email: englishStranger, kind: 'access' } })).status).toBe(202)
    const englishMail = await waitForMail(englishStranger)
    expect(englishMail.subject).toBe('Your Pune Talent Works privacy request code')
    expect(englishMail.html).toMatch(/^<!doctype html><html lang="en-IN">/)
  })

  it('the /mr/privacy-policy form: refusals, the code, its check and the confirmation answered in Marathi; the mails in Marathi with lang="mr-IN"', async () => {
    const email = freshEmail('rights-form-mr')
    const send = (body: Record<string, unknown>, language?: string) => call('/api/privacy-requests', { ip: freshIp(BLOCK), body, language })
    const badAddress = await send({ email: 'not-an-address', kind: 'access' }, 'mr-IN')
    expect(badAddress.status).toBe(400)
    expect(badAddress.body.fields).toEqual({ email: 'कृपया योग्य ई-मेल पत्ता लिहा.' })
    const badKind = await send({ email, kind: 'bogus' }, 'mr-IN')
    expect(badKind.status).toBe(400)
    expect(badKind.body.fields).toEqual({
      kind: 'तुम्हाला काय हवं आहे ते निवडा: सारांश, दुरुस्ती, पुसणे, संमती मागे घेणे, तक्रार किंवा नामनिर्देशन.',
    })

    const asked = await send({ email, kind: 'correction', text: 'माझा फोन नंबर बदलला आहे.' }, 'mr-IN')
    expect(asked.status).toBe(202)
    expect(asked.body).toEqual({ msg: 'धन्यवाद. पत्ता बरोबर असेल तर तुमची विनंती पक्की करण्याचा कोड त्यावर पाठवत आहोत. तो 10 मिनिटं चालेल.' })
    expect(asked.headers.get('content-language')).toBe('mr')
    const codeMail = await waitForMail(email)
    expect(codeMail.subject).toBe('तुमच्या डेटाबद्दलच्या विनंतीचा Pune Talent Works कोड')
    expect(codeMail.html).toMatch(/^<!doctype html><html lang="mr-IN">/)
    const otp = codeMail.text.match(/^\s*(\d{6})\s*$/m)?.[1]
    expect(otp, codeMail.text).toBeTruthy()

    const verify = (code: string, language?: string) =>
      call('/api/privacy-requests/verify', { ip: freshIp(BLOCK), body: { email, otp: code }, language })
    const wrong = await verify(otp === '000000' ? '111111' : '000000', 'mr-IN')
    expect(wrong.status).toBe(401)
    expect(wrong.body.msg).toBe('OTP चुकीचा आहे.')
    const confirmed = await verify(otp!, 'mr-IN')
    expect(confirmed.status).toBe(201)
    const request = confirmed.body.request as { reference: string; dueOn: string }
    expect(confirmed.body.msg).toBe(
      `धन्यवाद. तुमची विनंती पक्की झाली आहे; आम्ही ${request.dueOn.slice(0, 10)} पर्यंत उत्तर देऊ. तिची प्रत तुमच्या ई-मेलवर पाठवत आहोत.`,
    )
    const copy = await waitForMail(email, { count: 2 })
    expect(copy.subject).toBe(`तुमची डेटाबद्दलची विनंती ${request.reference} आम्हाला मिळाली`)
    expect(copy.html).toMatch(/^<!doctype html><html lang="mr-IN">/)
    expect(copy.text).toContain('माझा फोन नंबर बदलला आहे.')
  })

  it('the English form answers as before, byte for byte', async () => {
    const email = freshEmail('rights-form-en')
    const asked = await call('/api/privacy-requests', { ip: freshIp(BLOCK), body: { email, kind: 'access' } })
    expect(asked.status).toBe(202)
    expect(asked.body).toEqual({
      msg: 'Thank you. If the address is right, a code to confirm your request is on its way to it. It is valid for 10 minutes.',
    })
    expect(asked.headers.get('content-language')).toBeNull()
    const otp = (await waitForMail(email)).text.match(/^\s*(\d{6})\s*$/m)?.[1]
    const confirmed = await call('/api/privacy-requests/verify', { ip: freshIp(BLOCK), body: { email, otp } })
    expect(confirmed.status).toBe(201)
    const request = confirmed.body.request as { reference: string; dueOn: string }
    expect(confirmed.body.msg).toBe(
      `Thank you. Your request is confirmed; we will answer by ${request.dueOn.slice(0, 10)}. A copy is on its way to your e-mail.`,
    )
    const copy = await waitForMail(email, { count: 2 })
    expect(copy.subject).toBe(`We received your privacy request ${request.reference}`)
    expect(copy.html).toMatch(/^<!doctype html><html lang="en-IN">/)
  })
})
