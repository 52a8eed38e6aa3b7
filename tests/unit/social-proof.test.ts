// Social proof (docs/decisions/content.md): which testimonials a section shows, the engagement models' figures against the service pages,
// case-study outcomes, the team-up form's engagement model, and the seed's client wordmarks.
import { describe, expect, it } from 'vitest'

import { testimonials as seedTestimonials } from '@/cms/seed/data/testimonials'
import { clients as seedClients } from '@/cms/seed/data/clients'
import { subpages as seedSubpages } from '@/cms/seed/data/subpages'
import { renderClientWordmark } from '@/cms/seed/images'
import { caseStudies, caseStudySlugList } from '@/copy/caseStudies'
import { caseStudyOutcomes } from '@/copy/caseStudyOutcomes'
import { engagementModels } from '@/copy/engagementModels'
import { interleaveByKind } from '@/features/content/testimonials'
import type { Testimonial } from '@/features/content/types'
import { teamUpSchema } from '@/features/leads/schemas'
import { ENGAGEMENT_MODELS } from '@/lib/constants'
import { teamUpRequestHref } from '@/lib/routes'

const quote = (id: string, kind: Testimonial['kind']): Testimonial => ({
  _id: id,
  quote: 'q',
  name: id,
  role: '',
  company: 'c',
  kind,
  photo: null,
})

describe('testimonials', () => {
  it('alternate client and talent on pages for both audiences, keeping staff order within each kind', () => {
    const list = [quote('c1', 'client'), quote('c2', 'client'), quote('c3', 'client'), quote('t1', 'talent')]
    expect(interleaveByKind(list).map((t) => t._id)).toEqual(['c1', 't1', 'c2', 'c3'])
    expect(interleaveByKind([])).toEqual([])
  })

  it('seed at least 8, of both kinds, talent placed as "Talent, Pune"', () => {
    expect(seedTestimonials.length).toBeGreaterThanOrEqual(8)
    expect(seedTestimonials.filter((t) => t.kind === 'client').length).toBeGreaterThanOrEqual(3)
    const talent = seedTestimonials.filter((t) => t.kind === 'talent')
    expect(talent.length).toBeGreaterThanOrEqual(3)
    expect(talent.every((t) => t.company === 'Talent, Pune')).toBe(true)
    expect(seedTestimonials.every((t) => t.quote.length <= 600)).toBe(true)
  })
})

describe('engagement models', () => {
  const servicePrices = seedSubpages.flatMap((service) =>
    service.sections.flatMap((section) => (section.type === 'packages' ? section.packages.map((pkg) => pkg.price) : [])),
  )
  const rupees = (text: string) => text.match(/₹[\d,]+/g) ?? []

  it('compare the five models of the issue, each linking to the team-up form with itself preselected', () => {
    expect(engagementModels.map((model) => model.name)).toEqual([
      'Contract staffing',
      'Contract-to-hire',
      'Permanent placement',
      'Dedicated team',
      'Micro-internships',
    ])
    expect(teamUpRequestHref('dedicated-team')).toBe('/team-up-request?model=dedicated-team')
    expect(teamUpRequestHref(undefined, 'permanent-recruitment')).toBe('/team-up-request?service=permanent-recruitment')
    expect(teamUpRequestHref()).toBe('/team-up-request')
    expect(engagementModels.map((model) => model.key)).toEqual(ENGAGEMENT_MODELS.map((model) => model.key))
  })

  it('state only prices the service pages already state, and link to services that exist', () => {
    const stated = new Set(servicePrices.flatMap(rupees))
    for (const model of engagementModels) {
      const amounts = [model.priceFrom, ...model.pricing].flatMap(rupees)
      expect(amounts.length, model.name).toBeGreaterThan(0)
      for (const amount of amounts) expect(stated, `${model.name}: ${amount}`).toContain(amount)
      expect(seedSubpages.map((service) => service.slug)).toContain(model.serviceSlug)
    }
  })

  it('are a choice the team-up form may send: a known key, empty ("not sure yet") or absent; anything else is refused', () => {
    const base = {
      companyName: 'Acme',
      firstName: 'A',
      lastName: 'B',
      phone: '+91 98765 43210',
      email: 'a@example.in',
      mainCategory: '1',
      subCategory: '2',
      description: 'Two developers',
    }
    expect(teamUpSchema.parse({ ...base, engagementModel: 'contract-to-hire' }).engagementModel).toBe('contract-to-hire')
    expect(teamUpSchema.parse({ ...base, engagementModel: '' }).engagementModel).toBeUndefined()
    expect(teamUpSchema.parse(base).engagementModel).toBeUndefined()
    const refused = teamUpSchema.safeParse({ ...base, engagementModel: 'freelance' })
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['engagementModel'],
      message: 'Please choose an engagement model from the list.',
    })
  })
})

describe('case-study outcomes', () => {
  it('give every case study the four measures, marked illustrative in the starter content', () => {
    for (const slug of caseStudySlugList) {
      const outcomes = caseStudyOutcomes[slug]
      expect(outcomes.figures.map((figure) => figure.label)).toEqual([
        'time to hire',
        'still in the role after six months',
        'lower cost than the previous way',
        'candidates placed',
      ])
      expect(outcomes.illustrative).toBe(true)
    }
  })

  it("tell the same story as the page: the business case study's engagement is the one its figures measure", () => {
    const study = caseStudies.find((candidate) => candidate.slug === 'staffing-solutions-for-businesses')
    const story = study?.solutionInAction.moments.map((moment) => moment.description).join(' ') ?? ''
    const { figures } = caseStudyOutcomes['staffing-solutions-for-businesses']
    expect(story).toContain('fintech in Baner')
    expect(story).toContain('six customer support agents')
    expect(story).toContain(`at work ${figures[0].value} after the request`)
    expect(story).toContain(`about ${figures[2].value} less`)
    expect(figures[3].value).toBe('6')
  })
})

describe('client wordmarks', () => {
  it('are SVG with the client name (escaped) and its initials, drawn locally', () => {
    const kesar = seedClients.find((client) => client.name === 'Kesar & Clay')
    if (!kesar) throw new Error('seed client missing')
    const svg = renderClientWordmark(kesar.name, kesar.logo).toString('utf8')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('>Kesar &amp; Clay</text>')
    expect(svg).toContain('>KC</text>')
    expect(svg).toContain('<title>Kesar &amp; Clay logo</title>')
    expect(svg).not.toMatch(/<script|href=/)
  })
})
