// The API in the request's language (issue 34, docs/decisions/languages.md "API messages" and "E-mails"): the same
// refusals in Marathi and Hindi when Accept-Language asks for them (the site's forms send the page's language), English
// byte for byte otherwise; the member's language stored at sign-up, and the code, acknowledgement and stage mails in it.
import { describe, expect, it } from 'vitest'

import { toLexical } from '@/cms/seed/richText'

import { pdfBytes } from '../fixtures/resumes'

import { call, codeFromMail, freshEmail, freshIp, GOOD_PASSWORD, mailCount, skipCooldown } from './accounts-helpers'
import { baseUrl, closeRolesOpenedHere, rawSql, staffRequest } from './helpers'
import { mailsTo, waitForMail } from './mail'

const signupBody = (email: string, otp: string) => ({
  email,
  name: 'Sayali Deshmukh',
  age: 24,
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
  otp,
})

/** Signs up through the API with the page's language `language` (as the /mr or /hi sign-up form does). */
async function signUpIn(language: string, email: string) {
  const ip = freshIp(61)
  const before = await mailCount(email)
  const requested = await call('/api/users/signup/request-otp', { ip, body: { email }, language })
  expect(requested.status).toBe(200)
  const otp = await codeFromMail(email, before + 1)
  const verified = await call('/api/users/signup/verify-otp', { ip, body: signupBody(email, otp), language })
  expect(verified.status, JSON.stringify(verified.body)).toBe(201)
  return { requested, verified, cookie: verified.memberCookie as string }
}

closeRolesOpenedHere()

const storedLanguage = async (email: string) => (await rawSql('SELECT language FROM members WHERE email = ?', [email]))[0]?.language

