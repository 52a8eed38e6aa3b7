// The three fixed case studies (spec section 2, "Case studies"): list cards and detail pages.
import {
  MICRO_INTERNSHIP_LENGTH,
  MARKETING_FIGURES,
  SUPPORT_AVAILABILITY,
  VERIFICATION_TIME,
  WOMEN_RETURNERS_LABELS,
} from '@/lib/constants'
import { routes } from '@/lib/routes'

import type { Titled, CtaLink, Figure } from './types'

export const caseStudiesPage = {
  title: 'Case studies',
  description:
    'How we help students start careers, give women returning to work safe opportunities, and staff growing startups and small firms.',
  eyebrow: 'Case studies',
  headline: 'Real people, real teams, real results',
  intro:
    'Three programmes that show how we work: with students taking their first step, with women returning to work, and with businesses that need the right people quickly.',
  readMore: 'Read the case study',
}

/** Headings of the detail page's sections, in the spec's order. */
export const caseStudySectionTitles = {
  challenge: { eyebrow: 'The challenge', title: 'What stood in the way' },
  approach: { eyebrow: 'Our approach', title: 'Core features', steps: 'Step by step' },
  solution: { eyebrow: 'Solution in action', title: 'How it played out' },
  results: { eyebrow: 'Results', title: 'Results and KPIs' },
}

export const caseStudySlugList = [
  'career-growth-for-students',
  'safe-opportunities-for-students-and-women',
  'staffing-solutions-for-businesses',
] as const

type CaseStudySlug = (typeof caseStudySlugList)[number]

export type CaseStudy = {
  slug: CaseStudySlug
  title: string
  /** Who the story is about, shown above the title. */
  audience: string
  summary: string
  hero: { headline: string; subtext: string }
  challenge: { intro: string; points: Titled[] }
  approach: { intro: string; features: Titled[]; steps: Titled[] }
  solutionInAction: { intro: string; moments: Titled[] }
  results: { intro: string; kpis: Figure[]; outcomes: string[] }
  cta: { headline: string; subtext: string; links: CtaLink[] }
}

// Every case study ends with the same three doors (spec: CTA targets); the story's audience decides
// which one leads.
const joinLink: CtaLink = { text: 'Join as Talent', href: routes.joinAsTalent }
const servicesLink: CtaLink = { text: 'Explore Services', href: routes.services }
const proposalLink: CtaLink = { text: 'Request Proposal', href: routes.teamUpRequest }
const ctaLinks = [joinLink, servicesLink, proposalLink]

