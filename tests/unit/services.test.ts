import { describe, expect, it } from 'vitest'

import { categoryBreadcrumbs, serviceBreadcrumbs } from '@/features/content/breadcrumbs'
import { filterServicesByCategories, orderServicesByCategory } from '@/features/content/serviceFilter'
import { HIGHLIGHTS_HEADING, sectionsWithHighlights } from '@/features/content/serviceSections'
import type { Flipcard, SubpageSection } from '@/features/content/types'

const service = (title: string, categoryName: string) => ({
  title,
  category: { _id: categoryName.length.toString(), name: categoryName, slug: null },
})

const services = [
  service('Contract Staffing', 'Staffing & Recruitment'),
  service('Startup Advisory', 'Consulting'),
  service('MVP Development', 'Software Development'),
  service('Permanent Recruitment', 'Staffing & Recruitment'),
]

describe('services list: category filter', () => {
  it('shows every service when no category is ticked', () => {
    expect(filterServicesByCategories(services, [])).toEqual(services)
  })

  it('shows only services whose category name matches a ticked category, in their order', () => {
    expect(filterServicesByCategories(services, ['Staffing & Recruitment']).map((s) => s.title)).toEqual([
      'Contract Staffing',
      'Permanent Recruitment',
    ])
    expect(filterServicesByCategories(services, ['Consulting', 'Software Development']).map((s) => s.title)).toEqual([
      'Startup Advisory',
      'MVP Development',
    ])
  })

  it('is empty when the ticked categories have no services (the page then says so)', () => {
    expect(filterServicesByCategories(services, ['AI Solutions'])).toEqual([])
    expect(filterServicesByCategories([], ['Consulting'])).toEqual([])
  })

  it('matches category names exactly', () => {
    expect(filterServicesByCategories(services, ['consulting'])).toEqual([])
  })
})

describe('services list: order', () => {
  it('groups services by the category order, keeping their order within a category', () => {
    const ordered = orderServicesByCategory(
      [...services, service('Mystery', 'Unlisted')],
      ['Staffing & Recruitment', 'Consulting', 'Software Development'],
    )
    expect(ordered.map((s) => s.title)).toEqual([
      'Contract Staffing',
      'Permanent Recruitment',
      'Startup Advisory',
      'MVP Development',
      'Mystery',
    ])
  })
})

describe('service detail: Highlights', () => {
  const cards: Flipcard[] = [{ _id: 'c1', title: 'Fast start', text: 'Onboarded in a day.', icon: 'rocket' }]
  const hero: SubpageSection = { _id: 's1', type: 'hero', heading: 'Hero', subheading: '', content: '<p>Hi</p>' }
  const cta: SubpageSection = { _id: 's2', type: 'cta', heading: 'Talk to us', subheading: '', content: null }
  const flipSection: SubpageSection = { _id: 's3', type: 'flipcards', heading: 'Why us', subheading: '', content: null }

  it('appends a "Highlights" flip-card section when the service has flip cards but no flipcards section', () => {
    const sections = sectionsWithHighlights({ flipcards: cards, sections: [hero, cta] })
    expect(sections.map((section) => section.type)).toEqual(['hero', 'cta', 'flipcards'])
    expect(sections.at(-1)?.heading).toBe(HIGHLIGHTS_HEADING)
    expect(HIGHLIGHTS_HEADING).toBe('Highlights')
  })

  it('keeps the sections as they are when a flipcards section already shows the cards', () => {
    const sections = [hero, flipSection, cta]
    expect(sectionsWithHighlights({ flipcards: cards, sections })).toEqual(sections)
  })

  it('adds nothing when the service has no flip cards', () => {
    expect(sectionsWithHighlights({ flipcards: [], sections: [hero] })).toEqual([hero])
    expect(sectionsWithHighlights({ flipcards: [], sections: [] })).toEqual([])
  })
})

describe('breadcrumbs', () => {
  it('lead from Home through Services and the category to the service', () => {
    const trail = serviceBreadcrumbs({
      title: 'Contract Staffing',
      slug: 'contract-staffing',
      category: { _id: '1', name: 'Staffing & Recruitment', slug: 'staffing-recruitment' },
    })
    expect(trail).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'Staffing & Recruitment', path: '/category/staffing-recruitment' },
      { name: 'Contract Staffing', path: '/subpage/contract-staffing' },
    ])
  })

  it('link a category without a slug by its id', () => {
    expect(categoryBreadcrumbs({ _id: '7', name: 'Consulting', slug: null }).at(-1)).toEqual({ name: 'Consulting', path: '/category/7' })
  })
})
