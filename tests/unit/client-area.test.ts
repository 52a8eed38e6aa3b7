// The client area's pure rules (docs/decisions/clients.md): what a client sees of a shortlisted candidate, the share
// log's list of fields, the masking of contact details in a resume, and the clean PDF written from it.
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { maskContactDetails, textPdf } from '@/features/clientArea/resumePdf'
import { clientCandidate, fieldsShown, shortName } from '@/features/clientArea/view'

const profile = {
  id: 7,
  name: 'Priya Ramesh Sharma',
  email: 'priya@example.in',
  phone: '+919822012345',
  headline: 'Java developer',
  skills: ['Java', 'Spring'],
  yearsExperience: 5,
  noticeDays: 30,
  expectedSalary: { amount: 1_800_000, unit: 'year' },
}

describe('what the client sees of a candidate', () => {
  it('by default: first name and initial, no e-mail, phone or salary, the resume masked', () => {
    const seen = clientCandidate({ candidate: 7, summary: ' Strong backend. ' }, profile, '/r')
    expect(seen).toEqual({
      candidate: 7,
      name: 'Priya S.',
      headline: 'Java developer',
      skills: ['Java', 'Spring'],
      yearsExperience: 5,
      noticeDays: 30,
      expectedSalary: null,
      summary: 'Strong backend.',
      email: null,
      phone: null,
      resume: { href: '/r', masked: true },
      decision: null,
    })
  })

  it('each ticked choice adds exactly its field', () => {
    const seen = clientCandidate(
      { candidate: 7, showFullName: true, showEmail: true, showPhone: true, showExpectedSalary: true, maskResume: false },
      profile,
      null,
    )
    expect(seen).toMatchObject({
      name: 'Priya Ramesh Sharma',
      email: 'priya@example.in',
      phone: '+919822012345',
      expectedSalary: { amount: 1_800_000, unit: 'year' },
      resume: null,
    })
  })

  it('a one-word name stays whole; the share log names the fields shown', () => {
    expect(shortName('Madhuri')).toBe('Madhuri')
    expect(shortName('  anil   kumar ')).toBe('anil K.')
    expect(fieldsShown({ candidate: 1 }, true)).toEqual([
      'First name and initial',
      'Headline',
      'Skills',
      'Years of experience',
      'Notice period',
      "Recruiter's summary",
      'Resume (contact details removed)',
    ])
    expect(fieldsShown({ candidate: 1, showFullName: true, showEmail: true, showExpectedSalary: true, maskResume: false }, true)).toEqual([
      'Full name',
      'Headline',
      'Skills',
      'Years of experience',
      'Notice period',
      'Expected salary',
      "Recruiter's summary",
      'E-mail',
      'Resume',
    ])
  })
})

describe('masking a resume', () => {
  const resume = [
    'Meera Joshi',
    'Kothrud, Pune | meera.joshi@example.in | +91 98220 12345 | 020-2567 8901',
    'linkedin.com/in/meera-joshi-dev | github.com/meerajoshi | https://meera.dev | www.meera.in',
    'Frontend Developer, Finserv Labs (2021 - present), 2019-2021, 6 years, CTC 12,00,000',
  ].join('\n')

  it('removes e-mail addresses, phone numbers and links, keeps years and amounts', () => {
    const masked = maskContactDetails(resume)
    expect(masked).not.toMatch(/@|98220|2567|linkedin|github|meera\.dev|www\./)
    expect(masked).toContain('[e-mail removed]')
    expect(masked).toContain('[phone removed]')
    expect(masked).toContain('[link removed]')
    expect(masked).toContain('(2021 - present), 2019-2021, 6 years, CTC 12,00,000')
  })

  it('replaces the surname by its initial when the client sees only the first name', () => {
    expect(maskContactDetails('MEERA JOSHI, Joshi family', ['Joshi'])).toBe('MEERA J., J. family')
  })

  it('writes a clean PDF whose text is the masked text', async () => {
    const bytes = await textPdf('Meera J.', maskContactDetails(resume, ['Joshi']) + '\nSalary ₹ 12 lakh')
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
    expect(text).toContain('Meera J.')
    expect(text).toContain('Finserv Labs')
    expect(text).toContain('Rs. 12 lakh')
    expect(text).not.toMatch(/@|98220|linkedin|Joshi/)
  })
})
