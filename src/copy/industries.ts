// The five fixed industry playbooks (spec section 2, "Industries"): list cards and detail pages.
import {
  MICRO_INTERNSHIP_LENGTH,
  MARKETING_FIGURES,
  SUPPORT_AVAILABILITY,
  VERIFICATION_TIME,
  WOMEN_RETURNERS_LABELS,
} from '@/lib/constants'

import { routes } from '@/lib/routes'

import type { Titled, CtaLink, Figure } from './types'

export const industriesPage = {
  title: 'Industries',
  description:
    'Hiring playbooks for IT & SaaS, education, retail & e-commerce, finance and non-profits: the challenges we see and how we staff for them.',
  eyebrow: 'Industries',
  headline: 'Playbooks for the sectors we know best',
  intro: 'Every industry hires differently. These playbooks set out the challenges we see most often in each, and the approach that works.',
}

/** Headings of a playbook's sections, in the spec's order; `{industry}` is the playbook's name. */
export const playbookSectionTitles = {
  challenges: { eyebrow: 'Challenges', title: (industry: string) => `What makes hiring in ${industry} hard` },
  approach: { eyebrow: 'Our approach', title: 'How we staff for it' },
  useCases: { eyebrow: 'Use cases', title: 'Where we help most' },
  stats: { eyebrow: 'By the numbers', title: 'What you can expect' },
  futureOutlook: { eyebrow: 'Future outlook', title: 'Where the sector is heading' },
  cta: {
    headline: (industry: string) => `Building a team in ${industry}?`,
    subtext: 'Explore what we offer, or tell us about your hiring plans and we will put a proposal together.',
    // The spec's two buttons.
    links: [
      { text: 'Explore Services', href: routes.services },
      { text: 'Request Proposal', href: routes.teamUpRequest },
    ] satisfies CtaLink[],
  },
}

export const industrySlugList = ['it-saas', 'education', 'retail-ecommerce', 'finance', 'non-profit'] as const

export type IndustrySlug = (typeof industrySlugList)[number]

export type IndustryPlaybook = {
  slug: IndustrySlug
  name: string
  summary: string
  hero: { headline: string; subtext: string }
  challenges: Titled[]
  approach: Titled[]
  useCases: Titled[]
  stats: Figure[]
  futureOutlook: { intro: string; trends: string[] }
}

