// /engagement-models (docs/decisions/content.md, "Engagement models"): the five ways to work with us, side by side. Prices are the INR ranges the
// seeded service pages state; start times stay within the spec's "onboarding from 1 day to 6 months".
import { ENGAGEMENT_MODELS, type EngagementModelKey, MARKETING_FIGURES, MICRO_INTERNSHIP_LENGTH, PAYMENT_METHODS } from '@/lib/constants'

export type EngagementModel = {
  key: EngagementModelKey
  name: string
  tagline: string
  /** Who it suits. */
  forWhom: string
  /** How soon people start (short, for the comparison table) and what that depends on. */
  timeToStart: string
  timeToStartDetail: string
  /** How it is priced (short, for the table) and the detail. */
  priceFrom: string
  pricing: string[]
  billing: string
  /** The service page that describes it in full. */
  serviceSlug: string
  serviceName: string
}

const name = (key: EngagementModelKey) => ENGAGEMENT_MODELS.find((model) => model.key === key)?.name ?? key
const serviceSlug = (key: EngagementModelKey) => ENGAGEMENT_MODELS.find((model) => model.key === key)?.serviceSlug ?? ''

export const engagementModels: EngagementModel[] = [
  {
    key: 'contract-staffing',
    name: name('contract-staffing'),
    serviceSlug: serviceSlug('contract-staffing'),
    tagline: 'Verified people for weeks or months, on our payroll.',
    forWhom:
      'Startups and small firms that need capacity for a launch, a client project, a seasonal peak or leave cover, without adding permanent headcount.',
    timeToStart: 'From 1 working day',
    timeToStartDetail: 'Urgent roles are filled in as little as one working day; specialist roles in one to two weeks.',
    priceFrom: 'From ₹25,000 / month',
    pricing: [
      'Essentials (operations, support): from ₹28,000 per contractor per month',
      'Professional (developers, analysts, QA, designers): from ₹55,000 per contractor per month',
      'Team of five or more: from ₹25,000 per contractor per month',
    ],
    billing: 'Billed monthly; we are the employer of record (payroll, PF, ESI, contracts).',
    serviceName: 'Contract Staffing',
  },
  {
    key: 'contract-to-hire',
    name: name('contract-to-hire'),
    serviceSlug: serviceSlug('contract-to-hire'),
    tagline: 'Work together first, then bring the person onto your payroll.',
    forWhom:
      'Teams that want to see someone in the role before making a permanent offer, or that expect a project role to become permanent.',
    timeToStart: '1 day to 2 weeks',
    timeToStartDetail:
      'Starts like contract staffing; you can convert after the trial period agreed up front, typically three to six months.',
    priceFrom: 'From ₹55,000 / month',
    pricing: [
      'Contract months at the Professional rate: from ₹55,000 per contractor per month',
      'Conversion on terms agreed in writing before the contract starts, never as a surprise fee',
    ],
    billing: 'Billed monthly during the contract; conversion terms fixed in the agreement.',
    serviceName: 'Contract Staffing',
  },
  {
    key: 'permanent-placement',
    name: name('permanent-placement'),
    serviceSlug: serviceSlug('permanent-placement'),
    tagline: 'We find, screen and shortlist; you hire onto your own payroll.',
    forWhom: 'Businesses hiring for a long-term role, from junior and mid-level staff to senior and leadership positions.',
    timeToStart: 'Shortlist in 10 working days',
    timeToStartDetail:
      'A screened shortlist within 10 working days; the start date then depends on the candidate\u2019s notice period, usually one to three months.',
    priceFrom: 'From ₹40,000 per hire',
    pricing: [
      'Standard roles: 8.33% of annual CTC, from ₹40,000 per hire',
      'Senior and leadership roles: 12% of annual CTC, from ₹1,50,000 per hire',
      'Charged only when your chosen candidate joins, with a 60- or 90-day replacement guarantee',
    ],
    billing: 'One invoice on joining; no joining, no fee.',
    serviceName: 'Permanent Recruitment',
  },
  {
    key: 'dedicated-team',
    name: name('dedicated-team'),
    serviceSlug: serviceSlug('dedicated-team'),
    tagline: 'A pod of developers, QA and a team lead working only on your product.',
    forWhom: 'Funded startups and product companies with a roadmap of six months or more that need reliable engineering capacity quickly.',
    timeToStart: '2 to 4 weeks',
    timeToStartDetail: 'A pod matched to your stack starts in two to four weeks and can grow or shrink with notice.',
    priceFrom: 'From ₹3,20,000 / month',
    pricing: [
      'Starter Pod (two developers, part-time QA): from ₹3,20,000 per month',
      'Growth Pod (four developers, QA, dedicated lead): from ₹6,50,000 per month',
    ],
    billing: 'Billed monthly with a three-month minimum.',
    serviceName: 'Dedicated Development Teams',
  },
  {
    key: 'micro-internship',
    name: name('micro-internship'),
    serviceSlug: serviceSlug('micro-internship'),
    tagline: `Project-based internships of ${MICRO_INTERNSHIP_LENGTH} with screened students.`,
    forWhom:
      'Startups with a well-defined project that a motivated student can deliver with guidance, and that want a pipeline of future hires.',
    timeToStart: '1 to 2 weeks',
    timeToStartDetail: `A screened shortlist in about a week; each internship then runs ${MICRO_INTERNSHIP_LENGTH} with weekly coordinator check-ins.`,
    priceFrom: 'From ₹12,000 / intern / month',
    pricing: ['Micro-Internship: from ₹12,000 per intern per month', 'Campus hiring drives: from ₹60,000 per drive'],
    billing: 'Billed monthly for the length of the internship.',
    serviceName: 'Campus & Internship Hiring',
  },
]

