// FAQs (spec section 2, "FAQs"): two audiences, each with categorised questions and a closing link.
// The questions and answers are staff content now (the FAQs collection, docs/decisions/languages.md, "The FAQs"): the
// seed writes these as the starter ones, and the page reads the CMS; the page's texts, the tabs and the categories'
// titles stay here. The stated business terms of spec section 9 are written from the constants, so the starter
// answers and the rest of the site cannot drift apart.
import {
  CONTACT_HOURS,
  MICRO_INTERNSHIP_LENGTH,
  MIN_SIGNUP_AGE,
  MARKETING_FIGURES,
  PAYMENT_METHODS,
  SUPPORT_AVAILABILITY,
  SUPPORT_SCOPE,
  VERIFICATION_TIME,
} from '@/lib/constants'
import { routes } from '@/lib/routes'

import { joinList } from './text'
import type { CtaLink } from './types'

export const faqsPage = {
  title: 'FAQs',
  description:
    'Answers for businesses hiring through us and for gig workers joining our talent network: verification, internships, payments, onboarding and support.',
  eyebrow: 'FAQs',
  headline: 'Frequently asked questions',
  intro: 'Straight answers about hiring through us and working with us. Choose your side to see the questions that matter to you.',
  tabsLabel: 'Questions for',
}

export type FaqItem = {
  question: string
  answer: string
  /** On a Marathi or Hindi page, "en-IN" for a text staff have not translated yet (shown in English). */
  questionLang?: string
  answerLang?: string
}

/** A category's key is the value staff choose in a question's "Category" (cms/collections/Faqs.ts). */
export const faqCategoryKeys = [
  'clients-getting-started',
  'clients-hiring',
  'clients-pricing',
  'clients-support',
  'gig-workers-joining',
  'gig-workers-safety',
  'gig-workers-work-and-pay',
  'gig-workers-support',
] as const

export type FaqCategoryKey = (typeof faqCategoryKeys)[number]

type FaqCategory = { key: FaqCategoryKey; title: string; items: FaqItem[] }

export type FaqAudience = {
  id: 'clients' | 'gig-workers'
  label: string
  intro: string
  categories: FaqCategory[]
  /** `hrefLang`: on a Marathi or Hindi page, a link to a page still in English. */
  closing: { text: string; link: CtaLink & { hrefLang?: string } }
}