describe('API messages per Accept-Language', () => {
  it('validation refusals: the message and every field in Marathi or Hindi, English otherwise', async () => {
    const ip = freshIp(62)
    const path = '/api/users/signup/request-otp'
    const english = await call(path, { ip, body: { email: 'not-an-address' } })
    const marathi = await call(path, { ip, body: { email: 'not-an-address' }, language: 'mr-IN' })
    const hindi = await call(path, { ip, body: {}, language: 'hi-IN' })
    expect(english.status).toBe(400)
    expect(english.body).toEqual({
      error: 'validation_error',
      msg: 'Please enter a valid email address.',
      fields: { email: 'Please enter a valid email address.' },
    })
    expect(english.headers.get('content-language')).toBeNull()
    expect(marathi.status).toBe(400)
    expect(marathi.body).toEqual({
      error: 'validation_error',
      msg: 'कृपया योग्य ई-मेल पत्ता लिहा.',
      fields: { email: 'कृपया योग्य ई-मेल पत्ता लिहा.' },
    })
    expect(marathi.headers.get('content-language')).toBe('mr')
    expect(hindi.body).toEqual({
      error: 'validation_error',
      msg: 'कृपया अपना ई-मेल पता लिखें।',
      fields: { email: 'कृपया अपना ई-मेल पता लिखें।' },
    })
  })

  it('login: the refusal follows the first of the site’s languages by quality; English for others or none', async () => {
    const ip = freshIp(63)
    // A new address each time: a sixth failure on one address would be the login delay's answer instead.
    const body = () => ({ email: freshEmail('nobody'), password: 'wrong-password-here' })
    const ask = async (language?: string) => (await call('/api/users/login', { ip: freshIp(63), body: body(), language })).body.msg
    expect(await ask()).toBe('Invalid email or password')
    expect(await ask('hi')).toBe('ई-मेल या पासवर्ड गलत है')
    expect(await ask('mr-IN,mr;q=0.9,en;q=0.8')).toBe('ई-मेल किंवा पासवर्ड चुकीचा आहे')
    expect(await ask('en;q=0.9,hi;q=0.8')).toBe('Invalid email or password')
    expect(await ask('fr-FR,de;q=0.9')).toBe('Invalid email or password')
    expect(await ask('fr-FR,hi;q=0.5')).toBe('ई-मेल या पासवर्ड गलत है')
    const notJson = await call('/api/users/login', { ip, rawBody: '{nope', language: 'mr' })
    expect(notJson.body).toEqual({ error: 'invalid_json', msg: 'विनंतीतील माहिती JSON ऑब्जेक्ट स्वरूपात हवी.' })
  })

  it('sign-up in Marathi: Marathi answers and code mail, wrong code refused in Marathi, the member stored with mr', async () => {
    const email = freshEmail('marathi')
    const ip = freshIp(64)
    const requested = await call('/api/users/signup/request-otp', { ip, body: { email }, language: 'mr-IN' })
    expect(requested.body).toEqual({ msg: 'OTP तुमच्या ई-मेलवर पाठवला आहे.' })
    const mail = await waitForMail(email)
    expect(mail.subject).toBe('तुमचा Pune Talent Works नोंदणी कोड')
    expect(mail.text).toContain('तुमचं Pune Talent Works खातं तयार करण्यासाठी हा वन-टाइम कोड वापरा:')
    expect(mail.text).toContain('हा कोड 10 मिनिटं चालेल आणि एकदाच वापरता येईल.')
    const otp = await codeFromMail(email)
    const wrong = await call('/api/users/signup/verify-otp', {
      ip,
      body: signupBody(email, otp === '000000' ? '111111' : '000000'),
      language: 'mr-IN',
    })
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({ error: 'invalid_otp', msg: 'OTP चुकीचा आहे.' })
    const verified = await call('/api/users/signup/verify-otp', { ip, body: signupBody(email, otp), language: 'mr-IN' })
    expect(verified.status).toBe(201)
    expect(verified.body.msg).toBe('नोंदणी पूर्ण झाली')
    expect(verified.memberCookie).toBeTruthy()
    expect(await storedLanguage(email)).toBe('mr')
  })

  it('sign-up in English stays English byte for byte, and the member is stored with en', async () => {
    const email = freshEmail('english')
    const { requested, verified } = await signUpIn('en-IN', email)
    expect(requested.body).toEqual({ msg: 'OTP sent to your email.' })
    expect(verified.body.msg).toBe('Signup successful')
    expect((await mailsTo(email))[0]?.subject).toBe('Your Pune Talent Works signup code')
    expect(await storedLanguage(email)).toBe('en')
  })

  it('password reset: the code mail is in the member’s language, whatever the language of the request', async () => {
    const email = freshEmail('hindi-reset')
    await signUpIn('hi-IN', email)
    expect(await storedLanguage(email)).toBe('hi')
    await skipCooldown(email)
    const before = await mailCount(email)
    const requested = await call('/api/users/password-reset/request', { ip: freshIp(65), body: { email } })
    expect(requested.body).toEqual({ msg: 'If an account exists for this email, we have sent an OTP to reset your password.' })
    await codeFromMail(email, before + 1)
    const mail = (await mailsTo(email)).at(-1)
    expect(mail?.subject).toBe('आपका Pune Talent Works पासवर्ड बदलने का कोड')
    expect(mail?.text).toContain('अपने Pune Talent Works खाते का नया पासवर्ड बनाने के लिए यह वन-टाइम कोड इस्तेमाल करें:')
    const wrong = await call('/api/users/password-reset/reset', {
      ip: freshIp(65),
      body: { email, otp: '12345', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
      language: 'hi-IN',
    })
    expect(wrong.status).toBe(401)
    expect(wrong.body.msg).toBe('OTP गलत है।')
  })

  it('talent application: refusals in the request’s language, the acknowledgement in the member’s', async () => {
    const email = freshEmail('hindi-talent')
    const { cookie } = await signUpIn('hi-IN', email)
    const form = (withFile: boolean) => {
      const data = new FormData()
      for (const [key, value] of Object.entries({
        firstName: 'Pooja',
        lastName: 'Verma',
        email,
        phone: '+91 98220 44556',
        location: 'Wakad, Pune',
        anythingElse: 'दो साल का डेटा एंट्री का अनुभव।',
        consent: 'true',
        sourcePage: '/hi/join-as-talent',
      }))
        data.set(key, value)
      if (withFile) data.set('file', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'cv.pdf')
      return data
    }
    const send = (data: FormData, headers: Record<string, string>) =>
      fetch(`${baseUrl()}/api/JoinTalent`, { method: 'POST', headers: { 'x-forwarded-for': freshIp(66), ...headers }, body: data })
    const anonymous = await send(form(true), { 'accept-language': 'mr-IN' })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ error: 'unauthorized', msg: 'उमेदवार म्हणून अर्ज करण्यासाठी कृपया लॉग इन करा.' })
    const noFile = await send(form(false), { cookie, 'accept-language': 'hi-IN' })
    expect(noFile.status).toBe(400)
    expect(((await noFile.json()) as { msg: string }).msg).toBe('कृपया अपना रिज़्यूमे जोड़ें (PDF, DOC या DOCX)।')
    const before = await mailCount(email)
    const sent = await send(form(true), { cookie, 'accept-language': 'hi-IN' })
    expect(sent.status).toBe(201)
    expect(((await sent.json()) as { msg: string }).msg).toBe('आपके आवेदन के लिए धन्यवाद!')
    const deadline = Date.now() + 10_000
    let mails = await mailsTo(email)
    while (mails.length <= before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      mails = await mailsTo(email)
    }
    const ack = mails.at(-1)
    expect(ack?.subject).toBe('आपका आवेदन हमें मिल गया — Pune Talent Works')
    expect(ack?.text).toContain('हमारी वेबसाइट से भेजा गया आपका आवेदन हमें मिल गया है। हम 24–48 घंटों में आवेदन जाँचते हैं')
    expect(ack?.text).toContain('/hi/account#my-applications')
  })

  it('lead forms: the contact and team-up refusals in Marathi or Hindi, English byte for byte without a language', async () => {
    const english = await call('/api/contact', { ip: freshIp(67), body: { emailAddress: 'x@' } })
    expect(english.status).toBe(400)
    expect(english.body).toMatchObject({
      error: 'validation_error',
      msg: 'Please enter your full name.',
      fields: {
        fullName: 'Please enter your full name.',
        emailAddress: 'Please enter a valid e-mail address.',
        inquiryType: 'Please choose an inquiry type (General, Support, Careers, Business Inquiry).',
        message: 'Please enter a message.',
      },
    })
    const marathi = await call('/api/contact', { ip: freshIp(67), body: { emailAddress: 'x@' }, language: 'mr-IN' })
    expect(marathi.status).toBe(400)
    expect(marathi.body).toMatchObject({
      error: 'validation_error',
      msg: 'कृपया तुमचं पूर्ण नाव लिहा.',
      fields: {
        fullName: 'कृपया तुमचं पूर्ण नाव लिहा.',
        emailAddress: 'कृपया योग्य ई-मेल पत्ता लिहा.',
        inquiryType: 'कृपया चौकशीचा प्रकार निवडा (General, Support, Careers, Business Inquiry).',
        message: 'कृपया तुमचा संदेश लिहा.',
      },
    })
    expect(marathi.headers.get('content-language')).toBe('mr')
    const hindi = await call('/api/teamup', { ip: freshIp(67), body: { phone: 'call me' }, language: 'hi-IN' })
    expect(hindi.status).toBe(400)
    expect((hindi.body.fields as Record<string, string>).phone).toBe('कृपया सही फ़ोन नंबर लिखें।')
    expect((hindi.body.fields as Record<string, string>).firstName).toBe('कृपया अपना पहला नाम लिखें।')
  })

  it('the contact form: a bad request answered in Marathi (mr) or Hindi (hi), English by default; a message thanked in Marathi', async () => {
    const bad = { fullName: ' ', emailAddress: 'x@', inquiryType: 'Other', message: '' }
    const english = await call('/api/contact', { ip: freshIp(69), body: bad })
    expect(english.status).toBe(400)
    expect(english.body).toEqual({
      error: 'validation_error',
      msg: 'Please enter your full name.',
      fields: {
        fullName: 'Please enter your full name.',
        emailAddress: 'Please enter a valid e-mail address.',
        inquiryType: 'Please choose an inquiry type (General, Support, Careers, Business Inquiry).',
        message: 'Please enter a message.',
      },
    })
    expect(english.headers.get('content-language')).toBeNull()
    const marathi = await call('/api/contact', { ip: freshIp(69), body: bad, language: 'mr' })
    expect(marathi.status).toBe(400)
    expect(marathi.body).toEqual({
      error: 'validation_error',
      msg: 'कृपया तुमचं पूर्ण नाव लिहा.',
      fields: {
        fullName: 'कृपया तुमचं पूर्ण नाव लिहा.',
        emailAddress: 'कृपया योग्य ई-मेल पत्ता लिहा.',
        inquiryType: 'कृपया चौकशीचा प्रकार निवडा (General, Support, Careers, Business Inquiry).',
        message: 'कृपया तुमचा संदेश लिहा.',
      },
    })
    expect(marathi.headers.get('content-language')).toBe('mr')
    const hindi = await call('/api/contact', { ip: freshIp(69), body: bad, language: 'hi' })
    expect(hindi.status).toBe(400)
    expect(hindi.body).toEqual({
      error: 'validation_error',
      msg: 'कृपया अपना पूरा नाम लिखें।',
      fields: {
        fullName: 'कृपया अपना पूरा नाम लिखें।',
        emailAddress: 'कृपया सही ई-मेल पता लिखें।',
        inquiryType: 'कृपया पूछताछ का प्रकार चुनें (General, Support, Careers, Business Inquiry)।',
        message: 'कृपया अपना संदेश लिखें।',
      },
    })
    expect(hindi.headers.get('content-language')).toBe('hi')
    // A message from the Marathi page: thanked in Marathi, stored as sent.
    const email = freshEmail('contact-mr')
    const sent = await call('/api/contact', {
      ip: freshIp(69),
      body: { fullName: 'Sayali Deshmukh', emailAddress: email, inquiryType: 'Careers', message: 'मला टेस्टिंगच्या कामाबद्दल माहिती हवी आहे.' },
      language: 'mr-IN',
    })
    expect(sent.status).toBe(201)
    expect(sent.body).toEqual({ id: expect.anything(), msg: 'संपर्क केल्याबद्दल धन्यवाद! आमची टीम 24 तासांत तुम्हाला उत्तर देईल' })
    const rows = await rawSql('SELECT full_name, inquiry_type, message FROM contact_messages WHERE email_address = ?', [email])
    expect(rows).toEqual([{ full_name: 'Sayali Deshmukh', inquiry_type: 'Careers', message: 'मला टेस्टिंगच्या कामाबद्दल माहिती हवी आहे.' }])
  })

  it('job alerts: a Marathi page’s alert answers in Marathi, and its confirmation and alert mails are Marathi', async () => {
    const tag = Math.random().toString(36).slice(2, 10)
    const email = `alert-${tag}@marathi.example.in`
    const refused = await call('/api/job-alerts', { ip: freshIp(68), body: { email, frequency: 'hourly', consent: true }, language: 'hi' })
    expect(refused.status).toBe(400)
    expect((refused.body.fields as Record<string, string>).frequency).toBe('कृपया चुनें कि कितनी बार: रोज़ या हफ़्ते में एक बार।')
    const asked = await call('/api/job-alerts', {
      ip: freshIp(68),
      body: { email, frequency: 'daily', searchTerm: `kolhapuri${tag}`, consent: true, language: 'mr', sourcePage: '/mr/jobs' },
      language: 'mr-IN',
    })
    expect(asked.status).toBe(202)
    expect(asked.body).toEqual({ msg: 'धन्यवाद! कृपया तुमचा इनबॉक्स पाहा आणि जॉब अलर्ट पक्का करा.' })
    const confirmation = await waitForMail(email)
    expect(confirmation.subject).toBe('कृपया तुमचा Pune Talent Works जॉब अलर्ट पक्का करा')
    expect(confirmation.text).toContain(`नोकऱ्या: “kolhapuri${tag}” शी जुळणाऱ्या सगळ्या खुल्या नोकऱ्या`)
    const link = confirmation.text.match(/https?:\/\/\S+\/mr\/job-alerts\/confirm\?token=\S+/)?.[0]
    expect(link).toBeTruthy()
    const token = decodeURIComponent(new URL(link!).searchParams.get('token') ?? '')
    const confirmed = await call('/api/job-alerts/confirm', { ip: freshIp(68), body: { token }, language: 'hi-IN' })
    expect(confirmed.body).toEqual({ msg: 'आपका जॉब अलर्ट चालू हो गया। मेल खाती नई नौकरियाँ हम आपको ई-मेल करेंगे।' })

    const category = (await staffRequest<{ docs: { id: number }[] }>('GET', '/categories?limit=1&depth=0')).docs[0]
    const slug = `kolhapuri-${tag}-tester`
    await staffRequest('POST', '/openings', {
      title: `Kolhapuri${tag} tester`,
      slug,
      status: 'open',
      datePosted: new Date().toISOString(),
      category: category.id,
      summary: 'A role for the Marathi job alert test.',
      employmentType: 'part-time',
      workMode: 'remote',
      experienceMin: 0,
      description: toLexical(['A role that a Marathi job alert finds.']),
      client: { kind: 'agency' },
    })
    await staffRequest('POST', '/job-alerts/send')
    const alert = await waitForMail(email, { count: 2 })
    expect(alert.subject).toBe('Pune Talent Works मध्ये तुमच्यासाठी 1 नवीन नोकरी')
    expect(alert.text).toContain(`तुमचा अलर्ट: “kolhapuri${tag}” शी जुळणाऱ्या सगळ्या खुल्या नोकऱ्या.`)
    expect(alert.text).toContain(`Kolhapuri${tag} tester (पार्ट-टाइम, `)
    expect(alert.text).toMatch(new RegExp(`https?://\\S+/mr/jobs/${slug}\\?utm_source=job-alert`))
    expect(alert.text).toMatch(/हा अलर्ट बदला: https?:\/\/\S+\/mr\/job-alerts\/change\?token=/)
    expect(alert.text).toMatch(/https?:\/\/\S+\/mr\/job-alerts\/unsubscribe\?token=/)
    // The Marathi pages those links open: the change page shows the alert's controls in Marathi.
    const change = alert.text.match(/https?:\/\/\S+\/mr\/job-alerts\/change\?token=\S+/)![0]
    const changePage = await fetch(`${baseUrl()}${new URL(change).pathname}${new URL(change).search}`)
    expect(changePage.status).toBe(200)
    const changeHtml = await changePage.text()
    expect(changeHtml).toContain('<html lang="mr-IN"')
    expect(changeHtml).toContain('तुमचा जॉब अलर्ट बदला')
    expect(changeHtml).toContain('हा अलर्ट बंद करा')
    expect(changeHtml).toContain('आठवड्यातून एकदा')
  })

  it('account exists and password changed: the notices in the member’s language', async () => {
    const email = freshEmail('hindi-notices')
    const { cookie } = await signUpIn('hi-IN', email)
    await skipCooldown(email)
    const before = await mailCount(email)
    const again = await call('/api/users/signup/request-otp', { ip: freshIp(69), body: { email } })
    expect(again.body).toEqual({ msg: 'OTP sent to your email.' })
    const exists = await waitForMail(email, { count: before + 1 })
    expect(exists.subject).toBe('आपका Pune Talent Works खाता पहले से बना हुआ है')
    expect(exists.text).toMatch(/https?:\/\/\S+\/hi\/login पर लॉग इन करें।/)
    const changed = await call('/api/users/me/password', {
      ip: freshIp(69),
      cookie,
      body: { currentPassword: GOOD_PASSWORD, password: `${GOOD_PASSWORD}x`, confirmPassword: `${GOOD_PASSWORD}x` },
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    const notice = await waitForMail(email, { count: before + 2 })
    expect(notice.subject).toBe('आपका Pune Talent Works पासवर्ड बदल दिया गया है')
    expect(notice.text).toMatch(/तुरंत https?:\/\/\S+\/hi\/forgot-password पर नया पासवर्ड बनाएँ/)
  })
})

describe('job alerts: the language of Accept-Language when the body names none', () => {
  it('an alert asked with Accept-Language mr (no language in the body) is confirmed in Marathi, at /mr/job-alerts/confirm', async () => {
    const tag = Math.random().toString(36).slice(2, 10)
    const email = `alert-header-${tag}@marathi.example.in`
    const asked = await call('/api/job-alerts', {
      ip: freshIp(70),
      body: { email, frequency: 'weekly', searchTerm: `satara${tag}`, consent: true },
      language: 'mr-IN,mr;q=0.9,en;q=0.8',
    })
    expect(asked.status).toBe(202)
    expect(asked.body).toEqual({ msg: 'धन्यवाद! कृपया तुमचा इनबॉक्स पाहा आणि जॉब अलर्ट पक्का करा.' })
    const confirmation = await waitForMail(email)
    expect(confirmation.subject).toBe('कृपया तुमचा Pune Talent Works जॉब अलर्ट पक्का करा')
    expect(confirmation.text).toContain(`“satara${tag}” शी जुळणाऱ्या`)
    const link = confirmation.text.match(/https?:\/\/\S+\/mr\/job-alerts\/confirm\?token=\S+/)?.[0]
    expect(link).toBeTruthy()
    const page = await fetch(`${baseUrl()}${new URL(link!).pathname}${new URL(link!).search}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<html lang="mr-IN"')
    expect(html).toContain('तुमचा जॉब अलर्ट पक्का करा')
    expect(html).toContain('माझा जॉब अलर्ट पक्का करा')
    const stored = await rawSql('SELECT language FROM consents WHERE email = ? ORDER BY id DESC', [email])
    expect(stored[0]?.language).toBe('mr')
  })

  it('an English request stays English: answer, mail and its /job-alerts/confirm link', async () => {
    const tag = Math.random().toString(36).slice(2, 10)
    const email = `alert-english-${tag}@example.in`
    const asked = await call('/api/job-alerts', {
      ip: freshIp(70),
      body: { email, frequency: 'weekly', searchTerm: `nashik${tag}`, consent: true, language: 'en' },
      language: 'mr-IN',
    })
    expect(asked.status).toBe(202)
    const confirmation = await waitForMail(email)
    expect(confirmation.subject).toBe('Please confirm your job alert from Pune Talent Works')
    expect(confirmation.text).toMatch(/https?:\/\/[^/\s]+\/job-alerts\/confirm\?token=/)
  })
})

describe('My account: the language of our e-mails (POST /api/users/me/language)', () => {
  const path = '/api/users/me/language'

  it('needs a login: 401 with the message, in the request’s language', async () => {
    const english = await call(path, { ip: freshIp(71), body: { language: 'mr' } })
    expect(english.status).toBe(401)
    expect(english.body).toEqual({ error: 'unauthorized', msg: 'You are not logged in.' })
    const hindi = await call(path, { ip: freshIp(71), body: { language: 'mr' }, language: 'hi-IN' })
    expect(hindi.status).toBe(401)
    expect(hindi.body.msg).toBe('आपने लॉग इन नहीं किया है।')
  })

  it('refuses another site’s origin', async () => {
    const answer = await call(path, { ip: freshIp(71), body: { language: 'mr' }, origin: 'https://evil.example' })
    expect(answer.status).toBe(403)
  })

  it('saves the choice to the member, refuses a bad value with 400 and a human message, and the next mail is in it', async () => {
    const email = freshEmail('mail-language')
    const { cookie } = await signUpIn('en-IN', email)
    expect(await storedLanguage(email)).toBe('en')
    for (const body of [{ language: 'fr' }, { language: '' }, {}]) {
      const refused = await call(path, { ip: freshIp(71), cookie, body })
      expect(refused.status).toBe(400)
      expect(refused.body).toEqual({
        error: 'validation_error',
        msg: 'Please choose the language of our e-mails: English, Marathi or Hindi.',
        fields: { language: 'Please choose the language of our e-mails: English, Marathi or Hindi.' },
      })
    }
    const inMarathi = await call(path, { ip: freshIp(71), cookie, body: { language: 'xx' }, language: 'mr-IN' })
    expect(inMarathi.body.msg).toBe('कृपया आमच्या ई-मेलची भाषा निवडा: इंग्रजी, मराठी किंवा हिंदी.')
    expect(await storedLanguage(email)).toBe('en')

    const saved = await call(path, { ip: freshIp(71), cookie, body: { language: 'mr' } })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({ msg: 'The language of our e-mails to you is saved.', language: 'mr' })
    expect(await storedLanguage(email)).toBe('mr')
    const savedHindi = await call(path, { ip: freshIp(71), cookie, body: { language: 'hi' }, language: 'hi-IN' })
    expect(savedHindi.body).toEqual({ msg: 'हमारे ई-मेल की भाषा सेव हो गई।', language: 'hi' })
    expect(await storedLanguage(email)).toBe('hi')
    await call(path, { ip: freshIp(71), cookie, body: { language: 'mr' } })

    // The next mail (a password reset code, asked from an English page) is in the chosen language.
    await skipCooldown(email)
    const before = await mailCount(email)
    const reset = await call('/api/users/password-reset/request', { ip: freshIp(71), body: { email } })
    expect(reset.status).toBe(200)
    const code = await waitForMail(email, { count: before + 1 })
    expect(code.subject).toBe('तुमचा Pune Talent Works पासवर्ड बदलण्याचा कोड')
  })
})

describe('the newsletter in the language of the page it was signed up on', () => {
  /** The link of `mail` to `path` (…/subscribe/confirm or …/unsubscribe), as a path on the test server, and its token. */
  function linkIn(mail: { text: string }, path: RegExp) {
    const found = mail.text.match(new RegExp(`https?://\\S+${path.source}\\?token=\\S+`))?.[0]
    expect(found, mail.text).toBeTruthy()
    const url = new URL(found!)
    return { path: url.pathname, href: `${url.pathname}${url.search}`, token: url.searchParams.get('token') ?? '' }
  }

  it('a Marathi footer (language mr in the body): Marathi mails and pages from confirmation to unsubscribe', async () => {
    const tag = Math.random().toString(36).slice(2, 10)
    const email = `news-mr-${tag}@n${tag}.example.in`
    const asked = await call('/api/subscriptions', {
      ip: freshIp(72),
      body: { email, consent: true, language: 'mr', sourcePage: '/mr/jobs' },
    })
    expect(asked.status).toBe(202)
    expect(asked.body).toEqual({ msg: 'Thanks for subscribing! Please check your inbox to confirm.' })
    const confirmation = await waitForMail(email)
    expect(confirmation.subject).toBe('कृपया Pune Talent Works च्या न्यूजलेटरचं सबस्क्रिप्शन पक्कं करा')
    expect(confirmation.text).toContain(
      'कोणीतरी (बहुधा तुम्हीच) Pune Talent Works चं न्यूजलेटर या पत्त्यावर मागवलं आहे. न्यूजलेटर इंग्रजीत असतं. खालची लिंक उघडा आणि बटण दाबून खात्री करा. ही लिंक 7 दिवस चालेल.',
    )
    expect(confirmation.text).not.toContain('newsletter')
    const confirm = linkIn(confirmation, /\/subscribe\/confirm/)
    expect(confirm.path).toBe('/mr/subscribe/confirm')
    // The language is recorded with the sign-up's consent entry (staff see it in Consents).
    const consents = await rawSql("SELECT language, note FROM consents WHERE email = ? AND purpose = 'newsletter'", [email])
    expect(consents).toEqual([{ language: 'mr', note: 'Newsletter sign-up' }])

    const page = await (await fetch(`${baseUrl()}${confirm.href}`)).text()
    expect(page).toContain('<html lang="mr-IN"')
    expect(page).toContain('<title>न्यूजलेटरचं सबस्क्रिप्शन पक्कं करा')
    expect(page).toContain('आमचं न्यूजलेटर (इंग्रजीत) या पत्त्यावर मिळायला सुरुवात व्हावी म्हणून बटण दाबा.')
    expect(page).toContain('>माझं सबस्क्रिप्शन पक्कं करा</button>')

    const confirmed = await call('/api/subscriptions/confirm', { ip: freshIp(72), body: { token: confirm.token }, language: 'mr-IN' })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({ msg: 'तुमचं सबस्क्रिप्शन पक्कं झालं. सबस्क्राइब केल्याबद्दल धन्यवाद!' })
    const welcome = await waitForMail(email, { count: 2 })
    expect(welcome.subject).toBe('तुमचं Pune Talent Works न्यूजलेटरचं सबस्क्रिप्शन सुरू झालं')
    expect(welcome.text).toContain('Pune Talent Works कडून भरतीविषयी नोंदी आणि करिअरसाठी टिप्स तुम्हाला साधारण महिन्यातून एकदा, इंग्रजीत, मिळतील.')
    const unsubscribe = linkIn(welcome, /\/unsubscribe/)
    expect(unsubscribe.path).toBe('/mr/unsubscribe')
    expect(welcome.text).toContain(`Pune Talent Works · सबस्क्रिप्शन बंद करण्यासाठी: `)

    const leave = await (await fetch(`${baseUrl()}${unsubscribe.href}`)).text()
    expect(leave).toContain('<title>न्यूजलेटरचं सबस्क्रिप्शन बंद करा')
    expect(leave).toContain('>सबस्क्रिप्शन बंद करा</button>')
    const left = await call('/api/subscriptions/unsubscribe', { ip: freshIp(72), body: { token: unsubscribe.token }, language: 'mr' })
    expect(left.status).toBe(200)
    expect(left.body.msg).toBe('तुमचं सबस्क्रिप्शन बंद झालं. यापुढे आमचं न्यूजलेटर तुम्हाला येणार नाही.')
    expect((await rawSql('SELECT subscription FROM subscribers WHERE email = ?', [email]))[0]?.subscription).toBe('unsubscribed')
  })

  it('no language in the body: Accept-Language hi gives the Hindi mail and /hi/subscribe/confirm', async () => {
    const tag = Math.random().toString(36).slice(2, 10)
    const email = `news-hi-${tag}@n${tag}.example.in`
    const asked = await call('/api/subscriptions', { ip: freshIp(72), body: { email, consent: true }, language: 'hi-IN,en;q=0.5' })
    expect(asked.status).toBe(202)
    expect(asked.body).toEqual({ msg: 'सब्सक्राइब करने के लिए धन्यवाद! पुष्टि के लिए कृपया अपना इनबॉक्स देखें।' })
    const confirmation = await waitForMail(email)
    expect(confirmation.subject).toBe('कृपया Pune Talent Works न्यूज़लेटर के सब्सक्रिप्शन की पुष्टि करें')
    const confirm = linkIn(confirmation, /\/subscribe\/confirm/)
    expect(confirm.path).toBe('/hi/subscribe/confirm')
    const page = await (await fetch(`${baseUrl()}${confirm.href}`)).text()
    expect(page).toContain('<html lang="hi-IN"')
    expect(page).toContain('>मेरे सब्सक्रिप्शन की पुष्टि करें</button>')
    expect((await call('/api/subscriptions/confirm', { ip: freshIp(72), body: { token: confirm.token } })).status).toBe(200)
    const welcome = await waitForMail(email, { count: 2 })
    expect(welcome.subject).toBe('आपने Pune Talent Works न्यूज़लेटर सब्सक्राइब कर लिया है')
    expect(linkIn(welcome, /\/unsubscribe/).path).toBe('/hi/unsubscribe')
  })

  it('English stays English byte for byte: no language, or language en whatever Accept-Language says', async () => {
    for (const [body, language] of [
      [{}, undefined],
      [{ language: 'en' }, 'mr-IN'],
    ] as const) {
      const tag = Math.random().toString(36).slice(2, 10)
      const email = `news-en-${tag}@n${tag}.example.in`
      const asked = await call('/api/subscriptions', { ip: freshIp(72), body: { email, consent: true, ...body }, language })
      expect(asked.status).toBe(202)
      const confirmation = await waitForMail(email)
      expect(confirmation.subject).toBe('Please confirm your subscription to the Pune Talent Works newsletter')
      expect(confirmation.text).toContain(
        'Someone, hopefully you, asked to receive the Pune Talent Works newsletter at this address. Open the link below and press the button to confirm. The link works for 7 days.',
      )
      const confirm = linkIn(confirmation, /\/subscribe\/confirm/)
      expect(confirm.path).toBe('/subscribe/confirm')
      const page = await (await fetch(`${baseUrl()}${confirm.href}`)).text()
      expect(page).toContain('<title>Confirm your newsletter subscription')
      expect(page).toContain('Press the button to start receiving our newsletter at this address.')
      expect(page).toContain('>Confirm my subscription</button>')
      expect((await call('/api/subscriptions/confirm', { ip: freshIp(72), body: { token: confirm.token } })).status).toBe(200)
      const welcome = await waitForMail(email, { count: 2 })
      expect(welcome.subject).toBe('You are subscribed to the Pune Talent Works newsletter')
      expect(welcome.text).toContain('You will receive hiring notes and career tips from Pune Talent Works about once a month.')
      expect(linkIn(welcome, /\/unsubscribe/).path).toBe('/unsubscribe')
      const consents = await rawSql("SELECT language FROM consents WHERE email = ? AND purpose = 'newsletter'", [email])
      expect(consents).toEqual([{ language: 'en' }])
    }
  })
})
