// Fixed copy of the home page (spec section 2, Home). Categories, blogs, clients and featured
// solutions come from the CMS; everything else on the page is here.
import { MARKETING_FIGURES, MICRO_INTERNSHIP_LENGTH, VERIFICATION_TIME, WOMEN_RETURNERS_LABELS } from '@/lib/constants'

import type { Figure, Teaser, Titled } from './types'

/** The agency's headline figures (spec section 9), shown on the home and About pages. */
export const impactFigures = [
  { value: MARKETING_FIGURES.candidatesTrained, label: 'candidates trained' },
  { value: MARKETING_FIGURES.womenReturners, label: WOMEN_RETURNERS_LABELS.elsewhere },
  { value: MARKETING_FIGURES.clientRetention, label: 'client retention' },
  { value: MARKETING_FIGURES.startupsScaled, label: 'startups scaled' },
  { value: MARKETING_FIGURES.industries, label: 'industries served' },
] satisfies Figure[]

export const homeHero = {
  eyebrow: 'Staffing · Consulting · Software · AI — from Pune',
  title: 'Redefining recruitment with innovative staffing solution',
  lead: 'We help startups and small firms build dependable teams in days, not months — and give students, women returning to work and young professionals a trained, verified path into their next role.',
  requestProposal: 'Request Proposal',
  exploreServices: 'Explore Services',
  joinAsTalent: 'Join as Talent',
} as const

export const categoryCarouselIntro = {
  title: 'Our Four Pillars',
  intro: 'One partner for the people, the advice, the software and the AI your business needs to grow.',
} as const

export const howWeWork = {
  title: 'How We Work',
  intro: 'A clear, step-by-step process for both sides of every placement.',
  audienceLabel: 'Show the process for',
  businesses: {
    label: 'For Businesses',
    action: 'Get a Custom Plan',
    steps: [
      {
        title: 'Discovery Call',
        description: 'A 30-minute call to understand your roles, timelines, budget and the way your team works.',
      },
      {
        title: 'Custom Plan',
        description: 'A written proposal within two working days: contract, permanent, interns or a dedicated pod.',
      },
      {
        title: 'Verified Shortlist',
        description: `Candidates verified in ${VERIFICATION_TIME}, skill-assessed and coached before you meet them.`,
      },
      {
        title: 'Onboarding',
        description: `Your new people start in ${MARKETING_FIGURES.onboarding}, with paperwork and first-week setup handled.`,
      },
      {
        title: 'Ongoing Support',
        description: 'Regular check-ins, replacements when needed and 24/7 support as an active client while you scale.',
      },
    ] satisfies Titled[],
  },
  talent: {
    label: 'For Talent',
    action: 'Join as Talent',
    rolesAction: 'See open roles',
    steps: [
      {
        title: 'Create Your Profile',
        description: 'Sign up (18+), share your resume and tell us the kind of work you want next.',
      },
      {
        title: 'Skill Assessment',
        description: 'A friendly, practical assessment that shows your strengths and any gaps to close.',
      },
      {
        title: 'Training & Mentoring',
        description: `Short upskilling modules, mock interviews and micro-internships of ${MICRO_INTERNSHIP_LENGTH} with real teams.`,
      },
      {
        title: 'Placement',
        description: 'We match you with verified, respectful employers and stay with you through your first months.',
      },
    ] satisfies Titled[],
  },
} as const

export const homeImpact = {
  title: 'Our Impact',
  intro: 'Numbers we are proud of, earned one placement and one project at a time.',
  figures: impactFigures,
} as const

export const homeCaseStudies = {
  title: 'Case Studies',
  intro: 'How students, women returning to work and growing businesses found what they needed with us.',
  linkText: 'Read the case study',
  items: [
    {
      slug: 'career-growth-for-students',
      title: 'Career growth for students',
      summary:
        'Final-year students from Pune colleges moved from classroom projects to paid roles through micro-internships and mentoring.',
    },
    {
      slug: 'safe-opportunities-for-students-and-women',
      title: 'Safe opportunities for students and women',
      summary: 'Verified employers, flexible schedules and a mentor on call helped women returners and students restart with confidence.',
    },
    {
      slug: 'staffing-solutions-for-businesses',
      title: 'Staffing solutions for businesses',
      summary: 'A Baner fintech staffed a bilingual support team in ten days and kept every hire past the first six months.',
    },
  ] satisfies Teaser[],
} as const

export const homeIndustries = {
  title: 'Industries We Serve',
  intro: 'Playbooks shaped by the teams we have built for each sector.',
  items: [
    { slug: 'it-saas', title: 'IT & SaaS', summary: 'Engineers, QA pods and support teams for product companies.' },
    { slug: 'education', title: 'Education', summary: 'Tutors, content and edtech teams for schools and startups.' },
    { slug: 'retail-ecommerce', title: 'Retail & E-commerce', summary: 'Store, catalogue and customer-care staff for peak seasons.' },
    { slug: 'finance', title: 'Finance', summary: 'Accounts, compliance and analyst talent for growing firms.' },
    { slug: 'non-profit', title: 'Non-profit', summary: 'Programme, HR and data support for mission-driven teams.' },
  ] satisfies Teaser[],
} as const

export const homeBlogs = {
  title: 'Latest Insights',
  intro: 'Practical advice on hiring, careers and technology from our team in Pune.',
  readMore: 'Read More',
  allPosts: 'View all posts',
} as const

export const clientStrip = {
  title: 'Clients and featured solutions',
  pause: 'Pause the moving list',
  play: 'Play the moving list',
} as const
