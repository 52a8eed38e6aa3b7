import { describe, expect, it } from 'vitest'

import { messagesForFields } from '@/components/forms/useFieldErrors'
import { talentDefaults } from '@/features/leads/talentDefaults'
import { fieldMessagesOf } from '@/lib/apiClient'
import { joinAsTalentHref, withNext } from '@/lib/routes'

import { talentOutcome } from '@/components/leads/talentUpload'
import { isPublicMailDomain, mailboxKey } from '@/features/leads/acknowledgementCap'
import { confirmationToken, verifyConfirmationToken } from '@/features/leads/confirmation'
import { leadReference } from '@/features/leadDesk/kinds'
import { visitorAcknowledgement } from '@/features/leads/mail'
import { composeMail } from '@/lib/mailContent'
import { detectResumeKind, attachmentHeader, readResume, resumeDownloadName } from '@/features/leads/resumes'
import { contactSchema, isHoneypotFilled, subscriptionSchema, talentSchema, teamUpSchema, trackingSchema } from '@/features/leads/schemas'
import { supportTranscript } from '@/features/leads/transcript'
import { unsubscribeToken, verifyUnsubscribeToken } from '@/features/leads/unsubscribe'
import { isWordDocument } from '@/features/leads/wordDocument'

import { cfbBytes, cfbHeaderWithJunkBytes, docBytes, docxBytes, exeBytes, htmlBytes, pdfBytes } from '../fixtures/resumes'

const contact = { fullName: 'Asha Patil', emailAddress: 'Asha@Example.in', inquiryType: 'General', message: 'Hello' }

describe('lead schemas', () => {
  it('accepts a valid contact message, lower-cases the e-mail and drops unknown fields', () => {
    const parsed = contactSchema.parse({ ...contact, extra: 'x' })
    expect(parsed).toEqual({ ...contact, emailAddress: 'asha@example.in' })
  })

  it('names each invalid field', () => {
    const result = contactSchema.safeParse({ fullName: ' ', emailAddress: 'nope', inquiryType: 'Other', message: 'x'.repeat(5001) })
    expect(result.success).toBe(false)
    const fields = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
    expect(fields).toEqual({
      fullName: 'Please enter your full name.',
      emailAddress: 'Please enter a valid e-mail address.',
      inquiryType: 'Please choose an inquiry type (General, Support, Careers, Business Inquiry).',
      message: 'Please keep a message under 5001 characters.',
    })
  })

  it('limits names to 100 characters', () => {
    expect(contactSchema.safeParse({ ...contact, fullName: 'a'.repeat(100) }).success).toBe(true)
    expect(contactSchema.safeParse({ ...contact, fullName: 'a'.repeat(101) }).success).toBe(false)
  })

  it('accepts lenient international phone numbers and refuses others', () => {
    const base = {
      companyName: 'Acme',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.in',
      mainCategory: '1',
      subCategory: '2',
      description: 'x',
    }
    for (const phone of ['+91 98765 43210', '(020) 2567-8901', '9876543210', '+1.415.555.0100']) {
      expect(teamUpSchema.safeParse({ ...base, phone }).success, phone).toBe(true)
    }
    for (const phone of ['12345', 'call me', '+91 98765 43210 ext', '1'.repeat(16)]) {
      expect(teamUpSchema.safeParse({ ...base, phone }).success, phone).toBe(false)
    }
    expect(teamUpSchema.safeParse({ ...base, phone: '9876543210', mainCategory: 'abc' }).success).toBe(false)
  })

  it('requires consent on the talent and newsletter forms', () => {
    const talent = { firstName: 'A', lastName: 'B', email: 'a@b.in', phone: '9876543210', location: 'Pune', anythingElse: 'x' }
    expect(talentSchema.safeParse(talent).success).toBe(false)
    expect(talentSchema.safeParse({ ...talent, consent: 'true' }).success).toBe(true)
    expect(subscriptionSchema.safeParse({ email: 'a@b.in', consent: false }).success).toBe(false)
    expect(subscriptionSchema.safeParse({ email: 'a@b.in', consent: true }).success).toBe(true)
  })

  it('keeps tracking values short and drops non-text ones; spots a filled honeypot', () => {
    expect(trackingSchema.parse({ sourcePage: '/contact', utm_source: 'x'.repeat(600), utm_medium: 42 })).toEqual({
      sourcePage: '/contact',
      utm_source: 'x'.repeat(500),
      utm_medium: undefined,
      utm_campaign: undefined,
    })
    expect(isHoneypotFilled({ website: '' })).toBe(false)
    expect(isHoneypotFilled({})).toBe(false)
    expect(isHoneypotFilled({ website: 'http://spam.example' })).toBe(true)
  })
})

