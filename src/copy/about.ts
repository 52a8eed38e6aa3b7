// Fixed copy of the About page (spec section 2, About).
import { CONTACT_HOURS, MARKETING_FIGURES, SUPPORT_AVAILABILITY, SUPPORT_SCOPE, VERIFICATION_TIME } from '@/lib/constants'

import { impactFigures } from './home'
import type { Titled } from './types'

export const aboutPage = {
  metaTitle: 'About us',
  metaDescription:
    'Pune Talent Works connects startups and small firms with trained, verified talent — students, women returning to work, young professionals and gig workers — and builds the software and AI tools they need.',
  hero: {
    eyebrow: 'About Pune Talent Works',
    title: 'People first, from Pune to every team we build',
    lead: 'We started in Pune with a simple belief: talented people are everywhere, but fair chances are not. Today we place, train and mentor talent for startups and small firms, and build the technology that helps those firms grow.',
  },
  mission: {
    title: 'Our Mission',
    text: 'To give every capable person — a final-year student, a mother returning after a career break, a gig worker looking for steady projects — a trained, verified route into meaningful work, and to give growing businesses a team they can rely on from day one.',
  },
  vision: {
    title: 'Our Vision',
    text: 'A hiring market in India where a career break is not a full stop, where a first job is earned on skill rather than connections, and where a ten-person startup can hire as well as a large enterprise.',
  },
  values: {
    title: 'Our Values',
    items: [
      { title: 'Integrity', description: 'Honest shortlists, transparent fees and no promises we cannot keep — to clients or candidates.' },
      {
        title: 'Innovation',
        description: 'We use assessments, automation and AI where they make hiring faster and fairer, never as a shortcut.',
      },
      {
        title: 'Diversity',
        description: 'Women returners, first-generation graduates and career changers make teams stronger; we design for them.',
      },
      { title: 'Growth', description: 'We measure success by how far our people and our clients go after the placement.' },
    ] satisfies Titled[],
  },
  pillars: {
    title: 'Three Pillars of Our Work',
    items: [
      {
        title: 'Talent Development',
        description:
          'Skill assessments, short upskilling modules, mock interviews and micro-internships that turn potential into job-ready confidence.',
      },
      {
        title: 'Business Partnership',
        description: 'Staffing, consulting, software and AI delivered by one accountable team that understands the pace of a startup.',
      },
      {
        title: 'Safe, Inclusive Workplaces',
        description: 'We place talent only with verified employers who commit to respectful, flexible and fair working conditions.',
      },
    ] satisfies Titled[],
  },
  whatWeDo: {
    title: 'What We Do',
    intro: 'Four service pillars, one partner:',
    action: 'Explore Services',
    items: [
      {
        title: 'Staffing & Recruitment',
        description: 'Contract, permanent and campus hiring, plus return-to-work and internship programmes.',
      },
      { title: 'Consulting', description: 'HR policies, hiring processes and growth advice for founders and small leadership teams.' },
      { title: 'Software Development', description: 'Websites, web and mobile apps, and dedicated development pods on monthly plans.' },
      { title: 'AI Solutions', description: 'Chat assistants, automation and data dashboards built on your own content and tools.' },
    ] satisfies Titled[],
  },
  process: {
    title: 'Our Hiring Process',
    intro: 'Every candidate we put forward has been through the same four steps.',
    steps: [
      {
        title: 'Talent Identification',
        description: 'We source from Pune colleges, returner communities, referrals and our own network, guided by your role scorecard.',
      },
      {
        title: 'Skill Assessments',
        description: `Practical tests and structured interviews; identity and references verified within ${VERIFICATION_TIME}.`,
      },
      {
        title: 'Confidence Building',
        description: 'Mock interviews, coaching and short refreshers so candidates show their real ability on the day.',
      },
      {
        title: 'Placement',
        description: `Offer, paperwork and first-week onboarding handled, with starts from ${MARKETING_FIGURES.onboarding}.`,
      },
    ] satisfies Titled[],
  },
  impact: {
    title: 'Our Impact',
    figures: impactFigures,
  },
  reasons: {
    title: 'Why Choose Us',
    items: [
      { title: 'Built for startups', description: 'Flexible monthly, 3-, 6- and 12-month plans and no long lock-ins.' },
      {
        title: 'Verified, coached talent',
        description: `Every candidate is verified within ${VERIFICATION_TIME} and prepared before you meet them.`,
      },
      { title: 'Speed when it matters', description: `Onboarding from ${MARKETING_FIGURES.onboarding}, depending on the role.` },
      { title: 'One partner, four services', description: 'People, advice, software and AI without juggling vendors.' },
      {
        title: 'Support around the clock',
        description: `${SUPPORT_AVAILABILITY} support ${SUPPORT_SCOPE}; everyone else hears from us in office hours (${CONTACT_HOURS}).`,
      },
      { title: 'Easy payments', description: 'UPI, RTGS, NEFT, cash, cheque or demand draft.' },
    ] satisfies Titled[],
  },
  closing: {
    title: 'Let’s build your next team together',
    text: 'Tell us what you need, or join the talent network and let us find the right role for you.',
    business: 'Request Proposal',
    talent: 'Join as Talent',
  },
} as const