const list = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`

export const engagementModelsPage = {
  title: 'Engagement models',
  metaDescription:
    'Contract staffing, contract-to-hire, permanent placement, dedicated teams and micro-internships compared: who each suits, how soon it starts and how it is priced in INR.',
  eyebrow: 'Ways to work with us',
  headline: 'Choose how you want to build your team',
  intro: `Five ways to work with us, from one contractor tomorrow to a dedicated pod for your roadmap. Onboarding takes from ${MARKETING_FIGURES.onboarding}, depending on the model and the role.`,
  glanceTitle: 'At a glance',
  glanceIntro: 'Starting prices are indicative; your quote depends on the role, seniority and team size.',
  columns: { model: 'Model', start: 'Time to start', price: 'Priced from' },
  detailTitle: 'Each model in detail',
  labels: { forWhom: 'Who it is for', start: 'Time to start', pricing: 'How it is priced', billing: 'Billing' },
  cta: (modelName: string) => `Request ${modelName}`,
  servicePage: 'Read the service page',
  paymentTitle: 'Paying us',
  payment: {
    methodsTitle: 'Payment methods',
    methods: `Pay by ${list(PAYMENT_METHODS)}.`,
    termsTitle: 'Subscription terms',
    terms:
      'Ongoing engagements (contract staffing, contract-to-hire and dedicated teams) can be billed monthly or as a three-month, six-month or yearly subscription.',
    feesTitle: 'Fees and refunds',
    fees: 'Fees are non-refundable unless your written contract says otherwise. Every engagement starts with a written agreement that states the price, the notice period and what happens if a person leaves.',
  },
  /** The link on /services. */
  servicesLink: {
    text: 'Compare engagement models',
    lead: 'Contract, contract-to-hire, permanent, dedicated team or micro-internship?',
  },
  closing: {
    headline: 'Not sure which model fits?',
    subtext: 'Tell us what you need and we will suggest a model and a price, usually within one working day.',
    action: 'Request Proposal',
  },
}