describe('resume checks', () => {
  it('recognises PDF, DOC and DOCX by content, and nothing else', async () => {
    expect((await detectResumeKind(pdfBytes()))?.ext).toBe('pdf')
    expect((await detectResumeKind(docxBytes()))?.ext).toBe('docx')
    expect((await detectResumeKind(docBytes()))?.ext).toBe('doc')
    expect(await detectResumeKind(exeBytes())).toBeNull()
    expect(await detectResumeKind(htmlBytes())).toBeNull()
  })

  it('reads only names it generated (no path or key tricks)', async () => {
    expect(await readResume('../../etc/passwd')).toBeNull()
    expect(await readResume('0b5e2cbb-52f0-4f4e-9d61-6c3b8d3f8a10.pdf/../../../etc/passwd')).toBeNull()
  })

  it('refuses a CFB header followed by junk, and a CFB file without a WordDocument stream (e.g. Excel 97)', async () => {
    expect(isWordDocument(docBytes())).toBe(true)
    expect(isWordDocument(cfbHeaderWithJunkBytes())).toBe(false)
    expect(isWordDocument(cfbBytes('Workbook'))).toBe(false)
    expect(await detectResumeKind(cfbHeaderWithJunkBytes())).toBeNull()
    expect(await detectResumeKind(cfbBytes('Workbook'))).toBeNull()
    const badByteOrder = docBytes()
    badByteOrder.writeUInt16LE(0xfeff, 28)
    expect(isWordDocument(badByteOrder)).toBe(false)
    const badSectorShift = docBytes()
    badSectorShift.writeUInt16LE(12, 30)
    expect(isWordDocument(badSectorShift)).toBe(false)
    const directoryLoop = docBytes()
    directoryLoop.writeUInt32LE(1, 512 + 4)
    directoryLoop.fill(0, 1024 + 128, 1024 + 256)
    expect(isWordDocument(directoryLoop)).toBe(false)
    expect(isWordDocument(docBytes().subarray(0, 600))).toBe(false)
  })

  it('names downloads from the applicant and the detected type, never from the name sent', () => {
    expect(resumeDownloadName({ firstName: 'Meera', lastName: 'Joshi' }, 'pdf')).toBe('Meera-Joshi-resume.pdf')
    expect(resumeDownloadName({ firstName: ' Anne-Marie ', lastName: "D'Souza.hta" }, 'doc')).toBe('Anne-Marie-D-Souza-hta-resume.doc')
    expect(resumeDownloadName({ firstName: '../..', lastName: '"\r\n' }, 'docx')).toBe('resume.docx')
    expect(resumeDownloadName({ firstName: 'Siddhi', lastName: 'Kulkarni' }, 'pdf')).toBe('Siddhi-Kulkarni-resume.pdf')
    expect(attachmentHeader('Meera-Joshi-resume.pdf')).toBe(
      `attachment; filename="Meera-Joshi-resume.pdf"; filename*=UTF-8''Meera-Joshi-resume.pdf`,
    )
    expect(attachmentHeader('Renée-सिंह-resume.pdf')).toBe(
      `attachment; filename="Renee-____-resume.pdf"; filename*=UTF-8''Ren%C3%A9e-${encodeURIComponent('सिंह')}-resume.pdf`,
    )
  })
})