export const caseStudies: CaseStudy[] = [
  {
    slug: 'career-growth-for-students',
    title: 'Career growth for students',
    audience: 'Students and fresh graduates',
    summary: `How short, paid micro-internships of ${MICRO_INTERNSHIP_LENGTH} with Pune startups turn a degree into real work experience and a first job.`,
    hero: {
      headline: 'From classroom to first offer letter',
      subtext: `Final-year students from colleges across Pune and Maharashtra had the marks but not the experience employers asked for. We paired skills training with ${MICRO_INTERNSHIP_LENGTH} micro-internships at startups, so each student left with work they could show.`,
    },
    challenge: {
      intro:
        'Most of the students who came to us were capable and hard-working, yet stuck in the same loop: no job without experience, no experience without a job.',
      points: [
        {
          title: 'Experience asked for on day one',
          description:
            'Entry-level postings from Pune startups routinely asked for six months of hands-on work, which a classroom project rarely counts as.',
        },
        {
          title: 'Campus placements miss most colleges',
          description:
            'Recruiters concentrate on a handful of well-known campuses; students from smaller colleges seldom get an interview at all.',
        },
        {
          title: 'Unpaid internships with no feedback',
          description:
            'Many internships on offer were unpaid, loosely supervised and ended without a reference, a review or a portfolio piece.',
        },
        {
          title: 'Interview nerves',
          description: 'Students who knew the material froze in technical and HR rounds because they had never practised a real interview.',
        },
      ],
    },
    approach: {
      intro:
        'We treated each student as a future hire, not as a form to process: assess honestly, train for a specific role, then put the new skills to work for a real team.',
      features: [
        {
          title: 'Skill assessment',
          description:
            'A practical test and a one-to-one conversation show where each student stands and which entry-level role suits them best.',
        },
        {
          title: 'Role-focused training sprints',
          description:
            'Short evening and weekend sprints in development, testing, data, digital marketing or operations, taught by people who do the job.',
        },
        {
          title: `Micro-internships of ${MICRO_INTERNSHIP_LENGTH}`,
          description:
            'Paid, scoped projects with partner startups, each with a named supervisor and a clear deliverable the student keeps for their portfolio.',
        },
        {
          title: 'Mentors and mock interviews',
          description:
            'A mentor checks in every week; before placement every student sits at least two recorded mock interviews with written feedback.',
        },
      ],
      steps: [
        { title: 'Assess', description: 'Skills test, career conversation and a written learning plan within the first week.' },
        { title: 'Train', description: 'Focused sprints on the tools the target role actually uses, with weekly checkpoints.' },
        {
          title: 'Intern',
          description: `A ${MICRO_INTERNSHIP_LENGTH} micro-internship with a partner startup, supervised and reviewed at the midpoint and the end.`,
        },
        { title: 'Prepare', description: 'Portfolio review, CV rewrite and mock interviews based on the internship work.' },
        { title: 'Place', description: 'Introductions to hiring partners and a check-in after the first 90 days in the new role.' },
      ],
    },
    solutionInAction: {
      intro: 'What the programme looks like for one student, week by week.',
      moments: [
        {
          title: 'Week 1: a realistic starting point',
          description:
            'A commerce graduate who wanted to move into data was assessed as strong in spreadsheets but new to SQL, and given a six-week plan.',
        },
        {
          title: 'Weeks 2–6: training with a purpose',
          description:
            'Evening sprints covered SQL, dashboards and how to explain numbers to a manager, using sample data from a real retail client.',
        },
        {
          title: 'Weeks 7–14: a micro-internship',
          description:
            'She joined a Pune D2C startup to clean its order data and build a weekly sales dashboard that the founders still use.',
        },
        {
          title: 'After the internship: an offer',
          description: 'The dashboard became the centrepiece of her portfolio; the startup extended her into a paid analyst role.',
        },
      ],
    },
    results: {
      intro: 'Across our student programmes, the numbers we track most closely:',
      kpis: [
        { value: '100+', label: 'candidates trained' },
        { value: MICRO_INTERNSHIP_LENGTH, label: 'per micro-internship' },
        { value: '10+', label: 'startups hosting interns' },
        { value: '5+', label: 'industries represented' },
      ],
      outcomes: [
        'Every student finishes with at least one piece of supervised, real-world work for their portfolio.',
        'Interns receive a written review from their host company, which doubles as a reference.',
        'Host startups get a trial period with motivated juniors before making a hiring decision.',
      ],
    },
    cta: {
      headline: 'Ready for your first real project?',
      subtext: 'Join the talent network to be considered for the next cohort, or bring your startup on board as a host.',
      links: ctaLinks,
    },
  },
  {
    slug: 'safe-opportunities-for-students-and-women',
    title: 'Safe opportunities for students and women',
    audience: 'Students and women returning to work',
    summary: `Verified employers, clear terms and a support line that answers placed talent ${SUPPORT_AVAILABILITY}: how we make flexible work safe to say yes to.`,
    hero: {
      headline: 'Work you can trust, on terms that fit your life',
      subtext:
        'Women returning after a career break and students taking their first steps told us the same thing: the hardest part was knowing which offers were genuine. We built our process around that question.',
    },
    challenge: {
      intro:
        'Online job boards are full of opportunity, and of listings that are vague, misleading or simply unsafe. The people most exposed are the ones with the least room for a bad experience.',
      points: [
        {
          title: 'Unverified employers',
          description:
            'Listings with no company name, no address and requests for "registration fees" made candidates wary of every offer.',
        },
        {
          title: 'Unclear hours and pay',
          description:
            'Roles described as flexible often turned out to mean late-night calls or unpaid overtime, which rules out carers and students alike.',
        },
        {
          title: 'A gap on the CV',
          description: 'Women returning after two to ten years away were filtered out by screening software or asked to justify the break.',
        },
        {
          title: 'Nobody to call',
          description: 'When something felt wrong at a new workplace, there was no neutral person to raise it with.',
        },
      ],
    },
    approach: {
      intro: 'Safety is not a feature we added later; it decides which employers we work with and how every placement is run.',
      features: [
        {
          title: 'Employer verification',
          description: `Every company and every role is checked before it reaches a candidate: registration, premises, the person hiring and the written terms. Verification takes ${VERIFICATION_TIME}.`,
        },
        {
          title: 'Terms in writing, up front',
          description:
            'Hours, pay, location or remote set-up, and the notice period are written down before the first interview, not after the offer.',
        },
        {
          title: 'Return-to-work pathway',
          description:
            'Refresher training, flexible or part-time starts and employers who have agreed in advance to value the experience behind a career break.',
        },
        {
          title: `Support ${SUPPORT_AVAILABILITY}`,
          description:
            'A named coordinator for every placement and a support line that placed talent can call at any hour, for questions as well as concerns.',
        },
      ],
      steps: [
        {
          title: 'Verify',
          description: `Employer and role checked within ${VERIFICATION_TIME}; anything we cannot confirm is not listed.`,
        },
        { title: 'Match', description: 'Roles offered only when hours, pay and location suit the candidate’s stated needs.' },
        {
          title: 'Prepare',
          description: 'Refresher sessions and interview practice, including how to talk about a career break with confidence.',
        },
        { title: 'Place', description: 'First day arranged with the employer; the coordinator checks in during the first week.' },
        { title: 'Stand by', description: 'Regular check-ins and a confidential channel to raise any concern, at any time.' },
      ],
    },
    solutionInAction: {
      intro: 'Two typical journeys through the programme.',
      moments: [
        {
          title: 'A return after six years',
          description:
            'A former accountant who had stepped away to raise her children refreshed her GST and Tally skills over four weeks and started a verified, part-time remote role.',
        },
        {
          title: 'A student working around lectures',
          description:
            'An engineering student took a weekend QA testing assignment with written hours, so his part-time work never clashed with exams.',
        },
        {
          title: 'A concern raised and resolved',
          description:
            'When a candidate was asked to stay late without notice, her coordinator took it up with the employer the same day and the schedule was put back in writing.',
        },
      ],
    },
    results: {
      intro: 'What changed for the people in the programme:',
      kpis: [
        { value: MARKETING_FIGURES.womenReturners, label: WOMEN_RETURNERS_LABELS.elsewhere },
        { value: VERIFICATION_TIME, label: 'to verify each employer' },
        { value: SUPPORT_AVAILABILITY, label: 'support line for placed talent' },
        { value: '100+', label: 'candidates trained' },
      ],
      outcomes: [
        'Candidates see only verified roles, with hours and pay stated before they apply.',
        'Returners restart at a pace that fits their families, with the option to move to full time later.',
        'Concerns are handled by a coordinator the candidate already knows, not a faceless inbox.',
      ],
    },
    cta: {
      headline: 'Looking for work you can trust?',
      subtext: 'Join the talent network, or talk to us about offering safe, flexible roles at your company.',
      links: ctaLinks,
    },
  },
  {
    slug: 'staffing-solutions-for-businesses',
    title: 'Staffing solutions for businesses',
    audience: 'Startups and small firms',
    summary: `Contract, contract-to-hire and permanent hiring for growing teams, with onboarding anywhere from ${MARKETING_FIGURES.onboarding}.`,
    hero: {
      headline: 'The right people, at the speed a startup moves',
      subtext:
        'Founders and small-business owners in Pune were losing weeks to hiring instead of building. We took sourcing, screening and onboarding off their plates and kept the bar high.',
    },
    challenge: {
      intro: 'Small teams feel every hiring mistake, and every week a seat stays empty.',
      points: [
        {
          title: 'No in-house recruiter',
          description: 'Founders were screening hundreds of CVs at night, between product work and sales calls.',
        },
        {
          title: 'Needs change quickly',
          description:
            'A new client or a funding round can mean five hires this month and none the next, which permanent-only recruiting cannot absorb.',
        },
        {
          title: 'Costly mismatches',
          description: 'A wrong hire in a ten-person company slows everyone down, and replacing them takes months.',
        },
      ],
    },
    approach: {
      intro:
        'We work as an extension of the client’s team: one point of contact, a shortlist that has already been tested, and flexible ways to engage.',
      features: [
        {
          title: 'Flexible engagement',
          description:
            'Contract staff for a project, contract-to-hire for a trial period, or permanent placement, and a mix of all three as the team grows.',
        },
        {
          title: 'Screened shortlists',
          description: `Candidates are interviewed, skill-tested and reference-checked before the client sees them, with background verification completed in ${VERIFICATION_TIME}.`,
        },
        {
          title: `Onboarding from ${MARKETING_FIGURES.onboarding}`,
          description:
            'Urgent cover can start the next day; a leadership hire or a full team is planned over weeks or months, as the role requires.',
        },
        {
          title: 'A dedicated account manager',
          description: `One person who knows the business, with support available ${SUPPORT_AVAILABILITY} to active clients when something cannot wait.`,
        },
      ],
      steps: [
        { title: 'Brief', description: 'A 30-minute call to understand the role, the team and what success looks like in three months.' },
        { title: 'Source', description: 'Our talent network first, then targeted outreach for specialist roles.' },
        { title: 'Screen', description: 'Skills tests, structured interviews and verification before anyone reaches the shortlist.' },
        { title: 'Onboard', description: 'Offer, paperwork and first-day set-up handled with the client’s team.' },
        { title: 'Review', description: 'Check-ins at 30 and 90 days with both the client and the new hire.' },
      ],
    },
    solutionInAction: {
      intro: 'How one engagement unfolded: the story behind the figures below.',
      moments: [
        {
          title: 'A launch date that could not move',
          description:
            'A fintech in Baner was opening UPI payments to merchants and needed six customer support agents who could help callers in Marathi, Hindi and English before launch day.',
        },
        {
          title: 'Screened before the client saw anyone',
          description: `We shortlisted from our talent network, tested every candidate on mock support calls in all three languages and completed verification in ${VERIFICATION_TIME}. All six agents were at work 10 days after the request.`,
        },
        {
          title: 'A team that stayed',
          description:
            'The launch went ahead on schedule. Six months later all six agents are still in the role, and each hire cost about 35% less than through the client’s previous agency.',
        },
      ],
    },
    results: {
      intro: 'Why businesses keep working with us:',
      kpis: [
        { value: '95%', label: 'client retention' },
        { value: '10+', label: 'startups scaled' },
        { value: '5+', label: 'industries served' },
        { value: VERIFICATION_TIME, label: 'candidate verification' },
      ],
      outcomes: [
        'Founders spend their time on interviews that matter, not on first-round screening.',
        'Hiring scales up or down with the business, without long recruitment cycles.',
        'New hires arrive prepared for the team they are joining, which shortens their ramp-up.',
      ],
    },
    cta: {
      headline: 'Need to grow your team?',
      subtext: 'Tell us what you are building and we will send a proposal, or explore our services first.',
      links: [proposalLink, servicesLink, joinLink],
    },
  },
]

export const findCaseStudy = (slug: string) => caseStudies.find((study) => study.slug === slug) ?? null
