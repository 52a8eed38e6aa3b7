import type { SeedBlog } from '../types'

export const blogCategories: string[] = ['Hiring & Staffing', 'Careers', 'Technology', 'AI']

export const blogs: SeedBlog[] = [
  {
    title: 'How Pune Startups Can Cut Hiring Time Without Cutting Corners',
    slug: 'cut-hiring-time-without-cutting-corners',
    category: 'Hiring & Staffing',
    publishedAt: '2026-01-14T09:30:00.000Z',
    tags: ['hiring', 'startups', 'pune', 'recruitment'],
    summary:
      'Slow hiring costs startups more than a recruiter\u2019s fee. Here is how to shorten your hiring cycle while still making careful, fair decisions.',
    image: { alt: 'Abstract illustration of circles in navy and amber', palette: ['#1E3A8A', '#F59E0B'], motif: 'circles' },
    body: `Every founder in Baner, Kharadi or Hinjewadi knows the feeling: a role has been open for two months, the team is stretched, and the best candidate just accepted another offer. Slow hiring is rarely caused by a lack of applicants. It is usually caused by unclear roles, scattered interviews and decisions that wait for the next free slot in the founder\u2019s calendar.

§ Start with a one-page role brief

Before you post anything, write down what this person must achieve in their first 90 days, the three skills that are truly non-negotiable and the salary band you can afford. Share it with everyone who will interview. Most delays we see come from interviewers looking for different people without realising it.

Keep the brief honest. If the role involves weekend releases or client calls in US hours, say so now rather than losing a candidate at the offer stage.

§ Expert Insight: compress the loop, not the judgement

Our recruiters see the same pattern again and again: startups run four or five rounds spread over three weeks, and good candidates drop out in between. Instead, run a short screening call, one practical task that takes no more than two hours, and a single combined final round where the founder and the future manager both attend. You keep the rigour, but the candidate experiences one decisive week instead of a drawn-out month.

§ Key Takeaway

Decide on your scorecard before you see a single resume, and book interview slots in advance. A calendar that is already blocked for interviews is the simplest way to cut a week or more from every hire.

It also helps to keep a warm bench. Talent networks, referrals and past interns who impressed you are faster sources than a fresh job post, because the first conversation has already happened.

§ Conclusion

Fast hiring is not about lowering the bar. It is about removing the waiting between steps. A clear brief, a short structured process and a ready pool of pre-verified candidates will serve you better than any number of extra interview rounds.`,
  },
  {
    title: 'Contract, Contract-to-Hire or Permanent: Choosing the Right Hiring Model',
    slug: 'contract-contract-to-hire-or-permanent',
    category: 'Hiring & Staffing',
    publishedAt: '2026-03-05T08:00:00.000Z',
    tags: ['hiring', 'contract-staffing', 'startups', 'workforce-planning'],
    summary:
      'Each hiring model suits a different kind of need. A simple way for startups and small firms to decide which one fits each role.',
    image: { alt: 'Abstract illustration of a grid in teal and gold', palette: ['#0F766E', '#EAB308'], motif: 'grid' },
    body: `When a new need appears, most small companies default to a permanent job post. Sometimes that is right. Often, though, a contract or contract-to-hire arrangement would be cheaper, faster and less risky. The trick is to match the model to the nature of the work, not to habit.

§ Three models, three kinds of need

Contract staffing suits work with a clear end date or uncertain duration: a client project, a festive-season peak, or cover for someone on long leave. The staffing partner remains the employer, handling payroll, PF and ESI, and you can scale down with written notice.

Contract-to-hire suits roles you expect to keep but are not yet sure how to define. You work with the person for three to six months and convert them if the fit is right. Permanent hiring suits roles that are core to your product, culture or customer relationships from day one.

§ Expert Insight: ask how long the work will exist

A useful question for founders is not "how important is this role?" but "how confident am I that this exact role will exist in a year?" If the honest answer is below seventy per cent, start with contract-to-hire. It protects the candidate from a sudden exit and protects you from an expensive mis-hire.

§ Key Takeaway

Map every open role on two axes: how long the need will last and how central it is to your business. Short and peripheral means contract. Long but uncertain means contract-to-hire. Long and central means permanent. Most teams end up with a healthy mix of all three.

Remember to be transparent with candidates about which route you are offering and what conversion depends on. Clear expectations keep good people motivated.

§ Conclusion

No single hiring model is best. Startups that grow smoothly treat staffing as a portfolio, adding flexible capacity where the future is unclear and permanent people where it is not. A staffing partner that offers all three models under one agreement makes it easy to adjust as you learn.`,
  },
  {
    title: 'Notice Periods in India: How to Stop Losing Candidates After the Offer',
    slug: 'notice-periods-offer-dropouts-india',
    category: 'Hiring & Staffing',
    publishedAt: '2026-05-20T10:15:00.000Z',
    tags: ['hiring', 'notice-period', 'offers', 'recruitment'],
    summary:
      'Long notice periods turn accepted offers into no-shows. Practical hiring steps to keep candidates engaged between "yes" and their first day.',
    image: { alt: 'Abstract illustration of waves in indigo and amber', palette: ['#3730A3', '#F59E0B'], motif: 'waves' },
    body: `In many Indian companies, notice periods of 60 or 90 days are standard. That means the candidate who accepted your offer in March may not join until June, and in those months they will receive counter-offers, new interview calls and plenty of doubts. Offer drop-outs are one of the most frustrating parts of hiring here, but much of the risk is manageable.

§ Why candidates drop out

Most drop-outs are not about money alone. Candidates go quiet when they feel forgotten, when the role seems less clear than it did during interviews, or when their current employer makes them feel guilty about leaving. A higher counter-offer simply gives them an easy reason to stay.

§ Expert Insight: treat the notice period as onboarding

Our recruiters stay in touch with every placed candidate throughout their notice period, and the most effective habit is simple: involve them early. Invite them to a team lunch in Pune or a virtual coffee, send them the product to explore, and have their future manager call once a fortnight. People rarely walk away from a team they already feel part of.

§ Key Takeaway

Build a notice-period plan for every offer. Agree a joining date in writing, schedule at least three touchpoints before day one, and ask directly about counter-offers so you can address concerns early. Where the role is urgent, consider offering a notice buy-out rather than losing the candidate entirely.

It also helps to keep a second-choice candidate warm until your first choice actually joins. Be honest with them about timelines; many will appreciate the transparency.

§ Conclusion

You cannot change industry-wide notice periods, but you can change what happens during them. Regular contact, early involvement and clear written commitments will convert far more accepted offers into real first days.`,
  },
  {
    title: 'Hiring Women Returners: A Practical Guide for Small Employers',
    slug: 'hiring-women-returners-guide',
    category: 'Hiring & Staffing',
    publishedAt: '2026-08-11T07:45:00.000Z',
    tags: ['women-returners', 'hiring', 'diversity', 'inclusion', 'pune'],
    summary:
      'Women returning after a career break bring maturity and commitment. How small firms can attract, interview and support them well.',
    image: { alt: 'Abstract illustration of nodes in deep teal and peach', palette: ['#115E59', '#FDBA74'], motif: 'nodes' },
    body: `Thousands of skilled women in Pune have stepped away from work for childcare, elder care or a spouse\u2019s relocation. Many are ready to return, yet they are filtered out by hiring processes that treat a gap on a resume as a red flag. Small employers who get this right gain access to a deep pool of experienced, loyal professionals. In our own talent network, 65% of this year’s trainees are women returners.

§ Rethink the resume gap

A career break is not a skills collapse. A former developer may need a refresher on current frameworks, but her understanding of requirements, testing and teamwork is intact. Ask what the candidate did during the break and what she has been learning, rather than why she left.

§ Expert Insight: flexibility in the first month matters most

Returners tell us that the first four weeks decide whether they stay. Predictable hours, a clear buddy and permission to ask "basic" questions make a huge difference. Offer a phased start, for example shorter days in week one, and be explicit about hybrid or remote options. It costs little and signals that you understand the transition.

§ Key Takeaway

Write job posts that welcome returners directly, judge candidates on a practical task rather than recent job titles, and pair every returner with a mentor for the first three months. Make sure your POSH policy and Internal Committee are in place and known to everyone, because a safe workplace is non-negotiable.

Returner programmes with short skill refreshers can close the practical gaps before the first day, so your managers are not left to teach everything themselves.

§ Conclusion

Hiring women returners is not charity; it is sound business. With a fair interview process and a thoughtful start, small employers can build teams that are more diverse, more stable and more experienced than their budgets would otherwise allow.`,
  },
  {
    title: 'Returning to Work After a Career Break: A 30-Day Plan',
    slug: 'returning-to-work-30-day-plan',
    category: 'Careers',
    publishedAt: '2026-02-09T06:30:00.000Z',
    tags: ['women-returners', 'careers', 'upskilling', 'confidence'],
    summary: 'A week-by-week plan to update your skills, your resume and your confidence before you start applying again.',
    image: { alt: 'Abstract illustration of waves in teal and amber', palette: ['#0F766E', '#FBBF24'], motif: 'waves' },
    body: `Coming back to work after two, five or ten years away can feel overwhelming. The tools have changed, your old colleagues have moved on, and job portals seem to want someone with "3+ years of recent experience". The good news is that a focused month of preparation can change how you feel and how employers see you.

§ Weeks one and two: take stock and refresh

Start by listing what you did before your break and what you enjoyed most. Pick one target role, not five. Then choose a short, practical refresher: an Excel and Google Sheets course for operations roles, a testing or cloud basics course for tech roles, or GST and Tally updates for accounts.

Spend an hour a day on it, and keep notes of what you build. Those notes become talking points in interviews.

§ Expert Insight: own your story

Our career coaches suggest a two-sentence explanation of your break, said with confidence: what you did and what you are ready for now. For example: "I spent four years caring for my young children. I have since refreshed my testing skills and I am ready to return to a full-time QA role." No apology is needed.

§ Key Takeaway

By week three, update your resume with a short "Career Break" line, your refresher courses and any volunteering or freelance work. In week four, practise two mock interviews with a friend or mentor and start applying to employers who openly welcome returners. Always check that the company is genuine and never pay anyone to get you a job.

Joining a returner cohort helps too: you will meet women facing the same questions, and the shared progress keeps motivation high.

§ Conclusion

Your career break does not erase your experience. With a clear target, a refreshed skill and a confident story, you can walk into interviews as the capable professional you already are. Take the first step this week, even if it is a small one.`,
  },
  {
    title: 'Making the Most of a Micro-Internship',
    slug: 'making-the-most-of-a-micro-internship',
    category: 'Careers',
    publishedAt: '2026-04-16T11:00:00.000Z',
    tags: ['internships', 'students', 'careers', 'pune'],
    summary:
      'Micro-internships last just 4–12 weeks, so every week counts. How students can turn a short project into a strong reference or even a job offer.',
    image: { alt: 'Abstract illustration of bars in indigo and sky blue', palette: ['#312E81', '#38BDF8'], motif: 'bars' },
    body: `A micro-internship is a short, project-based placement, usually lasting between four and twelve weeks. For students in Pune colleges, it is a chance to work on something real without committing a whole semester. Because the time is short, the interns who stand out are the ones who treat it like a mini-job from day one.

§ Before you start

Ask for a written description of the project and what "done" looks like. Find out who you will report to, which tools you will use and how often you will check in. If something is unclear, ask now; it is much easier than changing direction in week six.

§ Expert Insight: make your progress visible

Our programme coordinators notice one habit in almost every intern who receives a full-time offer: they send a short update at the end of each week. Three lines are enough: what I finished, what I am working on, where I am stuck. Managers at busy startups rarely have time to ask, so interns who share progress without being asked are remembered.

§ Key Takeaway

Pick one meaningful deliverable and finish it well, rather than touching ten tasks superficially. Keep a simple log of what you built and learned, with links or screenshots where you are allowed to share them. At the end, ask your manager for feedback and, if it went well, a written reference or LinkedIn recommendation.

Be professional about the basics too: reply to messages within the working day, join calls on time and tell your coordinator early if exams or family events will affect your schedule.

§ Conclusion

A few weeks can open a surprising number of doors. Treat your micro-internship as your first professional project, communicate clearly and finish strong, and you will leave with skills, a reference and possibly an offer.`,
  },
  {
    title: 'From Gig Work to a Steady Career: Building a Portfolio That Gets You Noticed',
    slug: 'gig-work-to-steady-career-portfolio',
    category: 'Careers',
    publishedAt: '2026-07-02T09:00:00.000Z',
    tags: ['gig-work', 'freelancing', 'careers', 'portfolio'],
    summary:
      'Freelance and gig projects can be a strong foundation for a full-time role if you present them well. A practical guide for gig workers.',
    image: { alt: 'Abstract illustration of circles in navy and orange', palette: ['#1E40AF', '#FB923C'], motif: 'circles' },
    body: `Many young professionals in India start with gig work: designing social media posts for local shops, building small websites, doing data entry or delivering on weekends while studying. Over time, some want more stability, benefits and growth. The challenge is convincing employers that a collection of small projects adds up to real experience.

§ Turn projects into evidence

Choose your four or five strongest projects and write a short case for each: the client\u2019s problem, what you did, the tools you used and the result. Numbers help if they are genuine, such as "reduced page load time from six seconds to two" or "handled 40 orders a day during the festive sale". Ask past clients if you may name them; if not, describe them generally.

Host your portfolio somewhere simple, such as a free website, a GitHub profile or a well-organised PDF. A clean, easy-to-open link matters more than fancy design.

§ Expert Insight: show reliability, not just skill

Employers hiring former freelancers worry about one thing above all: will this person show up consistently and work well in a team? Address that directly. Mention long-running clients, repeat work and any projects where you collaborated with others. Recruiters in our network say a single line like "worked with the same client every month for two years" often carries more weight than another technical skill.

§ Conclusion

Gig work teaches independence, client handling and fast learning, all qualities that good employers value. Present your projects as clear evidence, highlight your reliability and join a talent network where recruiters can match you with roles that fit. Your next step can build on everything you have already done.`,
  },
  {
    title: 'Campus to Corporate: What Pune Freshers Wish They Knew',
    slug: 'campus-to-corporate-pune-freshers',
    category: 'Careers',
    publishedAt: '2026-10-08T08:30:00.000Z',
    tags: ['campus-hiring', 'students', 'careers', 'pune', 'freshers'],
    summary:
      'Recent graduates share what surprised them in their first year at work, and what they would tell students going through campus placements now.',
    image: { alt: 'Abstract illustration of a grid in indigo and gold', palette: ['#4338CA', '#FCD34D'], motif: 'grid' },
    body: `Placement season in Pune colleges is intense: aptitude tests, group discussions, back-to-back interviews and a long wait for results. Then, suddenly, you are at a desk in Hinjewadi or Magarpatta with a laptop, an ID card and no syllabus. We asked freshers in our talent network what they wish someone had told them earlier.

§ The job is not the exam

In college, success is clearly defined: marks. At work, the goals are often vague and change weekly. Freshers told us the biggest shift was learning to ask questions like "what does good look like for this task?" and "when do you need it?" instead of waiting for perfect instructions.

Many also underestimated communication. Writing a clear email or explaining a bug in two sentences mattered as much as technical skill in their first months.

§ Expert Insight: your first manager shapes your first year

Our recruiters advise students to ask about the team and the manager during interviews, not just the package. A patient manager who gives regular feedback can accelerate your growth far more than a slightly higher salary. Ask how new joiners are trained and who they go to for help.

§ Key Takeaway

Use your final semesters to build one real project, do at least one internship, even a short micro-internship, and practise explaining your work in simple language. Read your offer letter carefully, including the bond clauses, notice period and joining date, and ask HR about anything unclear before signing.

§ Conclusion

The move from campus to corporate is a big one, but every experienced professional once made it too. Stay curious, ask good questions and focus on learning in your first year. The confidence follows.`,
  },
  {
    title: 'Building an MVP on a Startup Budget: What to Cut and What to Keep',
    slug: 'mvp-on-a-startup-budget',
    category: 'Technology',
    publishedAt: '2026-02-24T10:00:00.000Z',
    tags: ['startups', 'mvp', 'product', 'software-development'],
    summary:
      'Founders often overbuild their first version. A clear guide to scoping an MVP that tests your idea without draining your runway.',
    image: { alt: 'Abstract illustration of rising bars in indigo and blue', palette: ['#312E81', '#60A5FA'], motif: 'bars' },
    body: `Most first-time founders we meet arrive with a feature list of forty items and a budget for ten. The instinct is to squeeze everything in. The result is usually a product that launches late, does many things poorly and teaches the founder very little. A good MVP is small on purpose.

§ What to cut

Cut anything that does not help you answer your main question: will people use this and pay for it? Elaborate dashboards, multiple user roles, in-app chat, dark mode and custom animations can almost always wait. Manual work behind the scenes is fine at this stage. If you can approve accounts by hand or send reports from a spreadsheet, do that first.

§ What to keep

Keep the core journey polished: sign-up, the one action that delivers value, and payment if you plan to charge. In India, that usually means supporting UPI from day one. Keep basic security, error monitoring and analytics, because you cannot learn from users you cannot see.

§ Expert Insight: write down your riskiest assumption

Our product leads begin every MVP workshop with one question: what must be true for this business to work? Usually it is something like "schools will pay for this" or "drivers will use the app daily". Everything in the first version should help test that assumption. Features that do not are simply noise.

§ Key Takeaway

Scope your MVP around one user, one problem and one core journey. Budget roughly two-thirds of your money for the build and keep a third for fixes and improvements after launch, because the first real users will surprise you. And choose mainstream technology so you can hire for it later. Above all, set a launch date and protect it.`,
  },
  {
    title: 'Adding UPI Payments to Your App: A Practical Checklist',
    slug: 'adding-upi-payments-checklist',
    category: 'Technology',
    publishedAt: '2026-06-18T09:20:00.000Z',
    tags: ['upi', 'payments', 'fintech', 'software-development'],
    summary: 'UPI is how most Indian customers prefer to pay. A checklist for product teams integrating it smoothly and safely.',
    image: { alt: 'Abstract illustration of nodes in navy and amber', palette: ['#172554', '#F59E0B'], motif: 'nodes' },
    body: `For Indian consumers, paying by UPI is now second nature, from chai stalls to online subscriptions. If your app takes payments and does not offer a smooth UPI flow, you are adding friction at the most important moment. Integrating it well involves more than dropping in a payment button, though.

§ Choose the right integration route

Most startups integrate UPI through a licensed payment gateway or aggregator rather than directly with a bank. Compare providers on settlement timelines, support for UPI intent and collect flows, recurring payments through UPI AutoPay if you sell subscriptions, refund handling and the quality of their documentation and sandbox. Ask about charges in writing, as they vary by payment method and volume.

§ Design for the moments that go wrong

The happy path is easy. Problems arise when a customer switches to their UPI app and never comes back, when a payment is debited but your server has not yet received confirmation, or when the network drops mid-payment. Always verify payment status on your server using the gateway\u2019s webhooks or status APIs, never just the app\u2019s redirect. Show clear "payment pending" states and tell customers when they will get a refund if something fails.

§ Key Takeaway

Before launch, test on low-end Android phones and slow networks, test every failure state in the sandbox, reconcile your orders against gateway settlement reports daily, and keep customer support scripts ready for "money debited but order not placed" queries. Never store sensitive payment details you do not need.

§ Conclusion

A reliable UPI experience builds trust quickly, and trust converts. Treat payments as a core feature with proper testing, monitoring and support, and your customers will barely notice it, which is exactly the point.`,
  },
  {
    title: 'Dedicated Team or Freelancers? Scaling Engineering at a Small Startup',
    slug: 'dedicated-team-or-freelancers',
    category: 'Technology',
    publishedAt: '2026-09-15T07:00:00.000Z',
    tags: ['startups', 'engineering', 'outsourcing', 'remote-work'],
    summary: 'Freelancers, agencies and dedicated pods each have a place. How to choose the right way to grow your engineering capacity.',
    image: { alt: 'Abstract illustration of a grid in deep indigo and teal', palette: ['#1E1B4B', '#14B8A6'], motif: 'grid' },
    body: `Once a startup finds early traction, the engineering backlog grows faster than the team. Founders then face a familiar choice: hire freelancers, outsource a project to an agency, build a dedicated external team or wait months to hire in-house. Each option can work; the mistake is choosing one without matching it to the kind of work you have.

§ Matching the model to the work

Freelancers are excellent for well-defined, self-contained tasks such as a landing page, a one-off integration or a design sprint. Fixed-scope agency projects suit products with stable requirements and a clear finish line. Dedicated pods, where the same engineers work only on your product month after month, suit ongoing roadmaps where context and continuity matter.

§ Expert Insight: continuity is the hidden cost

Our delivery leads often see startups that saved money per hour with rotating freelancers but lost weeks each time a new person had to learn the codebase. If your product will keep evolving for a year or more, the people who built last quarter\u2019s features are your most valuable asset. Optimise for keeping them, not just for the lowest rate.

§ Key Takeaway

List your next six months of engineering work. Put isolated tasks with freelancers, clear fixed projects with an agency, and the core, evolving product with a stable team, whether in-house or dedicated. Whatever you choose, insist on code in your own repository, written documentation and regular demos.

§ Conclusion

There is no single right answer, only a right fit for each kind of work. Startups that scale smoothly combine models thoughtfully and protect continuity on the parts of the product that matter most.`,
  },
  {
    title: 'Your First AI Chatbot: A Small Business Guide',
    slug: 'first-ai-chatbot-small-business-guide',
    category: 'AI',
    publishedAt: '2026-03-26T08:45:00.000Z',
    tags: ['ai', 'chatbots', 'customer-support', 'small-business'],
    summary:
      'AI chatbots can answer customers at any hour, but only if they are set up carefully. What small businesses should plan before launching one.',
    image: { alt: 'Abstract illustration of linked nodes in navy and teal', palette: ['#0C1E4F', '#2DD4BF'], motif: 'nodes' },
    body: `Small businesses answer the same questions every day: where is my order, what are your timings, do you deliver to Wakad, how do I get a refund? An AI chatbot can handle many of these instantly, on your website or WhatsApp, while your team focuses on conversations that need a human. Getting there, however, takes more than switching on a tool.

§ Start with your real questions

Export a month of customer messages and emails, and group them by topic. You will usually find that a small number of topics make up most of the volume. Those are your chatbot\u2019s first job. Write clear, approved answers for each, because a chatbot is only as good as the content it draws from.

§ Expert Insight: teach it to say "I don\u2019t know"

The most damaging chatbot mistakes happen when a bot confidently invents an answer about prices, refunds or policies. Our AI engineers design assistants to answer only from your approved content and to hand over to a person when they are unsure. Customers forgive a handover; they do not forgive being misled.

§ Key Takeaway

Launch with a narrow scope, a clear handover path and a weekly review of conversations the bot could not answer. Add new answers from those gaps each week. Tell customers they are talking to an assistant, and avoid collecting personal data you do not need.

Plan the running costs too. Agree on a monthly budget based on expected conversation volume so there are no surprises.

§ Conclusion

A well-built chatbot feels like a helpful front desk that never closes. Start small, ground it in your own content, review it regularly and keep people in the loop, and it will earn your customers\u2019 trust rather than testing their patience.`,
  },
  {
    title: 'The DPDP Act and AI Projects: What Startups Should Know',
    slug: 'dpdp-act-ai-projects-startups',
    category: 'AI',
    publishedAt: '2026-06-30T10:30:00.000Z',
    tags: ['ai', 'dpdp-act', 'privacy', 'compliance', 'startups'],
    summary:
      'India\u2019s Digital Personal Data Protection Act changes how startups should handle personal data in AI projects. A plain-English starting point.',
    image: { alt: 'Abstract illustration of a grid in teal and golden amber', palette: ['#134E4A', '#FCD34D'], motif: 'grid' },
    body: `India\u2019s Digital Personal Data Protection Act, 2023, together with its rules, sets out how organisations must collect, use and protect personal data. AI projects often involve exactly this kind of data: customer chats, resumes, support tickets and transaction histories. This article is a practical starting point, not legal advice; please check the current rules and timelines with a qualified advisor.

§ The principles that matter most for AI

The Act is built around consent and purpose. You should tell people clearly what personal data you collect and why, use it only for that purpose, keep it only as long as needed and protect it with reasonable security safeguards. People have rights to access, correct and erase their data, and to raise grievances. For AI, this means asking whether a model really needs names, phone numbers or addresses at all.

§ Expert Insight: minimise before you model

Our AI team\u2019s rule of thumb is simple: remove or mask personal details before data ever reaches a model, unless the use case truly depends on them. A support chatbot rarely needs a customer\u2019s full address; a resume parser does not need a photograph. Less personal data means less risk, lower compliance effort and often no loss in accuracy.

§ Key Takeaway

Document what personal data each AI feature uses, where it is stored, which vendors process it and how long it is kept. Update your privacy notice, make consent requests clear, and make sure your AI vendors can support deletion requests and keep data secure. Take extra care with data relating to children.

§ Conclusion

Privacy and useful AI are not in conflict. Startups that design with data minimisation and clear consent from the start will find compliance far easier and will earn more trust from customers, which is ultimately the point of the law.`,
  },
  {
    title: 'AI in Hiring: Where It Helps and Where People Must Decide',
    slug: 'ai-in-hiring-where-people-decide',
    category: 'AI',
    publishedAt: '2026-11-05T09:00:00.000Z',
    tags: ['ai', 'hiring', 'recruitment', 'ethics'],
    summary: 'AI can speed up parts of hiring, from resume parsing to scheduling. Why the final judgement should always stay with people.',
    image: { alt: 'Abstract illustration of waves in deep blue and cyan', palette: ['#1E40AF', '#22D3EE'], motif: 'waves' },
    body: `AI tools now promise to screen resumes, rank candidates and even analyse interviews. For busy startups, the appeal is obvious. But hiring decisions affect people\u2019s livelihoods, and poorly designed automation can quietly exclude good candidates, especially those with non-traditional paths such as women returners, gig workers and first-generation graduates.

§ Where AI genuinely helps

AI is useful for the administrative load: extracting skills and experience from resumes into a structured format, answering candidate questions about the process, scheduling interviews and summarising feedback from several interviewers. At Pune Talent Works, we use an assistant to organise resumes so that our recruiters can complete verification within 24–48 hours.

§ Expert Insight: never automate the rejection

Our recruiters draw a firm line: AI may organise and summarise, but a person reviews every candidate before a decision is made. Automated ranking models can learn patterns from past hiring that penalise career breaks, certain colleges or unfamiliar job titles. A human reviewer who understands context can see that a two-year gap was spent caring for family, not falling behind.

§ Key Takeaway

Use AI to save time on admin, not to make the call. Test any screening tool on a diverse sample before relying on it, tell candidates when AI is involved, and handle their personal data in line with the DPDP Act. Review outcomes regularly to check whether any group is being filtered out unfairly.

§ Conclusion

Used carefully, AI gives recruiters more time for the human parts of hiring: conversations, judgement and encouragement. Keep people responsible for decisions, and technology becomes a tool for fairer, faster hiring rather than a barrier.`,
  },
]
