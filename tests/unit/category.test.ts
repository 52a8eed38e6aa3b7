import { describe, expect, it } from 'vitest'

import { industryPlaybookHref } from '@/features/content/industryPlaybooks'

import { CTA_FALLBACK_LABEL, ctaLabel, featuresHeading, listItems } from '@/features/content/categorySections'

describe('category landing: features and benefits lists', () => {
  it('come from an array', () => {
    expect(listItems(['Verified talent', '  Fast shortlists  ', ''])).toEqual(['Verified talent', 'Fast shortlists'])
  })

  it('or from newline-separated text, dropping blank lines and typed list markers', () => {
    expect(listItems('Verified talent\n\nFast shortlists\r\n- Payroll handled\n• Mentors\n2. Replacement guarantee\n')).toEqual([
      'Verified talent',
      'Fast shortlists',
      'Payroll handled',
      'Mentors',
      'Replacement guarantee',
    ])
  })

  it('are empty for missing content', () => {
    expect(listItems('')).toEqual([])
    expect(listItems(null)).toEqual([])
    expect(listItems(undefined)).toEqual([])
  })
})

describe('category landing: features heading', () => {
  it('is prefixed "Our"', () => {
    expect(featuresHeading('Features')).toBe('Our Features')
    expect(featuresHeading('Staffing Capabilities')).toBe('Our Staffing Capabilities')
  })

  it('is not prefixed twice when it already starts with "Our"', () => {
    expect(featuresHeading('Our Features')).toBe('Our Features')
    expect(featuresHeading('our services')).toBe('our services')
    expect(featuresHeading('Outreach Tools')).toBe('Our Outreach Tools')
  })

  it('falls back to "Our Features" when empty', () => {
    expect(featuresHeading('  ')).toBe('Our Features')
  })
})

describe('category landing: call-to-action button', () => {
  it('is labelled with the heading, or "Call To Action" when there is none', () => {
    expect(ctaLabel('Request a staffing proposal')).toBe('Request a staffing proposal')
    expect(ctaLabel('')).toBe('Call To Action')
    expect(CTA_FALLBACK_LABEL).toBe('Call To Action')
  })
})

describe('industry tags on category pages', () => {
  it('link to the playbook of the same name, whatever the case or the "&"', () => {
    expect(industryPlaybookHref('IT & SaaS')).toBe('/industries/it-saas')
    expect(industryPlaybookHref('it and saas')).toBe('/industries/it-saas')
    expect(industryPlaybookHref('Retail & E-commerce')).toBe('/industries/retail-ecommerce')
    expect(industryPlaybookHref('Non-profit')).toBe('/industries/non-profit')
    expect(industryPlaybookHref('Healthcare')).toBeNull()
  })
})
