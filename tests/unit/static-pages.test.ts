import { describe, expect, it } from 'vitest'

import { outcomeOfAnswer, outcomeOfNetworkError } from '@/components/contact/contactSubmission'
import { faqPageJsonLd } from '@/components/seo/structuredData'
import { sectionIdFromHash, withSectionOpen } from '@/components/legal/sectionHash'
import { caseStudies, caseStudySlugList, findCaseStudy } from '@/copy/caseStudies'
import { allFaqItems, faqAudiences } from '@/copy/faqs'
import { findIndustry, industries, industrySlugList } from '@/copy/industries'
import { privacyPolicy, termsOfService } from '@/copy/legal'
import { joinList } from '@/copy/text'
import { messages } from '@/lib/messages'

describe('contact form outcome', () => {
  it('treats only status 201 as success, with the spec confirmation', () => {
    expect(outcomeOfAnswer(201, null)).toEqual({ ok: true, text: 'Thanks for reaching out! Our team will get back to you within 24 hours' })
    expect(outcomeOfAnswer(200, {}).ok).toBe(false)
    expect(outcomeOfAnswer(204, null).ok).toBe(false)
  })

  it('shows "Failed to submit the form. Please try again." for any other answer without an error field', () => {
    expect(outcomeOfAnswer(500, null).text).toBe('Failed to submit the form. Please try again.')
    expect(outcomeOfAnswer(200, { message: 'ok' }).text).toBe(messages.contactSubmitFailed)
    expect(outcomeOfAnswer(502, { error: '  ' }).text).toBe(messages.contactSubmitFailed)
    expect(outcomeOfAnswer(400, { error: 42 }).text).toBe(messages.contactSubmitFailed)
  })

  it("shows the answer's error field when it has one", () => {
    expect(outcomeOfAnswer(400, { error: 'Please enter a valid email address.' })).toEqual({
      ok: false,
      text: 'Please enter a valid email address.',
    })
  })

  it("prefers the answer's human msg over its machine error code", () => {
    expect(outcomeOfAnswer(400, { error: 'validation_error', msg: 'Please enter a message.' }).text).toBe('Please enter a message.')
    expect(outcomeOfAnswer(429, { error: 'rate_limited', msg: '   ' }).text).toBe('rate_limited')
  })

  it('shows "An unexpected error occurred." when no answer arrives', () => {
    expect(outcomeOfNetworkError()).toEqual({ ok: false, text: 'An unexpected error occurred.' })
  })
})

describe('policy section anchors', () => {
  const ids = ['data-we-collect', 'cookies', 'updates']

  it('map a #fragment to the section it names', () => {
    expect(sectionIdFromHash('#cookies', ids)).toBe('cookies')
    expect(sectionIdFromHash('cookies', ids)).toBe('cookies')
  })

  it('ignore empty, unknown and malformed fragments', () => {
    expect(sectionIdFromHash('', ids)).toBeNull()
    expect(sectionIdFromHash('#', ids)).toBeNull()
    expect(sectionIdFromHash('#main', ids)).toBeNull()
    expect(sectionIdFromHash('#%E0%A4%A', ids)).toBeNull()
  })

  it('open a section without closing the others or opening it twice', () => {
    expect(withSectionOpen(['updates'], 'cookies')).toEqual(['updates', 'cookies'])
    expect(withSectionOpen(['updates', 'cookies'], 'cookies')).toEqual(['updates', 'cookies'])
  })
})

describe('case studies and industries', () => {
  it('are the three fixed case studies, each ending with the join, services and team-up targets', () => {
    expect(caseStudies.map((study) => study.slug)).toEqual([
      'career-growth-for-students',
      'safe-opportunities-for-students-and-women',
      'staffing-solutions-for-businesses',
    ])
    expect([...caseStudySlugList]).toEqual(caseStudies.map((study) => study.slug))
    for (const study of caseStudies) {
      expect(study.cta.links.map((link) => link.href).sort()).toEqual(['/join-as-talent', '/services', '/team-up-request'])
      expect(study.results.kpis.length).toBeGreaterThan(0)
      expect(study.approach.features.length).toBeGreaterThan(0)
      expect(study.approach.steps.length).toBeGreaterThan(0)
    }
    expect(findCaseStudy('no-such-story')).toBeNull()
  })

  it('are the five fixed playbooks with the spec names', () => {
    expect(industries.map((industry) => [industry.slug, industry.name])).toEqual([
      ['it-saas', 'IT & SaaS'],
      ['education', 'Education'],
      ['retail-ecommerce', 'Retail & E-commerce'],
      ['finance', 'Finance'],
      ['non-profit', 'Non-profit'],
    ])
    expect([...industrySlugList]).toEqual(industries.map((industry) => industry.slug))
    expect(findIndustry('space-mining')).toBeNull()
  })
})

describe('privacy policy and terms', () => {
  it('have 11 and 12 sections with unique anchors and a 2023 effective date', () => {
    for (const [document, count] of [
      [privacyPolicy, 11],
      [termsOfService, 12],
    ] as const) {
      expect(document.sections).toHaveLength(count)
      expect(new Set(document.sections.map((section) => section.id)).size).toBe(count)
      expect(document.effectiveDate).toMatch(/2023$/)
    }
  })

  it('cover the clauses the spec requires', () => {
    const terms = JSON.stringify(termsOfService.sections)
    expect(terms).toContain('at least 18 years old')
    expect(terms).toContain('non-refundable, unless a written contract')
    expect(terms).toContain('until the fees for that work have been paid in full')
    expect(terms).toContain('written notice')
    expect(terms).toContain('laws of India')
    expect(terms).toContain('courts in Pune')
    expect(JSON.stringify(privacyPolicy)).toContain('Digital Personal Data Protection Act, 2023')
  })
})

describe('FAQs', () => {
  it('have a clients tab closing on /team-up-request and a gig workers tab closing on /join-as-talent', () => {
    expect(faqAudiences.map((audience) => [audience.label, audience.closing.link.href])).toEqual([
      ['For Clients', '/team-up-request'],
      ['For Gig Workers', '/join-as-talent'],
    ])
  })

  it('state the business terms of spec section 9', () => {
    const answers = allFaqItems()
      .map((item) => item.answer)
      .join(' ')
    for (const term of [
      '24–48 hours',
      '4–12 weeks',
      'UPI, RTGS, NEFT, cash, cheque and demand draft',
      'monthly, three-month, six-month or yearly',
      '24/7',
      'aged 18 or over',
      '1 day to 6 months',
    ]) {
      expect(answers).toContain(term)
    }
  })

  it('build FAQPage structured data with every question of both tabs', () => {
    const items = allFaqItems()
    const data = faqPageJsonLd(items)
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity).toHaveLength(items.length)
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: items[0]?.question,
      acceptedAnswer: { '@type': 'Answer', text: items[0]?.answer },
    })
  })
})

describe('lists in copy', () => {
  it('join with commas and a final conjunction', () => {
    expect(joinList(['UPI', 'NEFT', 'cash'], 'and')).toBe('UPI, NEFT and cash')
    expect(joinList(['monthly', 'yearly'], 'or')).toBe('monthly or yearly')
    expect(joinList(['UPI'], 'and')).toBe('UPI')
  })
})
