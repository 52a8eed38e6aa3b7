// Fixed copy of the services list and the service and category pages.

export const servicesPage = {
  eyebrow: 'What we do',
  title: 'Services for growing teams',
  intro:
    'Staffing, consulting, software and AI services shaped for startups and small firms in Pune and across India. Tick one or more categories to narrow the list, then open any service to see how it works, what it costs and who it is for.',
  metaDescription:
    'Contract and permanent staffing, campus internships, return-to-work programmes, consulting, software development and AI solutions for startups and small firms, from Pune.',
} as const

export const serviceCta = {
  fallbackHeading: 'Ready to get started?',
  fallbackSubheading:
    'Businesses can request a tailored proposal; students, women returning to work and young professionals can apply to join our talent network.',
  business: 'REQUEST AS BUSINESS',
  intern: 'REQUEST AS INTERN',
} as const

export const categoryPage = {
  servicesTitle: (categoryName: string) => `${categoryName} services`,
  servicesIntro: 'Each service can be booked on its own or combined with others under one agreement.',
  learnMore: 'Learn More',
  industriesTitle: 'Industries we serve',
  processTitle: 'How It Works',
  caseStudiesTitle: 'Case studies',
  readMore: 'Read More',
  retry: 'Try again',
} as const