export const industries: IndustryPlaybook[] = [
  {
    slug: 'it-saas',
    name: 'IT & SaaS',
    summary: 'Developers, testers and support engineers for product teams that ship every week.',
    hero: {
      headline: 'Engineering teams that keep pace with your roadmap',
      subtext:
        'Pune is one of India’s busiest software hubs, and the competition for good engineers shows. We help SaaS startups and IT service firms hire, extend and scale technical teams without slowing releases.',
    },
    challenges: [
      {
        title: 'Scarce mid-level talent',
        description: 'Experienced developers get several offers at once, so slow hiring processes lose them.',
      },
      { title: 'Uneven demand', description: 'A new enterprise customer or a migration project can double the work for a few months.' },
      {
        title: 'Skills that date quickly',
        description: 'Frameworks, cloud services and AI tooling change faster than most job descriptions.',
      },
    ],
    approach: [
      {
        title: 'Technical screening by practitioners',
        description: 'Coding exercises and architecture conversations reviewed by working engineers, not keyword matches.',
      },
      {
        title: 'Contract-to-hire',
        description: 'Start with a contract engineer for a defined period and convert when both sides are sure.',
      },
      { title: 'Pod staffing', description: 'A small, ready-made team (developer, tester, designer) for a feature or a proof of concept.' },
      {
        title: 'Software and AI delivery',
        description: 'When you need an outcome rather than headcount, our own developers build it with you.',
      },
    ],
    useCases: [
      {
        title: 'Release crunch',
        description: 'Two contract developers and a QA engineer for a twelve-week launch, onboarded within days.',
      },
      {
        title: 'Level-1 product support',
        description: 'A trained support desk for a B2B SaaS product, covering Indian and international hours.',
      },
      { title: 'First AI feature', description: 'A small pod to prototype a document-search assistant before the client hires in-house.' },
    ],
    stats: [
      { value: MARKETING_FIGURES.onboarding, label: 'to onboard, depending on the role' },
      { value: VERIFICATION_TIME, label: 'background verification' },
      { value: '10+', label: 'startups scaled' },
      { value: '95%', label: 'client retention' },
    ],
    futureOutlook: {
      intro: 'Software teams in India are getting smaller, more senior and more AI-assisted.',
      trends: [
        'Demand shifts from large headcount to compact teams that combine engineering with AI tooling.',
        'Contract-to-hire becomes the default way startups test fit before a permanent offer.',
        'Product companies in Pune hire more support, QA and data roles locally as they sell abroad.',
      ],
    },
  },
  {
    slug: 'education',
    name: 'Education',
    summary: 'Teachers, trainers, counsellors and ed-tech teams for schools, institutes and learning startups.',
    hero: {
      headline: 'People who make learning work',
      subtext:
        'Schools, coaching institutes and ed-tech companies in and around Pune need staff who can teach, support students and run digital platforms. We find them and help them settle in.',
    },
    challenges: [
      { title: 'Seasonal hiring peaks', description: 'Admissions, exam seasons and new batches create sharp, short-lived demand.' },
      { title: 'Teaching plus technology', description: 'Trainers now need to teach online, use learning platforms and track results.' },
      { title: 'Trust and safety', description: 'Anyone working with young learners must be verified thoroughly before the first class.' },
    ],
    approach: [
      {
        title: 'Demo-class screening',
        description: 'Trainers and teachers deliver a short demo session that the client can watch or review.',
      },
      {
        title: 'Thorough verification',
        description: `Identity, education and reference checks completed in ${VERIFICATION_TIME}, before any contact with students.`,
      },
      { title: 'Seasonal staffing', description: 'Counsellors and admission support for the busy months, released when the season ends.' },
      {
        title: 'Ed-tech build support',
        description: 'Developers and content designers for learning apps, assessments and course websites.',
      },
    ],
    useCases: [
      { title: 'Admission season', description: 'A team of admission counsellors for a coaching institute across three Pune branches.' },
      { title: 'Online batches', description: 'Subject trainers comfortable with live classes and digital assessments.' },
      {
        title: 'Student internships',
        description: `Micro-internships of ${MICRO_INTERNSHIP_LENGTH} in content, design and outreach for ed-tech startups.`,
      },
    ],
    stats: [
      { value: '100+', label: 'candidates trained' },
      { value: VERIFICATION_TIME, label: 'to verify every educator' },
      { value: MICRO_INTERNSHIP_LENGTH, label: 'micro-internships' },
      { value: MARKETING_FIGURES.womenReturners, label: WOMEN_RETURNERS_LABELS.elsewhere },
    ],
    futureOutlook: {
      intro: 'Education in India is becoming hybrid, skills-based and more closely tied to employment.',
      trends: [
        'Institutes blend classroom and online teaching, and need staff fluent in both.',
        'Short, job-linked courses grow alongside degrees, creating demand for industry trainers.',
        'Experienced women returning to work are a natural fit for flexible teaching and mentoring roles.',
      ],
    },
  },
  {
    slug: 'retail-ecommerce',
    name: 'Retail & E-commerce',
    summary: 'Store, warehouse, catalogue and customer-support teams that scale with the sales calendar.',
    hero: {
      headline: 'Staff for every season, from storefront to doorstep',
      subtext:
        'Festive sales, new store openings and marketplace launches all need people at short notice. We staff retail and D2C brands for the peaks and build the steady team behind them.',
    },
    challenges: [
      {
        title: 'Festive-season spikes',
        description: 'Order volumes can triple around Diwali and sale events, then settle again within weeks.',
      },
      { title: 'High turnover', description: 'Frontline and warehouse roles turn over quickly, so hiring never really stops.' },
      {
        title: 'Digital operations skills',
        description: 'Catalogue, marketplace and performance-marketing work needs trained people, not just extra hands.',
      },
    ],
    approach: [
      {
        title: 'Seasonal pools',
        description: 'Pre-screened candidates ready to start when the sale calendar demands, onboarded in as little as a day.',
      },
      {
        title: 'Role-based training',
        description: 'Short training on customer service, billing systems or catalogue tools before day one.',
      },
      {
        title: 'Steady-state hiring',
        description: 'Permanent store, operations and support staff recruited alongside the seasonal cover.',
      },
      { title: 'E-commerce tech', description: 'Developers and analysts for storefronts, integrations and sales dashboards.' },
    ],
    useCases: [
      { title: 'Diwali sale', description: 'Extra customer-support and packing staff for a D2C brand, trained the week before the sale.' },
      { title: 'New store opening', description: 'A full store team hired, trained and in uniform for opening day.' },
      { title: 'Marketplace launch', description: 'Catalogue executives to list and maintain products across three marketplaces.' },
    ],
    stats: [
      { value: MARKETING_FIGURES.onboarding, label: 'to onboard, depending on the role' },
      { value: SUPPORT_AVAILABILITY, label: 'client support during sale events' },
      { value: '95%', label: 'client retention' },
      { value: '5+', label: 'industries served' },
    ],
    futureOutlook: {
      intro: 'Retail in India keeps moving online while stores become showrooms and service points.',
      trends: [
        'Quick commerce and same-day delivery push demand for flexible warehouse and last-mile staff.',
        'Brands want store staff who can also handle online orders, returns and digital payments.',
        'Data roles, from sales dashboards to demand forecasting, move from "nice to have" to essential.',
      ],
    },
  },
  {
    slug: 'finance',
    name: 'Finance',
    summary: 'Accounts, compliance, operations and fintech talent, verified with the care the sector requires.',
    hero: {
      headline: 'Trusted people for work where accuracy matters',
      subtext:
        'Accounting firms, NBFCs, insurance agencies and fintech startups need staff who are precise, discreet and carefully verified. We recruit for exactly that.',
    },
    challenges: [
      {
        title: 'Background checks are non-negotiable',
        description: 'Anyone handling money or customer data must be verified before they start.',
      },
      { title: 'Compliance calendars', description: 'GST returns, audits and year-end closing create predictable but intense peaks.' },
      {
        title: 'Fintech moves quickly',
        description: 'Startups need people who understand both finance and software, which is a rare combination.',
      },
    ],
    approach: [
      {
        title: 'Enhanced verification',
        description: `Identity, education, employment and reference checks completed in ${VERIFICATION_TIME}.`,
      },
      {
        title: 'Skill tests that match the job',
        description: 'Practical tests in Tally, Excel, reconciliation or KYC processes, depending on the role.',
      },
      { title: 'Peak-season cover', description: 'Accounts assistants and article-level support for audit and filing seasons.' },
      {
        title: 'Fintech engineering',
        description: 'Developers and QA engineers who have worked with payments, lending or insurance systems.',
      },
    ],
    useCases: [
      { title: 'Audit season', description: 'Four accounts assistants for a chartered-accountancy firm from January to March.' },
      { title: 'KYC operations', description: 'A verified back-office team for an NBFC’s customer-onboarding process.' },
      {
        title: 'Returning professionals',
        description: 'Women with accounting backgrounds returning to part-time bookkeeping roles after a career break.',
      },
    ],
    stats: [
      { value: VERIFICATION_TIME, label: 'background verification' },
      { value: '95%', label: 'client retention' },
      { value: MARKETING_FIGURES.womenReturners, label: WOMEN_RETURNERS_LABELS.elsewhere },
      { value: SUPPORT_AVAILABILITY, label: 'support for active clients' },
    ],
    futureOutlook: {
      intro: 'Finance work in India is becoming more digital, more regulated and more data-driven.',
      trends: [
        'UPI and digital lending keep growing, and so does the demand for operations and risk staff.',
        'Data protection rules raise the bar for how finance teams handle customer information.',
        'Routine bookkeeping is automated, shifting hiring toward analysis, review and advice.',
      ],
    },
  },
  {
    slug: 'non-profit',
    name: 'Non-profit',
    summary: 'Programme, field and fundraising staff, plus affordable technology, for organisations doing good.',
    hero: {
      headline: 'Capable teams for organisations with a mission',
      subtext:
        'NGOs, foundations and social enterprises stretch every rupee. We help them find committed people for programmes and operations, and build simple technology that saves staff time.',
    },
    challenges: [
      { title: 'Tight budgets', description: 'Salaries are funded by grants, so roles are often fixed-term and tied to a project.' },
      {
        title: 'Field roles are hard to fill',
        description: 'Programmes in villages and small towns need people willing and able to work there.',
      },
      { title: 'Reporting load', description: 'Donors expect regular, accurate reports, which takes time away from the work itself.' },
    ],
    approach: [
      { title: 'Project-length contracts', description: 'Staff hired for the length of a grant, with clear terms from the start.' },
      { title: 'Mission-fit screening', description: 'We look for commitment to the cause as carefully as for skills.' },
      {
        title: 'Student and returner talent',
        description: `Micro-internships of ${MICRO_INTERNSHIP_LENGTH} and part-time roles that suit students and women returning to work.`,
      },
      {
        title: 'Simple, affordable tools',
        description: 'Data-collection forms, dashboards and donor reports automated with low-cost software.',
      },
    ],
    useCases: [
      { title: 'Programme rollout', description: 'Field coordinators for a two-year education programme across Pune district.' },
      { title: 'Fundraising support', description: 'A grants writer and a communications intern for a CSR funding cycle.' },
      { title: 'Donor reporting', description: 'A dashboard that turns field survey data into the quarterly report donors ask for.' },
    ],
    stats: [
      { value: MICRO_INTERNSHIP_LENGTH, label: 'micro-internships' },
      { value: '100+', label: 'candidates trained' },
      { value: MARKETING_FIGURES.onboarding, label: 'to onboard, depending on the role' },
      { value: '5+', label: 'industries served' },
    ],
    futureOutlook: {
      intro: 'The social sector in India is professionalising, helped by CSR funding and better data.',
      trends: [
        'CSR partners expect measurable outcomes, which raises demand for monitoring and evaluation staff.',
        'Digital tools let small teams run larger programmes and report on them with less effort.',
        'Young professionals increasingly look for purpose-driven work, widening the talent pool.',
      ],
    },
  },
]

export const findIndustry = (slug: string) => industries.find((industry) => industry.slug === slug) ?? null