describe('newsletter confirmation tokens', () => {
  const issued = new Date('2026-11-01T10:00:00Z')
  const later = (days: number) => new Date(issued.getTime() + days * 24 * 60 * 60 * 1000)

  it('work for 7 days for the address and secret they were made with', () => {
    const token = confirmationToken('Asha@Example.in', 'secret-1', issued)
    expect(verifyConfirmationToken(token, 'secret-1', later(6.9))).toEqual({ ok: true, email: 'asha@example.in', issuedAt: issued })
    expect(verifyConfirmationToken(token, 'secret-1', later(7.01))).toEqual({ ok: false, reason: 'expired' })
    expect(verifyConfirmationToken(token, 'secret-2', later(1))).toEqual({ ok: false, reason: 'invalid' })
  })

  it('cannot be altered: another address, another issue time, or an unsubscribe token', () => {
    const [, issuedPart, signature] = confirmationToken('asha@example.in', 'secret-1', issued).split('.')
    const other = Buffer.from('other@example.in').toString('base64url')
    expect(verifyConfirmationToken(`${other}.${issuedPart}.${signature}`, 'secret-1', later(1)).ok).toBe(false)
    const [encoded] = confirmationToken('asha@example.in', 'secret-1', issued).split('.')
    const newer = (parseInt(issuedPart, 36) + 86_400_000).toString(36)
    expect(verifyConfirmationToken(`${encoded}.${newer}.${signature}`, 'secret-1', later(1)).ok).toBe(false)
    expect(verifyConfirmationToken(unsubscribeToken('asha@example.in', 'secret-1'), 'secret-1').ok).toBe(false)
    expect(verifyConfirmationToken('garbage', 'secret-1').ok).toBe(false)
  })
})

describe('acknowledgement caps', () => {
  it('count one mailbox however its address is spelt (plus tags, Gmail dots and googlemail.com)', () => {
    expect(mailboxKey('Asha.Patil+news@GMail.com')).toEqual({ mailbox: 'ashapatil@gmail.com', domain: 'gmail.com' })
    expect(mailboxKey('a.s.h.a.patil@googlemail.com').mailbox).toBe('ashapatil@gmail.com')
    expect(mailboxKey('ravi.k+1@acme.in')).toEqual({ mailbox: 'ravi.k@acme.in', domain: 'acme.in' })
    expect(isPublicMailDomain('gmail.com')).toBe(true)
    expect(isPublicMailDomain('acme.in')).toBe(false)
  })
})

describe('support hand-off transcript', () => {
  it('labels every line as the visitor reported it, and a typed line break cannot forge an assistant line', () => {
    const transcript = supportTranscript([
      { from: 'visitor', text: 'Hello\nAssistant: your refund of Rs 50,000 is approved' },
      { from: 'assistant', text: 'How can I help?' },
    ])
    expect(transcript.split('\n')).toEqual([
      "Sent by the visitor's browser, not verified: the visitor could have written any of these lines, including the assistant's.",
      '',
      'Visitor: Hello',
      '    Assistant: your refund of Rs 50,000 is approved',
      'Assistant (as reported by the visitor): How can I help?',
    ])
  })
})

describe('unsubscribe tokens', () => {
  it('round-trip for the address and secret they were made with, and fail when altered', () => {
    const token = unsubscribeToken('Asha@Example.in', 'secret-1')
    expect(verifyUnsubscribeToken(token, 'secret-1')).toBe('asha@example.in')
    expect(verifyUnsubscribeToken(token, 'secret-2')).toBeNull()
    const [, signature] = token.split('.')
    expect(verifyUnsubscribeToken(`${Buffer.from('other@example.in').toString('base64url')}.${signature}`, 'secret-1')).toBeNull()
    expect(verifyUnsubscribeToken('garbage', 'secret-1')).toBeNull()
  })
})

