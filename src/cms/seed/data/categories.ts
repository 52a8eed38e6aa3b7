import type { SeedCategory } from '../types'

export const categories: SeedCategory[] = [
  {
    key: 'staffing',
    name: 'Staffing & Recruitment',
    slug: 'staffing-recruitment',
    order: 1,
    description:
      'Contract, permanent and campus hiring for startups and small firms, backed by a verified talent network that includes students, young professionals and women returning to work.',
    image: {
      alt: 'Abstract illustration of connected circles in deep blue and amber, suggesting people joining a team',
      palette: ['#1E3A8A', '#F59E0B'],
      motif: 'circles',
    },
    heroHeadline: 'The right people, ready when your roadmap is',
    heroSubtext:
      'From a single intern to a full delivery team, we source, screen and onboard talent that fits your stage, your budget and your culture. Onboarding can start in as little as one day.',
    heroCTAs: [
      { text: 'Request a Team', link: '/team-up-request' },
      { text: 'Explore Services', link: '/services' },
    ],
    sections: [
      {
        type: 'overview',
        heading: 'Hiring that keeps pace with a growing business',
        content: [
          'Startups rarely have the luxury of a three-month hiring cycle. A new client signs, a funding round closes or a key engineer serves notice, and suddenly you need people who can contribute next week, not next quarter.',
          'Pune Talent Works runs a standing talent network across Pune and remote India. Every candidate is verified within 24–48 hours of applying, skill-assessed and coached before they ever reach your inbox, so the shortlist you see is short for a reason.',
        ],
      },
      {
        type: 'description',
        heading: 'How our staffing model works',
        content: [
          '## Flexible engagement, one accountable partner',
          'Choose contract staff for project peaks, permanent hires for core roles, or interns on 4–12 week micro-internships to test a role before you commit headcount. You can mix all three under a single agreement.',
          'We handle sourcing, screening, interview scheduling, offer negotiation and first-week onboarding. For contract staff we also manage attendance, payroll and compliance paperwork, so your team focuses on the work itself.',
        ],
      },
      {
        type: 'features',
        heading: 'Staffing Capabilities',
        items: [
          'Pre-verified talent pool with identity and reference checks completed in 24–48 hours',
          'Role-specific skill assessments designed with your hiring manager',
          'Contract, contract-to-hire and permanent placement options',
          'Campus and micro-internship programmes of 4–12 weeks',
          'Dedicated Return-to-Work track for women re-entering the workforce',
          'Onboarding timelines from 1 day to 6 months depending on role seniority',
        ],
      },
      {
        type: 'benefits',
        heading: 'Why growing teams choose us',
        items: [
          'Shortlists in days, not weeks, because screening happens before you ask',
          'Lower cost of a bad hire thanks to trial-friendly contract-to-hire routes',
          'A more diverse team: 65% of this year’s trainees are women returners',
          'One point of contact for sourcing, paperwork and payroll',
          '95% of our clients come back to us for their next hire',
        ],
      },
      {
        type: 'html',
        heading: 'Who joins our talent network',
        content: [
          'Our network is built deliberately around people that traditional recruitment often overlooks, alongside experienced professionals.',
          '- Final-year students and recent graduates from Pune colleges',
          '- Women returning to work after a career break',
          '- Young professionals, skilled gig workers and freelancers looking for steady projects',
        ],
      },
      { type: 'cta', heading: 'Request a staffing proposal', link: '/team-up-request' },
    ],
    industries: ['IT & SaaS', 'Education', 'Retail & E-commerce', 'Finance', 'Non-profit', 'Healthcare'],
    processFlow: [
      {
        title: 'Share your need',
        description:
          'Tell us about the role, team size, budget and timeline through a Team-Up Request or a quick call with our hiring lead.',
      },
      {
        title: 'We shortlist',
        description:
          'We match verified candidates from our network, run skill assessments and send you a focused shortlist with notes on each person.',
      },
      {
        title: 'You interview',
        description: 'We schedule interviews around your calendar, collect feedback and handle offers, notice periods and negotiations.',
      },
      {
        title: 'Onboard and support',
        description: 'New team members start with a structured first week, and we check in regularly so small issues never become exits.',
      },
    ],
    caseStudies: [
      {
        title: 'A six-person support team for a Baner fintech in ten days',
        summary:
          'A growing payments startup needed bilingual customer support before a product launch. We shortlisted, interviewed and onboarded six contract staff, two of whom later converted to permanent roles.',
        link: '/case-studies/staffing-solutions-for-businesses',
      },
      {
        title: 'Bringing returning women engineers back to full-time work',
        summary:
          'Through our Return-to-Work track, a SaaS client hired three QA and support engineers after career breaks, with mentoring and flexible first-month schedules.',
        link: '/case-studies/safe-opportunities-for-students-and-women',
      },
      {
        title: 'Seasonal warehouse coordinators for a D2C brand',
        summary:
          'Ahead of the festive season, we placed twelve coordinators on three-month contracts across two Pune fulfilment centres, with payroll and attendance fully managed by us.',
      },
    ],
    cta: {
      headline: 'Your next great hire is already in our network',
      subtext: 'Tell us who you need and we will send a verified shortlist, usually within a week.',
      buttons: [
        { text: 'Request Proposal', link: '/team-up-request' },
        { text: 'Talk to an Expert', link: '/contact' },
      ],
    },
  },
  {
    key: 'consulting',
    name: 'Consulting',
    slug: 'consulting',
    order: 2,
    description:
      'Practical advice on technology choices, team structure and growth for founders and small businesses, delivered by people who have built and scaled teams themselves.',
    image: {
      alt: 'Abstract illustration of a structured grid in deep teal and warm amber, suggesting planning and strategy',
      palette: ['#0F766E', '#FBBF24'],
      motif: 'grid',
    },
    heroHeadline: 'Clear decisions for the people building the company',
    heroSubtext:
      'Our consultants help you choose the right technology, structure your team and plan your next stage of growth, with advice you can act on the following Monday.',
    heroCTAs: [
      { text: 'Book a Consultation', link: '/contact' },
      { text: 'See Case Studies', link: '/case-studies' },
    ],
    sections: [
      {
        type: 'overview',
        heading: 'Advice grounded in delivery, not slide decks',
        content: [
          'Most founders do not need a 90-page report. They need someone experienced to look at their situation, ask the uncomfortable questions and help them decide. That is how we approach every engagement.',
          'Because we also staff teams and build software, our recommendations are tested against what it really takes to hire, deliver and support a product in India today.',
        ],
      },
      {
        type: 'description',
        heading: 'What a consulting engagement looks like',
        content: [
          '## Short, focused and outcome-driven',
          'Engagements typically run from a two-week diagnostic to a three-month advisory retainer. We start with interviews and a review of your current setup, agree on two or three priorities, and then work through them with your team.',
          'Every engagement ends with a written plan, owners for each action and a follow-up review, so the work continues after we step back.',
        ],
      },
      {
        type: 'features',
        heading: 'Consulting Services',
        items: [
          'Technology strategy and build-versus-buy reviews',
          'Team structure, role design and hiring plans',
          'HR policies, onboarding and workforce compliance',
          'Startup advisory for fundraising readiness and operations',
          'Process reviews for support, sales and delivery teams',
        ],
      },
      {
        type: 'benefits',
        heading: 'What you gain',
        items: [
          'Fewer expensive false starts on tools, vendors and hires',
          'A hiring plan that matches your runway and revenue',
          'Policies that keep you compliant as headcount grows',
          'An experienced sounding board without a full-time executive salary',
        ],
      },
      {
        type: 'html',
        heading: 'Typical questions we help answer',
        content: [
          'Founders usually come to us with one pressing question. These are the most common:',
          '- Should we build this feature in-house, outsource it or buy a tool?',
          '- Who should our next three hires be, and are our HR policies ready for a team of fifty?',
          '- How do we prepare operations and data for due diligence?',
        ],
      },
      { type: 'cta', heading: 'Book a discovery call', link: '/contact' },
    ],
    industries: ['IT & SaaS', 'Education', 'Retail & E-commerce', 'Finance', 'Non-profit'],
    processFlow: [
      {
        title: 'Discovery call',
        description: 'A free 45-minute conversation to understand your goals, constraints and what success looks like.',
      },
      {
        title: 'Diagnostic',
        description: 'We interview key people, review your tools, processes and numbers, and map the real bottlenecks.',
      },
      {
        title: 'Recommendations',
        description: 'You receive a clear, prioritised plan with costs, owners and timelines, not a generic report.',
      },
      {
        title: 'Implementation support',
        description: 'We stay on to help you execute, whether that means hiring, vendor selection or coaching your managers.',
      },
    ],
    caseStudies: [
      {
        title: 'A hiring roadmap for a seed-stage SaaS startup',
        summary:
          'We helped a Kharadi-based SaaS founder sequence the first twelve hires against an 18-month runway, replacing two senior hires with a lead-plus-interns model.',
        link: '/case-studies/staffing-solutions-for-businesses',
      },
      {
        title: 'HR policy refresh for a growing NGO',
        summary:
          'A Pune education non-profit moving from 15 to 40 staff needed leave, remote-work and POSH policies. We drafted, reviewed and rolled them out in six weeks.',
      },
    ],
    cta: {
      headline: 'Bring us your hardest business question',
      subtext: 'A short conversation is often enough to show whether we can help. The first call is on us.',
      buttons: [
        { text: 'Talk to an Expert', link: '/contact' },
        { text: 'Request Proposal', link: '/team-up-request' },
      ],
    },
  },
  {
    key: 'software',
    name: 'Software Development',
    slug: 'software-development',
    order: 3,
    description:
      'MVPs, web and mobile apps and dedicated development teams for startups, built by engineers who care about shipping on time and writing code you can maintain.',
    image: {
      alt: 'Abstract illustration of rising bars in indigo and sky blue, suggesting product growth',
      palette: ['#312E81', '#38BDF8'],
      motif: 'bars',
    },
    heroHeadline: 'From idea to shipped product, without the guesswork',
    heroSubtext:
      'Our engineers design, build and maintain web and mobile products for startups and small businesses, with weekly demos and clear pricing from the first sprint.',
    heroCTAs: [
      { text: 'Start Your Project', link: '/team-up-request' },
      { text: 'View Our Services', link: '/services' },
    ],
    sections: [
      {
        type: 'overview',
        heading: 'Software built for the stage you are in',
        content: [
          'A pre-revenue startup needs a focused MVP it can put in front of users quickly. A business with paying customers needs reliability, security and a team that will still be around next year. We build for both.',
          'Our developers work from Pune in your time zone, join your Slack or Teams channels and demo progress every week, so you always know what has shipped and what is next.',
        ],
      },
      {
        type: 'description',
        heading: 'How we deliver',
        content: [
          '## Small teams, short cycles, visible progress',
          'Every project starts with a scoping workshop where we agree on the smallest version worth launching. We then work in two-week sprints with a product lead, engineers and QA, and you approve each release.',
          'We use proven, widely supported technology such as React, Next.js, Node.js, Flutter and PostgreSQL, so you can hire for it later or take the code in-house whenever you choose.',
        ],
      },
      {
        type: 'features',
        heading: 'Development Services',
        items: [
          'MVP development in 6–12 weeks',
          'Web applications, dashboards and customer portals',
          'Android and iOS apps with a single cross-platform codebase',
          'Dedicated development pods that work as your extended team',
          'Payment, UPI and third-party API integrations',
          'Ongoing maintenance, monitoring and support',
        ],
      },
      {
        type: 'benefits',
        heading: 'The difference you will notice',
        items: [
          'Fixed-scope milestones so budgets do not drift',
          'Full ownership of your code and intellectual property on final payment',
          'Documentation and handover built into every project',
          'Engineers who can be converted to your own payroll later',
          '24/7 support options for production systems',
        ],
      },
      {
        type: 'html',
        heading: 'What you get at every milestone',
        content: [
          'We believe transparency is part of the product. At the end of each sprint you receive:',
          '- A working build you can click through, not a screenshot',
          '- A short written summary of what shipped and what changed',
          '- Updated estimates for the remaining scope, with full access to the source repository at all times',
        ],
      },
      { type: 'cta', heading: 'Get a project estimate', link: '/team-up-request' },
    ],
    industries: ['IT & SaaS', 'Education', 'Retail & E-commerce', 'Finance', 'Healthcare'],
    processFlow: [
      {
        title: 'Scope',
        description: 'A workshop to define users, core features and the smallest release worth launching, with a fixed estimate.',
      },
      {
        title: 'Design',
        description: 'Clickable wireframes and a visual design you approve before any code is written.',
      },
      {
        title: 'Build and test',
        description: 'Two-week sprints with weekly demos, automated tests and a dedicated QA pass before every release.',
      },
      {
        title: 'Launch and support',
        description: 'We deploy, monitor and fix, then hand over documentation or continue as your long-term team.',
      },
    ],
    caseStudies: [
      {
        title: 'A tutor-matching MVP for an edtech startup in nine weeks',
        summary:
          'We scoped, designed and launched a web and Android app connecting students with verified tutors, including UPI payments and session scheduling.',
      },
      {
        title: 'A dedicated pod that grew with a logistics client',
        summary:
          'Starting with two developers, the pod grew to six over a year, rebuilding the driver app and the dispatch dashboard while the client hired its in-house team.',
        link: '/case-studies/staffing-solutions-for-businesses',
      },
      {
        title: 'Interns who shipped real features',
        summary:
          'Students on our 12-week micro-internships worked alongside senior engineers on client projects, and four received full-time offers afterwards.',
        link: '/case-studies/career-growth-for-students',
      },
    ],
    cta: {
      headline: 'Your next big release starts with the right team',
      subtext: 'Share your idea or your backlog and we will come back with a scope, a timeline and a price.',
      buttons: [
        { text: 'Request Proposal', link: '/team-up-request' },
        { text: 'Talk to an Expert', link: '/contact' },
      ],
    },
  },
  {
    key: 'ai',
    name: 'AI Solutions',
    slug: 'ai-solutions',
    order: 4,
    description:
      'Chatbots, analytics and AI-powered automation that save small teams real hours, designed with privacy and India\u2019s DPDP Act in mind.',
    image: {
      alt: 'Abstract illustration of linked nodes in deep navy and bright teal, suggesting a neural network',
      palette: ['#0B1E4D', '#14B8A6'],
      motif: 'nodes',
    },
    heroHeadline: 'Practical AI that pays for itself',
    heroSubtext:
      'We help startups and small businesses put AI to work on real problems: answering customers, understanding data and automating repetitive tasks, with results you can measure.',
    heroCTAs: [
      { text: 'Discuss an AI Project', link: '/team-up-request' },
      { text: 'Talk to an Expert', link: '/contact' },
    ],
    sections: [
      {
        type: 'overview',
        heading: 'AI where it makes a difference',
        content: [
          'There is no shortage of AI hype. What small teams need is a clear answer to a simple question: which tasks can AI handle reliably today, and what will it cost to run?',
          'We start with your workflows, not with a model. If a simple rule or a spreadsheet will do the job, we will tell you. When AI is the right tool, we build it carefully, test it against real data and keep a human in the loop where it matters.',
        ],
      },
      {
        type: 'description',
        heading: 'Our approach to AI projects',
        content: [
          '## Prove value first, then scale',
          'Most projects begin with a four to six week pilot on one workflow, such as answering support questions or summarising documents. We measure accuracy, time saved and running costs before recommending a wider rollout.',
          'We design with data protection in mind from day one, keep personal data to a minimum and document how information flows, which makes compliance with India\u2019s Digital Personal Data Protection Act far easier.',
        ],
      },
      {
        type: 'features',
        heading: 'AI Services',
        items: [
          'Customer support chatbots and internal knowledge assistants',
          'Document processing for invoices, resumes and forms',
          'Dashboards and forecasting from your existing data',
          'Workflow automation connecting email, sheets and CRMs',
          'Hindi, Marathi and English language support',
        ],
      },
      {
        type: 'benefits',
        heading: 'Results our clients care about',
        items: [
          'Faster replies to customers, around the clock',
          'Hours of manual data entry removed from every week',
          'Decisions backed by numbers instead of gut feel',
          'Predictable monthly running costs agreed up front',
          'Privacy-conscious design aligned with the DPDP Act',
        ],
      },
      {
        type: 'html',
        heading: 'Is your business ready for AI?',
        content: [
          'A short pilot is the lowest-risk way to find out what AI can do for you. You are likely to see quick wins if any of these sound familiar:',
          '- Your team answers the same customer questions every day',
          '- Important information is buried in PDFs, emails or WhatsApp chats',
          '- Reports take hours to compile from several spreadsheets',
        ],
      },
      { type: 'cta', heading: 'Start an AI pilot', link: '/team-up-request' },
    ],
    industries: ['IT & SaaS', 'Education', 'Retail & E-commerce', 'Finance', 'Non-profit', 'Healthcare'],
    processFlow: [
      {
        title: 'Find the opportunity',
        description: 'We review your workflows and pick the one where AI can save the most time with the least risk.',
      },
      {
        title: 'Pilot',
        description: 'A working prototype on your real data in four to six weeks, with agreed success measures.',
      },
      {
        title: 'Measure',
        description: 'We compare accuracy, time saved and running costs against the old way of working.',
      },
      {
        title: 'Roll out and improve',
        description: 'We integrate the solution with your tools, train your team and keep tuning it as usage grows.',
      },
    ],
    caseStudies: [
      {
        title: 'An AI support assistant for a D2C skincare brand',
        summary:
          'Our chatbot now answers order-status and product questions on the website and WhatsApp, handing complex cases to the human team with full context.',
      },
      {
        title: 'Faster resume screening for our own talent network',
        summary:
          'We built an assistant that extracts skills and experience from resumes, helping our recruiters verify applicants within 24–48 hours while a person makes every final decision.',
        link: '/case-studies/career-growth-for-students',
      },
    ],
    cta: {
      headline: 'See what AI can do for your team in six weeks',
      subtext: 'Tell us about a workflow that eats your team\u2019s time and we will propose a focused pilot.',
      buttons: [
        { text: 'Request Proposal', link: '/team-up-request' },
        { text: 'Explore Services', link: '/services' },
      ],
    },
  },
]