export const faqAudiences: FaqAudience[] = [
  {
    id: 'clients',
    label: 'For Clients',
    intro: 'Answers for founders, HR teams and managers who want to hire through us or work with our technology teams.',
    categories: [
      {
        key: 'clients-getting-started',
        title: 'Getting started',
        items: [
          {
            question: 'What kinds of businesses do you work with?',
            answer:
              'Mostly startups and small to mid-sized firms in Pune and across India, in IT and SaaS, education, retail and e-commerce, finance and the non-profit sector. If you need people or technology to grow, we are happy to talk.',
          },
          {
            question: 'Which services can I request?',
            answer:
              'Staffing and recruitment (contract, contract-to-hire and permanent), consulting, software development and AI solutions. You can combine them, for example a contract team that builds a product with our engineers.',
          },
          {
            question: 'How do I start?',
            answer:
              'Send a Team-Up Request with a short description of what you need. We reply with questions or a call invitation, and then send a written proposal with scope, timeline and fees.',
          },
        ],
      },
      {
        key: 'clients-hiring',
        title: 'Hiring and onboarding',
        items: [
          {
            question: 'How quickly can new people start?',
            answer: `Onboarding takes anywhere from ${MARKETING_FIGURES.onboarding}. Urgent contract cover can start the next working day; senior, specialist or volume hiring is planned over weeks or months.`,
          },
          {
            question: 'How do you verify candidates?',
            answer: `Every candidate is interviewed and skill-tested, and their identity, education and references are checked before you meet them. Verification takes ${VERIFICATION_TIME}.`,
          },
          {
            question: 'Can we take on interns?',
            answer: `Yes. Our micro-internships last ${MICRO_INTERNSHIP_LENGTH}, with a clear project and a supervisor on your side. Many hosts use them as a trial before hiring.`,
          },
          {
            question: 'What if a placement does not work out?',
            answer:
              'Tell your account manager. We find out what went wrong and, where your contract includes a replacement period, send a replacement candidate at no extra fee.',
          },
        ],
      },
      {
        key: 'clients-pricing',
        title: 'Pricing and payments',
        items: [
          {
            question: 'How do you charge?',
            answer:
              'Permanent hiring is usually a one-time fee on joining; contract staff and technology projects are billed per month or per milestone. Every proposal states the fees in writing before work starts.',
          },
          {
            question: 'Do you offer subscription plans?',
            answer: 'Yes. For ongoing hiring or support you can choose a monthly, three-month, six-month or yearly subscription.',
          },
          {
            question: 'Which payment methods do you accept?',
            answer: `We accept ${joinList(PAYMENT_METHODS, 'and')}. A GST invoice is issued for every payment.`,
          },
          {
            question: 'Are fees refundable?',
            answer:
              'Fees are non-refundable unless your written contract says otherwise. Replacement guarantees for placed candidates are set out in the contract.',
          },
        ],
      },
      {
        key: 'clients-support',
        title: 'Support',
        items: [
          {
            question: 'Who is my point of contact?',
            answer: `A dedicated account manager who knows your business, backed by a support team available ${SUPPORT_AVAILABILITY} to active clients.`,
          },
          {
            question: 'Who owns the software you build for us?',
            answer:
              'You do, once the invoices for that work have been paid in full. Until then we retain the intellectual property, as our Terms of Service explain.',
          },
        ],
      },
    ],
    closing: {
      text: 'Have a project or a role in mind?',
      link: { text: 'Send a Team-Up Request', href: routes.teamUpRequest },
    },
  },
  {
    id: 'gig-workers',
    label: 'For Gig Workers',
    intro: 'Answers for students, women returning to work, young professionals and freelancers who want to join our talent network.',
    categories: [
      {
        key: 'gig-workers-joining',
        title: 'Joining the network',
        items: [
          {
            question: 'Who can join?',
            answer: `Anyone aged ${MIN_SIGNUP_AGE} or over who wants training, gig work, an internship or a job: students, fresh graduates, women returning after a career break, young professionals and freelancers.`,
          },
          {
            question: 'How do I apply?',
            answer:
              'Create an account, verify your e-mail with the one-time code we send you, then complete the talent application with your details and your resume (PDF, DOC or DOCX).',
          },
          {
            question: 'I have a career break. Can I still apply?',
            answer:
              'Yes, and we encourage it. Our return-to-work pathway offers refresher training, flexible or part-time starts and employers who value the experience behind a break.',
          },
        ],
      },
      {
        key: 'gig-workers-safety',
        title: 'Verification and safety',
        items: [
          {
            question: 'How long does verification take?',
            answer: `Verification of your profile takes ${VERIFICATION_TIME}. We will contact you if we need anything else.`,
          },
          {
            question: 'How do you make sure opportunities are safe?',
            answer:
              'Every employer and role is verified before we offer it to you, and the hours, pay and location are written down before your first interview. We never ask you to pay an employer to get a job.',
          },
          {
            question: 'What if something feels wrong at work?',
            answer: `Contact your coordinator or our support line, which is available ${SUPPORT_AVAILABILITY} to placed talent. Concerns are handled confidentially and quickly.`,
          },
        ],
      },
      {
        key: 'gig-workers-work-and-pay',
        title: 'Work, internships and pay',
        items: [
          {
            question: 'How long are micro-internships?',
            answer: `Between ${MICRO_INTERNSHIP_LENGTH}. Each has a defined project, a supervisor at the host company and a written review at the end that you can use as a reference.`,
          },
          {
            question: 'How soon could I start working?',
            answer: `It depends on the role: some gig assignments start within a day, while other placements take up to six months to line up. Overall, onboarding ranges from ${MARKETING_FIGURES.onboarding}.`,
          },
          {
            question: 'How will I be paid for gig work?',
            answer:
              'The pay, schedule and method are written in your assignment letter before you start. Most payouts are made by UPI or NEFT to your own bank account.',
          },
        ],
      },
      {
        key: 'gig-workers-support',
        title: 'Support',
        items: [
          {
            question: 'Can I get help with my resume or interviews?',
            answer: 'Yes. Our trainers review resumes and run mock interviews with written feedback as part of our training programmes.',
          },
          {
            question: 'How do I reach the team?',
            answer: `Use the contact form or the chat on any page; we reply in office hours (${CONTACT_HOURS}). Our support line is available ${SUPPORT_AVAILABILITY} ${SUPPORT_SCOPE}.`,
          },
        ],
      },
    ],
    closing: {
      text: 'Ready to find your next opportunity?',
      link: { text: 'Join as Talent', href: routes.joinAsTalent },
    },
  },
]

/** Every question of both tabs, for the FAQPage structured data. */
export const allFaqItems = (): FaqItem[] => faqAudiences.flatMap((audience) => audience.categories.flatMap((category) => category.items))
