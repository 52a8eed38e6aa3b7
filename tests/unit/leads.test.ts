import { describe, expect, it } from 'vitest'

import { talentOutcome } from '@/components/leads/talentUpload'
import { composeMail } from '@/features/leads/mail'
import { detectResumeKind, attachmentHeader, readResume } from '@/features/leads/resumes'
import { contactSchema, isHoneypotFilled, subscriptionSchema, talentSchema, teamUpSchema, trackingSchema } from '@/features/leads/schemas'
import { unsubscribeToken, verifyUnsubscribeToken } from '@/features/leads/unsubscribe'

import { docBytes, docxBytes, exeBytes, htmlBytes, pdfBytes } from '../fixtures/resumes'

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
    const base = { companyName: 'Acme', firstName: 'A', lastName: 'B', email: 'a@b.in', mainCategory: '1', subCategory: '2', description: 'x' }
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

  it('reads only names it generated (no path or key tricks) and builds a safe attachment header', async () => {
    expect(await readResume('../../etc/passwd')).toBeNull()
    expect(await readResume('0b5e2cbb-52f0-4f4e-9d61-6c3b8d3f8a10.pdf/../../../etc/passwd')).toBeNull()
    expect(attachmentHeader('Asha "CV"\r\n.pdf', 'pdf')).toBe(`attachment; filename="Asha CV.pdf"; filename*=UTF-8''Asha%20CV.pdf`)
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
  it('escapes visitor text in HTML and keeps it in the text body', () => {
    const mail = composeMail({ subject: 's', heading: 'h', paragraphs: [], rows: [['Message', '<script>x</script>']], footer: 'f' })
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;')
    expect(mail.html).not.toContain('<script>')
    expect(mail.text).toContain('Message: <script>x</script>')
  })

  it('shows msg, else error, else "Failed to submit"; no answer → "Submission failed"', () => {
    expect(talentOutcome(201, '')).toEqual({ ok: true })
    expect(talentOutcome(415, JSON.stringify({ error: 'unsupported_file_type', msg: 'Please send a PDF.' }))).toEqual({ ok: false, message: 'Please send a PDF.' })
    expect(talentOutcome(400, JSON.stringify({ error: 'bad' }))).toEqual({ ok: false, message: 'bad' })
    expect(talentOutcome(502, '<html>')).toEqual({ ok: false, message: 'Failed to submit' })
    expect(talentOutcome(0, '')).toEqual({ ok: false, message: 'Submission failed' })
  })
})
