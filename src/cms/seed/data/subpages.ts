import type { SeedService } from '../types'

export const subpages: SeedService[] = [
  // ───────────────────────── Staffing & Recruitment ─────────────────────────
  {
    title: 'Contract Staffing',
    slug: 'contract-staffing',
    categoryKey: 'staffing',
    order: 1,
    description:
      'Verified professionals on flexible contracts for project peaks, launches and seasonal demand. We handle payroll, attendance and compliance so you only manage the work.',
    image: {
      alt: 'Abstract illustration of overlapping circles in royal blue and amber',
      palette: ['#1D4ED8', '#F59E0B'],
      motif: 'circles',
    },
    content: [
      'Contract staffing lets you add skilled people for weeks or months without adding permanent headcount. It is ideal for product launches, client projects with fixed end dates, festive-season peaks and cover during parental or medical leave.',
      'Every contractor in our network has passed identity, reference and skill checks, usually within 24–48 hours of applying. We remain the employer of record, so statutory contributions, payslips and exit paperwork are on us.',
      'If a contractor becomes indispensable, you can convert them to your own payroll through a transparent contract-to-hire route.',
    ],
    flipcards: [
      { title: 'Fast start', text: 'Urgent roles can be filled and onboarded in as little as one working day.', icon: 'rocket' },
      { title: 'Fully compliant', text: 'We manage payroll, PF, ESI and contracts as the employer of record.', icon: 'shield' },
      { title: 'Scale up or down', text: 'Extend, add or release contractors with simple written notice.', icon: 'chart' },
      { title: 'Try before you hire', text: 'Convert top performers to permanent roles on pre-agreed terms.', icon: 'handshake' },
    ],
    sections: [
      {
        type: 'hero',
        heading: 'Skilled people for exactly as long as you need them',
        subheading: 'Contract staffing for startups and small businesses in Pune and across India',
        content: [
          'Add developers, support agents, coordinators or analysts to your team in days, with no long-term commitment and no paperwork headaches.',
        ],
      },
      {
        type: 'default',
        heading: 'When contract staffing makes sense',
        content: [
          'Contract roles work best when the need is real but its duration is uncertain. Common situations include:',
          '- A client project with a fixed end date',
          '- A product launch or marketing campaign that needs extra hands',
          '- Seasonal demand such as Diwali or end-of-year sales',
          '- Covering a team member on long leave',
        ],
      },
      {
        type: 'features',
        heading: 'What is included',
        items: [
          'Sourcing and screening from our verified talent network',
          'Role-specific skill tests before shortlisting',
          'Employment contracts, payroll and statutory compliance',
          'Attendance tracking and monthly reporting',
          'Replacement guarantee if a contractor is not the right fit',
        ],
      },
      { type: 'flipcards', heading: 'Why teams choose contract staffing', subheading: 'Hover over a card to learn more' },
      {
        type: 'packages',
        heading: 'Simple, transparent pricing',
        subheading: 'Indicative rates per contractor; final quotes depend on role and seniority',
        packages: [
          {
            name: 'Essentials',
            price: 'From ₹28,000 / month',
            description: 'Operations, support and coordination roles.',
            features: ['Verified candidate shortlist', 'Payroll and compliance', 'Monthly attendance report', 'Replacement within 7 days'],
          },
          {
            name: 'Professional',
            price: 'From ₹55,000 / month',
            description: 'Developers, analysts, QA and designers.',
            features: [
              'Technical skill assessment',
              'Payroll and compliance',
              'Dedicated account manager',
              'Contract-to-hire option',
              'Replacement within 5 days',
            ],
          },
          {
            name: 'Team',
            price: 'From ₹25,000 / contractor / month',
            description: 'Five or more contractors under one agreement.',
            features: ['Volume pricing', 'Team lead coordination', 'Quarterly performance reviews', 'Priority replacement'],
          },
        ],
      },
      {
        type: 'target',
        heading: 'Who this is for',
        content: [
          'Startups and small firms that need to grow capacity quickly without committing to permanent headcount, and HR teams that want to hand off contractor payroll and compliance entirely.',
        ],
      },
      { type: 'cta', heading: 'Need extra hands next week?', subheading: 'Tell us the role and we will send a shortlist.' },
    ],
  },
  {
    title: 'Permanent Recruitment',
    slug: 'permanent-recruitment',
    categoryKey: 'staffing',
    order: 2,
    description:
      'End-to-end hiring for the core roles that shape your company, from the first engineer to the first sales head. You pay only when the right person joins.',
    image: {
      alt: 'Abstract illustration of a calm grid in navy and gold',
      palette: ['#1E3A8A', '#EAB308'],
      motif: 'grid',
    },
    content: [
      'Permanent hires shape your culture for years, so we treat every search as a partnership. We start by understanding the role, the team the person will join and what success looks like after six months.',
      'We then combine our talent network with targeted outreach, run structured interviews and reference checks, and help you close offers, including negotiations around notice periods, which in India often run from 30 to 90 days.',
    ],
    flipcards: [
      { title: 'Success-based fee', text: 'You pay our fee only when your chosen candidate joins.', icon: 'handshake' },
      { title: 'Structured interviews', text: 'Scorecards agreed up front keep every interview fair and focused.', icon: 'users' },
      { title: 'Replacement guarantee', text: 'If a hire leaves within 90 days, we find a replacement at no cost.', icon: 'shield' },
    ],
    sections: [
      {
        type: 'hero',
        heading: 'Hire the people who will build your company with you',
        subheading: 'Permanent recruitment for startups and growing businesses',
        content: [
          'From founding engineers to operations managers, we find candidates who have the skills you need and the commitment you want.',
        ],
      },
      {
        type: 'features',
        heading: 'Our recruitment process',
        items: [
          'Role discovery workshop with the hiring manager',
          'Clear job description and interview scorecard',
          'Sourcing from our network and targeted outreach',
          'Pre-screening calls and skill assessments',
          'Offer negotiation and notice-period follow-up',
          'Check-ins during the first 90 days',
        ],
      },
      {
        type: 'benefits',
        heading: 'Why it works',
        items: [
          'Shortlists of three to five strong candidates, not fifty resumes',
          'Less time lost to interviews that were never going to work',
          'Fewer offer drop-outs thanks to regular contact during notice periods',
          'A hiring experience that reflects well on your brand',
        ],
      },
      {
        type: 'examples',
        heading: 'Roles we recently filled',
        examples: [
          {
            title: 'Founding Backend Engineer',
            description: 'A Node.js engineer for a seed-stage SaaS startup in Kharadi, hired in four weeks.',
          },
          { title: 'Finance Manager', description: 'A CA with startup experience for a growing fintech in Baner.' },
          {
            title: 'Customer Success Lead',
            description: 'A bilingual lead to build and run a five-person support team for an edtech firm.',
          },
        ],
      },
      {
        type: 'packages',
        heading: 'Recruitment fees',
        subheading: 'Success-based: no joining, no fee',
        packages: [
          {
            name: 'Standard',
            price: 'From ₹40,000 per hire',
            description: 'For junior and mid-level roles: 8.33% of annual CTC, charged only on joining.',
            features: ['Shortlist within 10 working days', 'Structured screening', '60-day replacement guarantee'],
          },
          {
            name: 'Leadership',
            price: 'From ₹1,50,000 per hire',
            description: 'For senior, specialist and leadership roles: 12% of annual CTC, charged only on joining.',
            features: [
              'Dedicated senior recruiter',
              'Market mapping and salary benchmarking',
              'Detailed reference checks',
              '90-day replacement guarantee',
            ],
          },
        ],
      },
      { type: 'cta', heading: 'Ready to make your next key hire?', subheading: 'Share the role and we will take it from there.' },
    ],
  },
  {
    title: 'Return-to-Work Program for Women',
    slug: 'return-to-work-program-for-women',
    categoryKey: 'staffing',
    order: 3,
    description:
      'A structured path back to work for women after a career break, with refresher training, mentoring and placements with employers who welcome returners.',
    image: {
      alt: 'Abstract illustration of gentle waves in deep teal and warm amber',
      palette: ['#115E59', '#F59E0B'],
      motif: 'waves',
    },
    content: [
      'Many talented women step away from work to raise children, care for family or relocate. Returning after two, five or ten years can feel daunting, not because skills disappear, but because confidence, networks and tools change.',
      'Our Return-to-Work Program combines short skill refreshers, interview coaching and a supportive cohort with placements at companies that value returners. 65% of this year’s trainees are women returners, and this programme is at the heart of what we do.',
      'For employers, it is a reliable way to hire mature, motivated professionals and build a more diverse team.',
    ],
    flipcards: [
      {
        title: 'Refresh your skills',
        text: 'Short, practical modules on current tools, from cloud basics to modern Excel.',
        icon: 'graduation',
      },
      { title: 'Rebuild confidence', text: 'Mock interviews and coaching on explaining your career break with pride.', icon: 'users' },
      {
        title: 'Safe workplaces',
        text: 'We place returners only with employers who commit to respectful, flexible workplaces.',
        icon: 'shield',
      },
      {
        title: 'Mentor support',
        text: 'A mentor who has returned to work herself stays with you through the first months.',
        icon: 'handshake',
      },
    ],
    sections: [
      {
        type: 'hero',
        heading: 'Your career break is a chapter, not the end of the story',
        subheading: 'A supportive path back to meaningful work',
        content: [
          'Whether you have been away for two years or ten, we help you refresh your skills, rebuild your confidence and find a role that fits your life today.',
        ],
      },
      {
        type: 'default',
        heading: 'How the programme works',
        content: [
          '## Four steps back to work',
          '- Profile review and verification within 24–48 hours',
          '- A 4–8 week skill refresher matched to your target role',
          '- Interview preparation with mentors and mock panels',
          '- Placement with an employer, with flexible or hybrid options where possible',
        ],
      },
      {
        type: 'benefits',
        heading: 'What returners gain',
        items: [
          'Updated, job-ready skills without expensive long courses',
          'A cohort of women going through the same journey',
          'Introductions to employers who value your experience',
          'Support through your first months back at work',
        ],
      },
      { type: 'flipcards', heading: 'Built around returners' },
      {
        type: 'examples',
        heading: 'Where returners have gone next',
        examples: [
          {
            title: 'QA Engineer',
            description:
              'After a six-year break, a former tester completed an automation refresher and joined a SaaS company in Hinjewadi.',
          },
          {
            title: 'HR Executive',
            description: 'A returning HR professional now runs onboarding for a 60-person startup on a hybrid schedule.',
          },
          {
            title: 'Accounts Associate',
            description: 'A commerce graduate refreshed her GST and Tally skills and joined a Pune logistics firm.',
          },
        ],
      },
      {
        type: 'target',
        heading: 'Who can join',
        content: [
          'Women aged 18 and above who have taken a career break of one year or more and want to return to work in technology, operations, finance, HR or customer-facing roles. Employers who want to hire returners are equally welcome to partner with us.',
        ],
      },
      { type: 'cta', heading: 'Take the first step back', subheading: 'Join our talent network or partner with us as an employer.' },
    ],
  },
  {
    title: 'Campus & Internship Hiring',
    slug: 'campus-internship-hiring',
    categoryKey: 'staffing',
    order: 4,
    description:
      'Access motivated students and fresh graduates through campus drives and 4–12 week micro-internships, so you can test fit before you hire.',
    image: {
      alt: 'Abstract illustration of connected nodes in indigo and bright amber',
      palette: ['#3730A3', '#FBBF24'],
      motif: 'nodes',
    },
    content: [
      'Pune is home to dozens of engineering, management and arts colleges, and some of the country\u2019s most eager early-career talent. We work with placement cells and student communities so you do not have to run campus drives on your own.',
      'Our micro-internships last 4–12 weeks and are built around a real project. Students gain experience and a reference; you gain a low-risk way to find future full-time hires.',
    ],
    flipcards: [
      { title: 'Real projects', text: 'Interns work on defined deliverables, not busywork.', icon: 'code' },
      { title: 'Guided learning', text: 'Weekly check-ins with our coordinators keep interns on track.', icon: 'graduation' },
      { title: 'Future hires', text: 'Convert your best interns into full-time team members.', icon: 'rocket' },
    ],
    sections: [
      {
        type: 'hero',
        heading: 'Meet tomorrow\u2019s team today',
        subheading: 'Campus hiring and micro-internships for startups',
        content: [
          'We connect you with pre-screened students and fresh graduates from Pune and beyond, ready to learn fast and contribute from week one.',
        ],
      },
      {
        type: 'features',
        heading: 'What we handle',
        items: [
          'Campus outreach and coordination with placement cells',
          'Aptitude and role-specific screening',
          'Micro-internship design with clear weekly goals',
          'Stipend administration and internship certificates',
          'Feedback reports to support conversion decisions',
        ],
      },
      { type: 'flipcards', heading: 'Internships that work for everyone' },
      {
        type: 'packages',
        heading: 'Internship plans',
        packages: [
          {
            name: 'Micro-Internship',
            price: 'From ₹12,000 / intern / month',
            description: '4–12 week project-based internships.',
            features: ['Screened shortlist', 'Project plan template', 'Weekly coordinator check-ins', 'Completion certificate'],
          },
          {
            name: 'Campus Drive',
            price: 'From ₹60,000 / drive',
            description: 'A hiring drive at one or more partner colleges.',
            features: [
              'College outreach and scheduling',
              'Online aptitude test',
              'Group discussion and interview rounds',
              'Offer roll-out support',
            ],
          },
        ],
      },
      {
        type: 'target',
        heading: 'Who this is for',
        content: [
          'Startups and small firms building a pipeline of early-career talent, and students aged 18 and above looking for their first real work experience.',
        ],
      },
      { type: 'cta', heading: 'Start your intern programme', subheading: 'Businesses and students can both begin here.' },
    ],
  },

  // ───────────────────────────────── Consulting ─────────────────────────────────
  {
    title: 'Tech Strategy Consulting',
    slug: 'tech-strategy-consulting',
    categoryKey: 'consulting',
    order: 1,
    description:
      'Independent advice on architecture, tools, vendors and build-versus-buy decisions, so your technology spend supports your business goals.',
    image: {
      alt: 'Abstract illustration of a grid in dark teal and sky blue',
      palette: ['#134E4A', '#7DD3FC'],
      motif: 'grid',
    },
    content: [
      'Technology decisions made early tend to stay for years. The wrong framework, an expensive SaaS contract or an over-engineered architecture can quietly drain a startup\u2019s runway.',
      'Our tech strategy consultants review your current setup, your plans and your constraints, then give you a clear recommendation with costs and trade-offs spelled out in plain language.',
    ],
    flipcards: [
      { title: 'Vendor-neutral', text: 'We do not resell tools, so our advice has no hidden agenda.', icon: 'shield' },
      { title: 'Cost-aware', text: 'Every recommendation comes with an estimate of what it will cost to build and run.', icon: 'chart' },
      { title: 'Hands-on experts', text: 'Consultants who still write code and run delivery teams.', icon: 'code' },
    ],
    sections: [
      {
        type: 'hero',
        heading: 'Make technology decisions you will not regret',
        subheading: 'Independent tech strategy for founders and small teams',
        content: ['Get an experienced second opinion before you commit budget, people or months of effort.'],
      },
      {
        type: 'default',
        heading: 'What we review',
        content: [
          'A typical engagement looks at four areas:',
          '- Architecture and code health of your current product',
          '- Your tool stack and monthly software spend',
          '- Build, buy or outsource decisions for upcoming features',
          '- Security basics and data protection readiness',
        ],
      },
      {
        type: 'examples',
        heading: 'Recent engagements',
        examples: [
          {
            title: 'Cloud cost review',
            description: 'Cut a SaaS startup\u2019s monthly cloud bill by right-sizing servers and removing unused services.',
          },
          {
            title: 'Platform choice',
            description: 'Helped a D2C brand decide between a custom storefront and a hosted e-commerce platform.',
          },
          {
            title: 'Rewrite or refactor',
            description: 'Assessed a legacy PHP app and planned a staged migration instead of a risky full rewrite.',
          },
        ],
      },
      { type: 'flipcards', heading: 'How we are different' },
      {
        type: 'packages',
        heading: 'Engagement options',
        packages: [
          {
            name: 'Tech Health Check',
            price: '₹75,000 one-time',
            description: 'A two-week review with a written report.',
            features: [
              'Stakeholder interviews',
              'Architecture and code review',
              'Prioritised recommendations',
              'Follow-up call after 30 days',
            ],
          },
          {
            name: 'Fractional CTO',
            price: 'From ₹1,20,000 / month',
            description: 'Ongoing senior technology leadership, part-time.',
            features: [
              'Weekly leadership sessions',
              'Vendor and hiring decisions',
              'Roadmap and budget planning',
              'Support for investor conversations',
            ],
          },
        ],
      },
      { type: 'cta', heading: 'Get a second opinion on your tech', subheading: 'The first conversation is free.' },
    ],
  },
  {
    title: 'HR & Workforce Consulting',
    slug: 'hr-workforce-consulting',
    categoryKey: 'consulting',
    order: 2,
    description:
      'Policies, processes and workforce plans that help small companies hire well, treat people fairly and stay compliant as they grow.',
    image: {
      alt: 'Abstract illustration of soft circles in indigo and peach amber',
      palette: ['#4338CA', '#FDBA74'],
      motif: 'circles',
    },
    content: [
      'Young companies often run HR on goodwill and a shared spreadsheet, which works until it does not. A first difficult exit, a compliance notice or a sudden hiring push exposes the gaps.',
      'We help you put the right foundations in place: clear policies, a fair onboarding process, sensible compensation bands and a workforce plan that matches your growth.',
    ],
    flipcards: [
      { title: 'Compliance ready', text: 'Policies aligned with Indian labour laws and the POSH Act.', icon: 'shield' },
      { title: 'People first', text: 'Processes that make new joiners feel welcome from day one.', icon: 'users' },
      { title: 'Plan ahead', text: 'Workforce plans tied to your revenue and runway.', icon: 'chart' },
    ],
    sections: [
      {
        type: 'hero',
        heading: 'HR foundations for a growing team',
        subheading: 'Practical workforce consulting for startups and SMEs',
        content: ['Get the policies and processes you need to grow from ten people to a hundred without the growing pains.'],
      },
      {
        type: 'features',
        heading: 'Areas we cover',
        items: [
          'Employee handbook and leave, remote-work and conduct policies',
          'POSH policy and Internal Committee setup',
          'Onboarding and exit processes',
          'Compensation bands and appraisal frameworks',
          'Workforce planning and hiring budgets',
          'Employee data handling in line with the DPDP Act',
        ],
      },
      {
        type: 'benefits',
        heading: 'What changes for you',
        items: [
          'Fewer ad-hoc decisions and fewer disputes',
          'A smoother experience for every new joiner',
          'Confidence during audits and due diligence',
          'Managers who know what is expected of them',
        ],
      },
      { type: 'flipcards', heading: 'Our focus areas' },
      {
        type: 'target',
        heading: 'Who this is for',
        content: [
          'Founders and operations leads at companies with roughly 10 to 150 employees who do not yet have a senior HR leader, and NGOs formalising their people practices.',
        ],
      },
      { type: 'cta', heading: 'Build HR that scales with you', subheading: 'Book a free 45-minute discovery call.' },
    ],
  },
  {
    title: 'Startup Advisory',
    slug: 'startup-advisory',
    categoryKey: 'consulting',
    order: 3,
    description:
      'Hands-on guidance for early-stage founders on operations, fundraising readiness, team building and go-to-market, from advisors who have been in your seat.',
    image: {
      alt: 'Abstract illustration of ascending bars in deep teal and amber',
      palette: ['#0F766E', '#F59E0B'],
      motif: 'bars',
    },
    content: [
      'Founders face a hundred decisions a week with little time to think them through. Our advisors act as a steady sounding board, helping you focus on what matters this quarter.',
      'We have helped more than ten startups scale, from first hires to first institutional rounds, and we bring that pattern recognition to every conversation.',
    ],
    flipcards: [
      { title: 'Founder focused', text: 'Advisors who have built, scaled and sometimes failed with startups themselves.', icon: 'rocket' },
      { title: 'Investor ready', text: 'Help with data rooms, metrics and pitch narratives.', icon: 'chart' },
      { title: 'Trusted network', text: 'Introductions to talent, vendors and mentors across Pune\u2019s ecosystem.', icon: 'handshake' },
    ],
    sections: [
      {
        type: 'hero',
        heading: 'An experienced partner for the founder journey',
        subheading: 'Startup advisory from people who have built companies',
        content: [
          'Get practical help with the decisions that keep you up at night, from hiring your first manager to preparing for a funding round.',
        ],
      },
      {
        type: 'default',
        heading: 'What we work on together',
        content: [
          '## Common advisory topics',
          '- Setting quarterly goals and the metrics to track them',
          '- Preparing a data room and financial model for investors',
          '- Designing the first sales and customer success processes',
          '- Planning the first twenty hires and the order to make them',
        ],
      },
      {
        type: 'benefits',
        heading: 'Why founders work with us',
        items: [
          'Clarity on priorities when everything feels urgent',
          'Fewer costly mistakes in hiring and fundraising',
          'Access to our staffing and development teams when you need to execute',
          'Honest feedback from people with no stake in your cap table',
        ],
      },
      {
        type: 'packages',
        heading: 'Advisory plans',
        subheading: 'Monthly, three-month, six-month and yearly options available',
        packages: [
          {
            name: 'Founder Sessions',
            price: 'From ₹25,000 / month',
            description: 'Two advisory sessions a month.',
            features: ['Two 90-minute sessions', 'Messaging support between sessions', 'Session notes and action items'],
          },
          {
            name: 'Growth Partner',
            price: 'From ₹65,000 / month',
            description: 'Weekly involvement for fast-moving teams.',
            features: [
              'Weekly strategy sessions',
              'Investor material reviews',
              'Hiring plan and interview support',
              'Introductions from our network',
            ],
          },
        ],
      },
      {
        type: 'target',
        heading: 'Who this is for',
        content: [
          'First-time founders from idea stage to Series A, especially in SaaS, edtech, fintech and D2C, who want experienced guidance without hiring a full-time executive.',
        ],
      },
      { type: 'cta', heading: 'Talk to an advisor', subheading: 'Tell us where you are and where you want to be in twelve months.' },
    ],
  },

  // ─────────────────────────── Software Development ───────────────────────────
  {
    title: 'MVP Development',
    slug: 'mvp-development',
    categoryKey: 'software',
    order: 1,
    description: 'Launch a focused, working first version of your product in 6–12 weeks, built to test with real users and ready to grow.',
    image: {
      alt: 'Abstract illustration of rising bars in indigo and electric blue',
      palette: ['#312E81', '#60A5FA'],
      motif: 'bars',
    },
    content: [
      'An MVP should answer one question: do people want this enough to use it, and ideally pay for it? We help you cut the scope to what proves that, then build it properly.',
      'You get a product real users can sign up for, with analytics to see what they do, and a clean codebase you can extend once the idea is validated.',
    ],
    flipcards: [
      { title: 'Launch fast', text: 'A live product in 6–12 weeks, not six months.', icon: 'rocket' },
      { title: 'Built to grow', text: 'Clean, documented code on mainstream technology.', icon: 'code' },
      { title: 'Measure everything', text: 'Analytics from day one so you learn from every user.', icon: 'chart' },
    ],
    sections: [
      {
        type: 'hero',
        heading: 'Turn your idea into a product people can use',
        subheading: 'MVP development for founders',
        content: [
          'We help you scope, design, build and launch your first version, with weekly demos and a fixed price for each milestone.',
        ],
      },
      {
        type: 'default',
        heading: 'Our MVP playbook',
        content: [
          'We start with a two-day scoping workshop to agree on users, the core journey and what can wait. Design follows as clickable wireframes you can share with early users.',
          'Development runs in two-week sprints with a demo every week. On launch, we set up monitoring and analytics and stay on to fix issues and plan the next release.',
        ],
      },
      {
        type: 'features',
        heading: 'What your MVP includes',
        items: [
          'Scoping workshop and prioritised feature list',
          'UX wireframes and visual design',
          'Web app or cross-platform mobile app',
          'Sign-up, payments via UPI and cards, and admin panel',
          'Analytics, error monitoring and deployment',
        ],
      },
      { type: 'flipcards', heading: 'Why build your MVP with us' },
      {
        type: 'packages',
        heading: 'MVP packages',
        packages: [
          {
            name: 'Prototype',
            price: 'From ₹1,50,000',
            description: 'A clickable prototype to test with users and investors.',
            features: ['Scoping workshop', 'Wireframes and UI design', 'Clickable prototype', 'User testing guide'],
          },
          {
            name: 'Launch MVP',
            price: 'From ₹4,50,000',
            description: 'A working product ready for real users.',
            features: [
              'Everything in Prototype',
              'Web or mobile app build',
              'Payments integration',
              'Admin panel',
              '30 days of post-launch support',
            ],
          },
          {
            name: 'MVP + Growth',
            price: 'From ₹7,50,000',
            description: 'Launch plus three months of iteration.',
            features: ['Everything in Launch MVP', 'Three months of sprint support', 'Analytics reviews', 'Roadmap planning sessions'],
          },
        ],
      },
      { type: 'cta', heading: 'Let\u2019s scope your MVP', subheading: 'Share your idea and get a fixed estimate within a week.' },
    ],
  },
  {
    title: 'Web & Mobile Apps',
    slug: 'web-mobile-apps',
    categoryKey: 'software',
    order: 2,
    description:
      'Fast, secure web applications and Android and iOS apps for customers, partners and internal teams, designed for Indian users and networks.',
    image: {
      alt: 'Abstract illustration of flowing waves in deep blue and cyan',
      palette: ['#1E40AF', '#22D3EE'],
      motif: 'waves',
    },
    content: [
      'Whether you need a customer portal, a booking app or an internal dashboard, we design and build software that works well on mid-range phones and patchy mobile data, not just on a developer\u2019s laptop.',
      'We use React and Next.js for the web and Flutter or React Native for mobile, so one team can deliver both platforms efficiently.',
      'Every app ships with automated tests, documentation and a handover plan.',
    ],
    flipcards: [
      { title: 'Mobile first', text: 'Designed for the phones and networks your users actually have.', icon: 'rocket' },
      { title: 'Secure by default', text: 'Authentication, encryption and regular dependency updates.', icon: 'shield' },
      { title: 'One team, every platform', text: 'Web, Android and iOS from a single coordinated team.', icon: 'code' },
      { title: 'Local payments', text: 'UPI, cards and net banking integrated smoothly.', icon: 'chart' },
    ],
    sections: [
      {
        type: 'hero',
        heading: 'Apps your users will enjoy opening',
        subheading: 'Web and mobile development for startups and small businesses',
        content: ['From customer apps to internal tools, we build software that is fast, reliable and easy to maintain.'],
      },
      {
        type: 'features',
        heading: 'What we build',
        items: [
          'Customer-facing web apps and portals',
          'Android and iOS apps with a shared codebase',
          'Admin dashboards and internal tools',
          'Booking, ordering and subscription flows',
          'Integrations with payment gateways, SMS, WhatsApp and CRMs',
        ],
      },
      {
        type: 'examples',
        heading: 'Projects we have delivered',
        examples: [
          {
            title: 'Tutor booking app',
            description: 'A web and Android app for an edtech startup with UPI payments and session reminders.',
          },
          {
            title: 'Driver app',
            description: 'A lightweight Flutter app for a logistics startup that works offline between delivery stops.',
          },
          { title: 'Volunteer portal', description: 'A simple web portal for an NGO to register volunteers and track event attendance.' },
        ],
      },
      { type: 'flipcards', heading: 'What sets our apps apart' },
      {
        type: 'benefits',
        heading: 'What you can expect',
        items: [
          'Weekly demos and a shared project board',
          'Fixed-price milestones with clear acceptance criteria',
          'Full ownership of the code and intellectual property on final payment',
          'Optional maintenance plans with 24/7 support',
        ],
      },
      { type: 'cta', heading: 'Have an app in mind?', subheading: 'Tell us about it and we will suggest the simplest way to build it.' },
    ],
  },
  {
    title: 'Dedicated Development Teams',
    slug: 'dedicated-development-teams',
    categoryKey: 'software',
    order: 3,
    description:
      'A pod of developers, QA and a team lead who work exclusively on your product, as an extension of your own team, on a simple monthly plan.',
    image: {
      alt: 'Abstract illustration of a network of nodes in deep indigo and amber',
      palette: ['#1E1B4B', '#F59E0B'],
      motif: 'nodes',
    },
    content: [
      'When you have a long-term roadmap but hiring a full in-house team would take months, a dedicated pod gives you capacity now. Your pod joins your standups, uses your tools and follows your priorities.',
      'We handle recruitment, retention, laptops and HR. You can grow or shrink the pod with notice, and if you later want to bring people in-house, we make the transition easy.',
    ],
    flipcards: [
      {
        title: 'Your team, our support',
        text: 'Developers who work only on your product, backed by our HR and delivery leads.',
        icon: 'users',
      },
      { title: 'Flexible size', text: 'Start with two engineers and scale as your roadmap grows.', icon: 'chart' },
      { title: 'Built-in quality', text: 'Code reviews, testing and a team lead in every pod.', icon: 'code' },
    ],
    sections: [
      {
        type: 'hero',
        heading: 'An engineering team that feels like your own',
        subheading: 'Dedicated development pods for growing startups',
        content: ['Get experienced engineers working on your product within weeks, without the overhead of building a team from scratch.'],
      },
      {
        type: 'default',
        heading: 'How a pod works',
        content: [
          'Each pod includes developers matched to your stack, a QA engineer and a part-time team lead. We agree on your sprint process, communication channels and working hours, then the pod works as part of your team.',
          'Monthly reviews with our delivery lead make sure velocity, quality and team morale stay where they should be.',
        ],
      },
      {
        type: 'benefits',
        heading: 'Why teams choose a pod',
        items: [
          'Start in two to four weeks instead of waiting months to hire',
          'No recruitment, payroll or retention overhead',
          'Continuity: the same people on your product month after month',
          'An option to convert pod members to your own payroll',
        ],
      },
      { type: 'flipcards', heading: 'What makes our pods work' },
      {
        type: 'packages',
        heading: 'Pod plans',
        subheading: 'Billed monthly; three-month minimum',
        packages: [
          {
            name: 'Starter Pod',
            price: 'From ₹3,20,000 / month',
            description: 'Two developers and a part-time QA engineer.',
            features: ['Two full-time developers', 'Part-time QA', 'Fortnightly delivery review', 'Shared team lead'],
          },
          {
            name: 'Growth Pod',
            price: 'From ₹6,50,000 / month',
            description: 'Four developers, QA and a dedicated lead.',
            features: ['Four full-time developers', 'Full-time QA', 'Dedicated team lead', 'Weekly reporting', 'Priority scaling'],
          },
        ],
      },
      {
        type: 'target',
        heading: 'Who this is for',
        content: [
          'Funded startups and product companies with a roadmap of six months or more that need reliable engineering capacity quickly.',
        ],
      },
      { type: 'cta', heading: 'Build your pod', subheading: 'Tell us your stack and roadmap, and we will propose a team.' },
    ],
  },

  // ──────────────────────────────── AI Solutions ────────────────────────────────
  {
    title: 'AI Chatbots & Assistants',
    slug: 'ai-chatbots-assistants',
    categoryKey: 'ai',
    order: 1,
    description:
      'Chatbots and assistants that answer customer and employee questions accurately, on your website, in WhatsApp and inside your tools.',
    image: {
      alt: 'Abstract illustration of linked nodes in navy and teal',
      palette: ['#0C1E4F', '#2DD4BF'],
      motif: 'nodes',
    },
    content: [
      'Customers expect answers at 11 PM on a Sunday. An AI assistant trained on your own FAQs, policies and product information can handle routine questions instantly and pass complex ones to your team with the full conversation attached.',
      'We build assistants that stay on topic, say "I don\u2019t know" instead of guessing, and can reply in English, Hindi or Marathi.',
    ],
    flipcards: [
      { title: 'Always on', text: 'Answers customers around the clock, including weekends and holidays.', icon: 'brain' },
      { title: 'Grounded answers', text: 'Replies come from your approved content, not the open internet.', icon: 'shield' },
      { title: 'Smooth handover', text: 'Complex cases go to a person with the full context.', icon: 'handshake' },
    ],
    sections: [
      {
        type: 'hero',
        heading: 'Answer every customer, every time',
        subheading: 'AI chatbots and assistants for startups and small businesses',
        content: ['Reduce repetitive support work and give customers instant, accurate answers on the channels they already use.'],
      },
      {
        type: 'features',
        heading: 'What our assistants can do',
        items: [
          'Answer questions from your FAQs, policies and product catalogue',
          'Check order or application status through your systems',
          'Collect leads and book appointments',
          'Hand over to a human agent with the full conversation',
          'Work on your website, WhatsApp and internal tools',
        ],
      },
      {
        type: 'examples',
        heading: 'Assistants in action',
        examples: [
          { title: 'E-commerce support', description: 'Order tracking, returns and product questions for a D2C brand.' },
          {
            title: 'Admissions helpdesk',
            description: 'Course, fee and eligibility questions for an edtech company during admission season.',
          },
          { title: 'HR helpdesk', description: 'Leave policy, payroll dates and onboarding questions answered for employees.' },
        ],
      },
      { type: 'flipcards', heading: 'Built for trust' },
      {
        type: 'packages',
        heading: 'Chatbot packages',
        subheading: 'Set-up fee plus a predictable monthly running cost',
        packages: [
          {
            name: 'Website Assistant',
            price: 'From ₹45,000 set-up + ₹8,000 / month',
            description: 'An FAQ assistant on your website.',
            features: [
              'Trained on up to 100 pages of your content',
              'English and Hindi replies',
              'Email handover to your team',
              'Monthly accuracy review',
            ],
          },
          {
            name: 'Omnichannel Assistant',
            price: 'From ₹1,20,000 set-up + ₹18,000 / month',
            description: 'Website and WhatsApp, connected to your systems.',
            features: [
              'Website and WhatsApp channels',
              'Order or status lookups via your API',
              'Live-agent handover',
              'Analytics dashboard',
              'English, Hindi and Marathi',
            ],
          },
        ],
      },
      { type: 'cta', heading: 'Launch your AI assistant', subheading: 'Most assistants go live within six weeks.' },
    ],
  },
  {
    title: 'Data & Analytics',
    slug: 'data-analytics',
    categoryKey: 'ai',
    order: 2,
    description:
      'Bring your scattered spreadsheets, app data and sales records together into dashboards and forecasts that help you decide faster.',
    image: {
      alt: 'Abstract illustration of data bars in deep teal and golden amber',
      palette: ['#134E4A', '#FCD34D'],
      motif: 'bars',
    },
    content: [
      'Most small businesses already have the data they need. It is just spread across billing software, spreadsheets, a CRM and the product database, and pulling a report takes half a day.',
      'We connect those sources, clean the data and build dashboards your team will actually use. Where it adds value, we add forecasting to help with stock, staffing and cash planning.',
    ],
    flipcards: [
      { title: 'One source of truth', text: 'All your key numbers in one place, refreshed automatically.', icon: 'chart' },
      { title: 'Smarter forecasts', text: 'Predict demand, churn and cash flow with simple, explainable models.', icon: 'brain' },
      { title: 'Data handled carefully', text: 'Access controls and minimal personal data, aligned with the DPDP Act.', icon: 'shield' },
    ],
    sections: [
      {
        type: 'hero',
        heading: 'See your business clearly',
        subheading: 'Dashboards, reporting and forecasting for growing companies',
        content: ['Stop compiling reports by hand and start making decisions from live, reliable numbers.'],
      },
      {
        type: 'default',
        heading: 'From scattered data to clear decisions',
        content: [
          '## How we work',
          'We begin by agreeing on the ten or so numbers that matter most to your business. Then we connect your data sources, build a clean data model and design dashboards around the questions your team asks every week.',
          'We train your team to use and update the dashboards, so you are never dependent on us for a simple change.',
        ],
      },
      {
        type: 'features',
        heading: 'What we deliver',
        items: [
          'Data pipelines from spreadsheets, databases, CRMs and billing tools',
          'Interactive dashboards for leadership and teams',
          'Automated weekly and monthly reports',
          'Demand, churn and cash-flow forecasting',
          'Data quality checks and documentation',
        ],
      },
      {
        type: 'examples',
        heading: 'Where analytics made a difference',
        examples: [
          {
            title: 'Stock planning',
            description: 'A D2C brand used sales forecasts to plan festive-season inventory and reduce stock-outs.',
          },
          { title: 'Learner engagement', description: 'An edtech company spotted at-risk learners early and improved course completion.' },
          {
            title: 'Donor reporting',
            description: 'An NGO replaced a monthly manual report with a live dashboard for donors and trustees.',
          },
        ],
      },
      {
        type: 'target',
        heading: 'Who this is for',
        content: [
          'Businesses and NGOs that spend hours each week compiling reports, or that want to plan inventory, staffing or cash with more confidence.',
        ],
      },
      { type: 'cta', heading: 'Turn your data into decisions', subheading: 'Start with a free data review call.' },
    ],
  },
  {
    title: 'Process Automation with AI',
    slug: 'ai-process-automation',
    categoryKey: 'ai',
    order: 3,
    description:
      'Automate repetitive back-office work such as data entry, follow-ups and report generation, with AI handling the judgement calls that simple rules cannot.',
    image: {
      alt: 'Abstract illustration of rolling waves in indigo and teal',
      palette: ['#3730A3', '#2DD4BF'],
      motif: 'waves',
    },
    content: [
      'Copying details from emails into sheets, chasing payments, sorting support tickets: these tasks are necessary, but they eat hours your team could spend on customers.',
      'We map your workflows, automate the predictable steps and use AI to classify, summarise and draft where judgement is needed, always with a person approving anything that matters.',
    ],
    flipcards: [
      { title: 'Hours back every week', text: 'Free your team from repetitive copy-paste work.', icon: 'rocket' },
      { title: 'Human in the loop', text: 'People approve important actions before they happen.', icon: 'users' },
      { title: 'Works with your tools', text: 'Connects Gmail, Google Sheets, Zoho, Tally and more.', icon: 'code' },
    ],
    sections: [
      {
        type: 'hero',
        heading: 'Let AI handle the busywork',
        subheading: 'Process automation for small teams',
        content: ['Automate the repetitive tasks that slow your team down, and keep people in charge of the decisions that matter.'],
      },
      {
        type: 'default',
        heading: 'Tasks we commonly automate',
        content: [
          '- Reading invoices and updating your accounting sheet',
          '- Sending payment reminders for pending UPI and NEFT payments',
          '- Sorting and routing incoming emails and support tickets',
          '- Creating weekly summary reports for managers',
        ],
      },
      {
        type: 'benefits',
        heading: 'What automation brings',
        items: [
          'Fewer errors from manual data entry',
          'Faster response times for customers and vendors',
          'Clear audit trails of what was automated and when',
          'Staff time redirected to higher-value work',
        ],
      },
      { type: 'flipcards', heading: 'Automation done responsibly' },
      {
        type: 'packages',
        heading: 'Automation plans',
        packages: [
          {
            name: 'Single Workflow',
            price: 'From ₹60,000 one-time',
            description: 'Automate one well-defined process end to end.',
            features: ['Workflow mapping session', 'Build and testing', 'Team training', '30 days of support'],
          },
          {
            name: 'Automation Partner',
            price: 'From ₹40,000 / month',
            description: 'Ongoing automation across teams.',
            features: ['New workflow every month', 'Monitoring and fixes', 'Monthly time-saved report', 'Priority support'],
          },
        ],
      },
      { type: 'cta', heading: 'Find your first automation', subheading: 'We will help you pick the workflow with the quickest payoff.' },
    ],
  },
  {
    title: 'AI Document Processing',
    slug: 'ai-document-processing',
    categoryKey: 'ai',
    order: 4,
    description:
      'Extract, check and organise information from invoices, resumes, forms and contracts automatically, with accuracy you can verify.',
    image: {
      alt: 'Abstract illustration of a structured grid in navy and warm amber',
      palette: ['#172554', '#FB923C'],
      motif: 'grid',
    },
    content: [
      'Important information often arrives as PDFs, scans and photos taken on a phone. Typing it into your systems is slow and error-prone.',
      'Our document processing solutions read these files, pull out the fields you need, flag anything uncertain for review and push clean data into your spreadsheets or software.',
    ],
    flipcards: [
      { title: 'Reads messy documents', text: 'Handles scans, phone photos and mixed-language forms.', icon: 'brain' },
      { title: 'Flags uncertainty', text: 'Low-confidence fields are sent to a person to check.', icon: 'shield' },
      { title: 'Fits your workflow', text: 'Sends clean data straight to your sheets, ERP or CRM.', icon: 'code' },
    ],
    sections: [
      {
        type: 'hero',
        heading: 'Stop retyping documents',
        subheading: 'AI document processing for invoices, resumes and forms',
        content: ['Turn piles of PDFs and scans into structured, searchable data in minutes instead of days.'],
      },
      {
        type: 'features',
        heading: 'Documents we process',
        items: [
          'GST invoices and purchase orders',
          'Resumes and application forms',
          'KYC documents, with strict data-minimisation controls',
          'Contracts and agreements for key-term summaries',
          'Handwritten and printed survey forms',
        ],
      },
      { type: 'flipcards', heading: 'Why it works' },
      {
        type: 'examples',
        heading: 'Examples',
        examples: [
          { title: 'Accounts payable', description: 'Vendor invoices read, matched to purchase orders and queued for approval.' },
          { title: 'Recruitment', description: 'Resumes parsed into structured profiles for faster shortlisting.' },
          { title: 'Field surveys', description: 'Paper survey forms from an NGO digitised for analysis within days.' },
        ],
      },
      { type: 'cta', heading: 'Send us a sample document', subheading: 'We will show you what can be extracted automatically.' },
    ],
  },
]