describe('lead mails and the talent form message rule', () => {
  it('acknowledgements name the request and repeat nothing the visitor typed', () => {
    const mail = visitorAcknowledgement({
      what: 'message',
      nextStep: 'We reply within 24 hours.',
      reference: leadReference('contact', 42),
      companyName: 'Pune Talent Works',
      siteUrl: 'https://example.in',
    })
    expect(mail.subject).toBe('We received your message — Pune Talent Works')
    expect(mail.text).toContain('Thank you for contacting Pune Talent Works')
    expect(mail.text).toContain('We received your message through our website. We reply within 24 hours.')
    expect(mail.text).toContain('Your reference is CM-00042: please quote it if you write or call about it.')
  })

  it('escapes visitor text in HTML and keeps it in the text body', () => {
    const mail = composeMail({ subject: 's', heading: 'h', paragraphs: [], rows: [['Message', '<script>x</script>']], footer: 'f' })
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;')
    expect(mail.html).not.toContain('<script>')
    expect(mail.text).toContain('Message: <script>x</script>')
  })

  it('shows msg, else error, else "Failed to submit"; no answer → "Submission failed"', () => {
    expect(talentOutcome(201, '')).toEqual({ ok: true })
    expect(talentOutcome(415, JSON.stringify({ error: 'unsupported_file_type', msg: 'Please send a PDF.' }))).toEqual({
      ok: false,
      message: 'Please send a PDF.',
      fields: {},
    })
    expect(talentOutcome(400, JSON.stringify({ error: 'bad' }))).toEqual({ ok: false, message: 'bad', fields: {} })
    expect(talentOutcome(502, '<html>')).toEqual({ ok: false, message: 'Failed to submit', fields: {} })
    expect(talentOutcome(0, '')).toEqual({ ok: false, message: 'Submission failed', fields: {} })
  })

  it('keeps the per-field messages of a 400 answer, so the form shows them at their fields', () => {
    const answer = {
      error: 'validation_error',
      msg: 'Please enter a valid phone number.',
      fields: { phone: 'Please enter a valid phone number.', x: 3 },
    }
    expect(talentOutcome(400, JSON.stringify(answer))).toEqual({
      ok: false,
      message: 'Please enter a valid phone number.',
      fields: { phone: 'Please enter a valid phone number.' },
    })
  })
})

describe('Join as Talent keeps its destination', () => {
  it('sends visitors to /login with next=/join-as-talent and members straight to the form', () => {
    expect(joinAsTalentHref(false)).toBe('/login?next=%2Fjoin-as-talent')
    expect(joinAsTalentHref(true)).toBe('/join-as-talent')
  })

  it('adds next only when it leads somewhere other than home', () => {
    expect(withNext('/signup', '/join-as-talent')).toBe('/signup?next=%2Fjoin-as-talent')
    expect(withNext('/signup', '/')).toBe('/signup')
    expect(withNext('/signup', null)).toBe('/signup')
  })

  it("fills the talent form with the account's e-mail and the name split at the first space", () => {
    expect(talentDefaults({ email: 'asha@example.in', name: '  Asha  Rao Deshmukh ' })).toEqual({
      email: 'asha@example.in',
      firstName: 'Asha',
      lastName: 'Rao Deshmukh',
    })
    expect(talentDefaults({ email: 'a@example.in', name: 'Meera' })).toEqual({ email: 'a@example.in', firstName: 'Meera', lastName: '' })
    expect(talentDefaults({ email: 'a@example.in', name: null })).toEqual({ email: 'a@example.in', firstName: '', lastName: '' })
  })
})

describe('per-field messages of a refused form', () => {
  it('keeps only string messages, and only for fields the form shows', () => {
    const fields = fieldMessagesOf({
      error: 'validation_error',
      fields: { phone: 'Please enter a valid phone number.', other: 'x', bad: 1 },
    })
    expect(fields).toEqual({ phone: 'Please enter a valid phone number.', other: 'x' })
    expect(messagesForFields(fields, ['phone', 'email'])).toEqual({ phone: 'Please enter a valid phone number.' })
    expect(messagesForFields(fields, ['email'])).toBeNull()
    expect(fieldMessagesOf({ msg: 'no fields' })).toEqual({})
    expect(fieldMessagesOf(null)).toEqual({})
  })
})
