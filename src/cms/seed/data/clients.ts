import type { SeedClient, SeedFeaturedSolution } from '../types'

// Client logos are wordmarks drawn at seed time (../images.ts); staff replace them with the real files.

export const clients: SeedClient[] = [
  {
    name: 'PaySetu Fintech',
    description:
      'We staffed a six-person bilingual support team in ten days for the Baner-based payments startup\u2019s UPI merchant launch.',
    link: '/case-studies/staffing-solutions-for-businesses',
    order: 1,
    logo: { alt: 'PaySetu Fintech logo', palette: ['#1E3A8A', '#F59E0B'] },
  },
  {
    name: 'ShikshaSetu Learning',
    description:
      'We designed and built the edtech startup\u2019s tutor-matching web and Android MVP in nine weeks, including UPI payments.',
    link: '/services',
    order: 2,
    logo: { alt: 'ShikshaSetu Learning logo', palette: ['#312E81', '#38BDF8'] },
  },
  {
    name: 'Kesar & Clay',
    description:
      'We launched a website and WhatsApp AI assistant that answers order and product questions for this Pune D2C home-decor brand.',
    link: '/services',
    order: 3,
    logo: { alt: 'Kesar & Clay logo', palette: ['#0F766E', '#FBBF24'] },
  },
  {
    name: 'Udaan Sakhi Foundation',
    description:
      'We refreshed HR and POSH policies and built a live donor dashboard for this Pune non-profit supporting girls\u2019 education.',
    link: '/case-studies/safe-opportunities-for-students-and-women',
    order: 4,
    logo: { alt: 'Udaan Sakhi Foundation logo', palette: ['#4338CA', '#FDBA74'] },
  },
  {
    name: 'Ledgerly SaaS',
    description:
      'We placed three engineers from our Return-to-Work track and provided a dedicated QA pod for this Kharadi accounting SaaS.',
    link: '/case-studies',
    order: 5,
    logo: { alt: 'Ledgerly SaaS logo', palette: ['#0B1E4D', '#14B8A6'] },
  },
  {
    name: 'RouteKart Logistics',
    description:
      'Our dedicated development pod rebuilt the driver app and dispatch dashboard for this Hinjewadi last-mile logistics startup.',
    link: '/case-studies/staffing-solutions-for-businesses',
    order: 6,
    logo: { alt: 'RouteKart Logistics logo', palette: ['#1D4ED8', '#FB923C'] },
  },
]

export const featuredSolutions: SeedFeaturedSolution[] = [
  {
    title: 'Return-to-Work Talent Pool',
    description:
      'Hire skilled, motivated women professionals returning after a career break, refreshed on current tools and supported by mentors through their first months.',
    link: '/subpage/return-to-work-program-for-women',
    order: 1,
    image: {
      alt: 'Abstract illustration of gentle waves in deep teal and amber',
      palette: ['#115E59', '#F59E0B'],
      motif: 'waves',
    },
  },
  {
    title: 'AI Support Assistant in 6 Weeks',
    description:
      'A website and WhatsApp assistant trained on your own content, answering customers around the clock and handing complex cases to your team.',
    link: '/subpage/ai-chatbots-assistants',
    order: 2,
    image: {
      alt: 'Abstract illustration of linked nodes in navy and teal',
      palette: ['#0C1E4F', '#2DD4BF'],
      motif: 'nodes',
    },
  },
  {
    title: 'Dedicated Dev Pod',
    description: 'Developers, QA and a team lead working only on your product, starting in two to four weeks on a simple monthly plan.',
    link: '/subpage/dedicated-development-teams',
    order: 3,
    image: {
      alt: 'Abstract illustration of rising bars in indigo and amber',
      palette: ['#1E1B4B', '#F59E0B'],
      motif: 'bars',
    },
  },
]
