// The chat assistant's starter knowledge base (about 50 entries). Facts come from the same constants and page copy
// as the rest of the site; links are built by lib/routes. Phrasings are written as visitors ask, one per line.
import type { KnowledgeEntry } from '@/features/assistant/types'
import {
  CONTACT_HOURS,
  MARKETING_FIGURES,
  MICRO_INTERNSHIP_LENGTH,
  MIN_SIGNUP_AGE,
  PAYMENT_METHODS,
  SUPPORT_AVAILABILITY,
  SUPPORT_SCOPE,
  WOMEN_RETURNERS_LABELS,
  VERIFICATION_TIME,
} from '@/lib/constants'
import { joinList } from '@/copy/text'
import { OTP_MAX_PER_HOUR, OTP_TTL_MS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/constants'
import { caseStudyHref, categoryHref, industryHref, routes, subpageHref } from '@/lib/routes'

import { assistantLanguages } from './assistantLanguages'
import { siteSettings } from './site'

export type SeedAssistantAnswer = KnowledgeEntry & { title: string }

const { email, phone, address } = siteSettings
const officeAddress = `${address.street}, ${address.city} ${address.postalCode}, ${address.region}`
const category = (slug: string) => categoryHref({ slug, _id: slug })

const englishAnswers: SeedAssistantAnswer[] = [
  // Finding your way around the site
  {
    key: 'website-guide',
    title: 'Website guide',
    topic: 'navigation',
    questions:
      'What can I find on this website?\nWhat is this website about?\nGive me a tour of the site\nWhere do I start?\nWebsite guide\nHow do I find my way around?',
    keywords: 'this website, navigate, menu, pages, sitemap, overview, start, begin, first time, find my way, browse',
    answer:
      'The menu at the top takes you everywhere: Services (our four pillars and every service), About, Careers, Case Studies, Industries, Blog and Contact. Businesses usually start with Services or Request Proposal; job seekers with Join as Talent. The footer links to the FAQs, privacy policy and terms.',
    cta: { text: 'Explore services', link: routes.services },
  },
  {
    key: 'home-page',
    title: 'Home page',
    topic: 'navigation',
    questions: 'How do I get back to the home page?\nWhere is the main page?\nWhat is on the homepage?',
    keywords: 'home, start page, landing, front page',
    answer:
      'The home page shows our four pillars, how we work for businesses and for talent, our impact figures, case studies, industries and the latest blog posts. Click the company name or Home in the menu to get there.',
    cta: { text: 'Go to the home page', link: routes.home },
  },
  {
    key: 'services-list',
    title: 'List of services',
    topic: 'navigation',
    questions: 'What services do you offer?\nShow me all your services\nWhat do you do?\nWhich services can I filter by category?',
    keywords: 'services, offerings, solutions, catalogue, pillars, categories',
    answer:
      'We work in four pillars: Staffing & Recruitment, Consulting, Software Development and AI Solutions, with 14 services between them. The Services page lists them all and lets you filter by category.',
    cta: { text: 'See all services', link: routes.services },
  },
  {
    key: 'about-page',
    title: 'About the company',
    topic: 'company',
    questions:
      'Who are you?\nWho is Pune Talent Works?\nWhat is Pune Talent Works?\nTell me about Pune Talent Works\nWhat is your mission?\nWhat are your values?\nWhat kind of company are you?',
    keywords: 'about, company, mission, vision, values, agency, story, founders, who is behind, our company, Pune Talent Works',
    answer:
      'Pune Talent Works is a staffing, recruitment, consulting, software and AI agency in Pune. We connect startups and small firms with verified talent, and train students, women returning to work and young professionals for their next role. Our values: Integrity, Innovation, Diversity and Growth.',
    cta: { text: 'About us', link: routes.about },
  },
  {
    key: 'blog',
    title: 'Blog',
    topic: 'navigation',
    questions: 'Do you have a blog?\nWhere can I read your articles?\nAny hiring tips or insights?',
    keywords: 'blog, articles, posts, insights, ideas, news, reading',
    answer: 'Our blog, Insights & Ideas, has articles on hiring, careers, technology and AI. You can search it and filter by category.',
    cta: { text: 'Read the blog', link: routes.blogs },
  },
  {
    key: 'case-studies',
    title: 'Case studies',
    topic: 'navigation',
    questions: 'Do you have case studies?\nShow me examples of your work\nWhat results have you achieved for others?',
    keywords: 'case studies, success stories, examples, portfolio, results, proof',
    answer: `Three case studies show our results: career growth for students (${MARKETING_FIGURES.candidatesTrained} candidates trained), safe opportunities for students and women (${MARKETING_FIGURES.womenReturners} of our returners are women) and staffing solutions for businesses (${MARKETING_FIGURES.clientRetention} client retention, ${MARKETING_FIGURES.startupsScaled} startups scaled). Each one covers the challenge, our approach and the figures.`,
    cta: { text: 'Read the case studies', link: routes.caseStudies },
  },
  {
    key: 'industries',
    title: 'Industries served',
    topic: 'navigation',
    questions:
      'Which industries do you work with?\nDo you serve my sector?\nWhat kinds of businesses are your clients?\nDo you work with companies in my industry?',
    keywords:
      'industries, sectors, domains, verticals, playbooks, IT, SaaS, education, retail, e-commerce, finance, non-profit, NGO, companies in my industry, business types, how many industries, cover',
    answer:
      'We have playbooks for five industries: IT & SaaS, Education, Retail & E-commerce, Finance and Non-profit. Most of our clients are startups and small to mid-sized firms in Pune and across India.',
    cta: { text: 'See the industry playbooks', link: routes.industries },
  },
  {
    key: 'industry-it-saas',
    title: 'IT & SaaS playbook',
    topic: 'services',
    questions: 'Can you help a software product company?\nDo you hire engineers for tech startups?\nIT and SaaS staffing',
    keywords: 'SaaS, IT, tech company, product company, engineers, QA, developers',
    answer:
      'For IT and SaaS companies we provide engineers, QA pods and support teams, scaled up or down with your roadmap. The IT & SaaS playbook explains how.',
    cta: { text: 'IT & SaaS playbook', link: industryHref('it-saas') },
  },
  {
    key: 'faqs',
    title: 'FAQs',
    topic: 'navigation',
    questions: 'Where are the FAQs?\nDo you have frequently asked questions?\nCommon questions',
    keywords: 'faq, faqs, questions, help, answers',
    answer: 'The FAQ page has answers for clients and for gig workers: verification, internships, payments, onboarding and support.',
    cta: { text: 'Open the FAQs', link: routes.faqs },
  },
  {
    key: 'contact-page',
    title: 'Contact page',
    topic: 'navigation',
    questions: 'How can I contact you?\nHow do I get in touch?\nCan I send you a message?',
    keywords: 'contact, reach, message, enquiry, inquiry, inquiry type, contact form, form, write, touch, talk to your team',
    answer: `You can write to ${email}, call ${phone}, or send a message from the contact page. We reply within 24 hours.`,
    cta: { text: 'Contact us', link: routes.contact },
  },
  {
    key: 'account-signup',
    title: 'Creating an account',
    topic: 'navigation',
    questions: 'How do I register?\nHow do I create an account?\nHow do I sign up or log in?',
    keywords: 'register, signup, sign up, account, login, log in, sign in, otp, code, registration, new account, sign-up form',
    answer:
      'Click Register Now at the top, fill in your e-mail, name, age and password, then enter the one-time code we e-mail you. If you already have an account, use Login.',
    cta: { text: 'Register now', link: routes.signup },
  },
  {
    key: 'password-reset',
    title: 'Forgotten password',
    topic: 'navigation',
    questions: 'I forgot my password\nHow do I reset my password?\nI cannot log in to my account',
    keywords: 'password, reset, forgot, forgotten, locked out, change password, remember, cannot log in',
    answer:
      'Use Forgot password: enter your e-mail, type the 6-digit code we send you, then choose a new password. You will be taken to the login page afterwards.',
    cta: { text: 'Reset your password', link: routes.forgotPassword },
  },
  {
    key: 'otp-not-received',
    title: 'One-time code not received',
    topic: 'navigation',
    questions: 'I did not get the OTP\nOTP not received\nThe verification code never arrived\nMy code is not coming\nThe code expired',
    keywords: 'otp, code, not received, not arrived, spam, resend, expired, did not come, valid, validity',
    answer: `Check your spam or promotions folder first; the code comes from our e-mail address ${email}. If it is not there, wait a minute and press Resend on the code screen (one new code a minute, up to ${OTP_MAX_PER_HOUR} an hour); each code works for ${OTP_TTL_MS / 60_000} minutes. Still nothing? Contact us and we will help you in.`,
    cta: { text: 'Contact us', link: routes.contact },
  },
  {
    key: 'newsletter',
    title: 'Newsletter',
    topic: 'navigation',
    questions: 'Do you have a newsletter?\nHow can I get your updates by e-mail?',
    keywords: 'newsletter, subscribe, updates, mailing list, inbox',
    answer: 'Yes. Enter your e-mail address in the newsletter box at the bottom of any page and we will send you our updates.',
  },
  {
    key: 'password-rules',
    title: 'Password rules',
    topic: 'navigation',
    questions:
      'How many characters must my password have?\nWhat are the password rules?\nWhy is my password not accepted?\nHow many characters does the password need?',
    keywords: 'password length, characters, strong password, password too short, weak password',
    answer: `Your password needs at least ${PASSWORD_MIN_LENGTH} characters (at most ${PASSWORD_MAX_LENGTH}), typed the same way twice on the sign-up form. The reset code is 6 digits.`,
    cta: { text: 'Register now', link: routes.signup },
  },
  {
    key: 'logout',
    title: 'Logging out',
    topic: 'navigation',
    questions: 'How do I log out?\nWhere is the logout button?',
    keywords: 'logout, log out, signout',
    answer: 'When you are logged in, the menu at the top shows Logout in place of Register Now: click it to sign out.',
  },
  // Services
  {
    key: 'service-staffing',
    title: 'Staffing & Recruitment',
    topic: 'services',
    questions:
      'Do you provide staffing?\nCan you recruit people for my company?\nI need to hire employees\nAre you a recruitment agency?\nDo you recruit for startups?',
    keywords:
      'staffing, recruitment, recruiting, hiring, manpower, headhunting, candidates, employees, hire staff, team members, workforce, warehouse, factory, labour',
    answer:
      'Our Staffing & Recruitment pillar covers contract staffing, permanent recruitment, the return-to-work programme for women, and campus and internship hiring. We shortlist verified candidates; you interview and choose.',
    cta: { text: 'Staffing & Recruitment', link: category('staffing-recruitment') },
  },
  {
    key: 'service-contract-staffing',
    title: 'Contract Staffing',
    topic: 'services',
    questions:
      'Can I hire temporary staff?\nDo you offer contract staffing?\nDo you provide contract workers?\nI need people for a short project\nI need contract developers for a few months',
    keywords:
      'contract, temporary, temp, short-term, contract-to-hire, project staff, seasonal, workers on contract, temporary employees, contract workers',
    answer:
      'Contract staffing gives you skilled people for a project or a season without growing your payroll. We handle contracts and payroll; contract-to-hire lets you keep the people who fit.',
    cta: { text: 'Contract Staffing', link: subpageHref('contract-staffing') },
  },
  {
    key: 'service-permanent-recruitment',
    title: 'Permanent Recruitment',
    topic: 'services',
    questions: 'Can you fill a full-time position?\nDo you do permanent recruitment?\nHelp me hire a manager',
    keywords:
      'permanent, full-time, direct hire, leadership, executive search, permanent staff, full-time employee, permanent job, CFO, CTO, CEO, COO, CXO, director, vice president, head of',
    answer:
      'For permanent roles we source, screen and shortlist candidates against your role scorecard, and you pay a one-time fee when the hire joins.',
    cta: { text: 'Permanent Recruitment', link: subpageHref('permanent-recruitment') },
  },
  {
    key: 'return-to-work',
    title: 'Return-to-work programme for women',
    topic: 'talent',
    questions: 'I had a career break, can I still join?\nDo you help women return to work?\nReturnship programme',
    keywords: 'career break, returner, returnship, women, mothers, maternity, gap, restart, after years at home, kids, children',
    answer:
      'Yes. Our return-to-work programme for women offers refresher training, flexible or part-time starts and employers who value the experience behind a break.',
    cta: { text: 'Return-to-Work Program', link: subpageHref('return-to-work-program-for-women') },
  },
  {
    key: 'service-campus-hiring',
    title: 'Campus & Internship Hiring',
    topic: 'services',
    questions: 'Can you run a campus drive for us?\nWe want to hire freshers\nCan we host interns?\nOur company wants to take interns',
    keywords: 'campus, freshers, graduates, college, interns, internship hiring, campus drive',
    answer: `We run campus drives and place interns with host companies. Micro-internships last ${MICRO_INTERNSHIP_LENGTH}, with a defined project and a supervisor on your side.`,
    cta: { text: 'Campus & Internship Hiring', link: subpageHref('campus-internship-hiring') },
  },
  {
    key: 'service-consulting',
    title: 'Consulting',
    topic: 'services',
    questions: 'Do you offer consulting?\nCan you advise my startup?\nI need help with HR policies or tech strategy',
    keywords: 'consulting, consultant, advisory, advice, strategy, HR, workforce, fractional CTO, health check, consultancy',
    answer:
      'Our Consulting pillar covers tech strategy (including a tech health check and a fractional CTO), HR and workforce consulting, and startup advisory: a discovery call, a diagnostic, recommendations and help putting them in place.',
    cta: { text: 'Consulting', link: category('consulting') },
  },
  {
    key: 'service-software',
    title: 'Software Development',
    topic: 'services',
    questions: 'Can you build an app for us?\nDo you develop websites and mobile apps?\nWe need custom software',
    keywords: 'software, development, developers, app, website, web, mobile, android, ios, coding, programming',
    answer:
      'Our Software Development pillar builds MVPs, web and mobile apps, and provides dedicated development teams. We scope, design, build and test, then launch and support what we build.',
    cta: { text: 'Software Development', link: category('software-development') },
  },
  {
    key: 'service-mvp',
    title: 'MVP Development',
    topic: 'services',
    questions: 'Can you build a prototype of my idea?\nHow fast can you launch a first version?\nMVP for a startup',
    keywords: 'MVP, prototype, first version, launch, idea, startup product',
    answer:
      'Our MVP service turns an idea into a working first version in weeks, so you can test it with real users. One client, an edtech startup, launched a tutor-matching MVP in nine weeks.',
    cta: { text: 'MVP Development', link: subpageHref('mvp-development') },
  },
  {
    key: 'service-dedicated-team',
    title: 'Dedicated Development Teams',
    topic: 'services',
    questions: 'Can I get a dedicated team of developers?\nDo you provide an offshore team?\nExtend my engineering team',
    keywords: 'dedicated team, pod, offshore, outsourcing, team extension, augmentation',
    answer:
      'A dedicated development team works only on your product, grows or shrinks with your roadmap, and reports to you. We handle hiring, payroll and replacements.',
    cta: { text: 'Dedicated Development Teams', link: subpageHref('dedicated-development-teams') },
  },
  {
    key: 'service-ai',
    title: 'AI Solutions',
    topic: 'services',
    questions: 'Do you build AI tools?\nCan you automate our processes with AI?\nMachine learning services',
    keywords:
      'AI, artificial intelligence, machine learning, ML, chatbot, automation, automatically, data, analytics, documents, invoices, GPT, LLM',
    answer:
      'Our AI Solutions pillar covers AI chatbots and assistants, data and analytics, process automation with AI, and AI document processing. We start with a pilot, measure it, then roll it out.',
    cta: { text: 'AI Solutions', link: category('ai-solutions') },
  },
  {
    key: 'service-chatbot',
    title: 'AI Chatbots & Assistants',
    topic: 'services',
    questions: 'Can you make a chatbot for my website?\nCustomer support bot\nVirtual assistant for our customers',
    keywords: 'chatbot, AI chatbot, bot, virtual assistant, whatsapp bot, support assistant, conversational, chatbot development',
    answer:
      'We build AI chatbots and assistants that answer your customers from your own content and hand over to a person when needed. A D2C skincare brand uses one for its support.',
    cta: { text: 'AI Chatbots & Assistants', link: subpageHref('ai-chatbots-assistants') },
  },
  // Working with us as a business
  {
    key: 'request-proposal',
    title: 'Requesting a proposal',
    topic: 'business',
    questions:
      'How do I request a proposal?\nI want a quote for my project\nCan you give me a quote for developers?\nWe need several developers for a few months\nHow can my company start working with you?',
    keywords:
      'proposal, quote, quotation, estimate, team-up, request, engage, partner, get started, how many developers, for months, team-up request form, business request, request as business',
    answer:
      'Send a Team-Up Request with the roles, how many people, for how long and from when (for example "3 React developers for 6 months"). We reply within 24 hours with questions or a call invitation, then send a written quote with scope, timeline and fees.',
    cta: { text: 'Request a proposal', link: routes.teamUpRequest },
  },
  {
    key: 'hiring-process',
    title: 'How hiring works for businesses',
    topic: 'business',
    questions: 'How does your hiring process work?\nWhat are the steps to hire through you?\nHow do you work with businesses?',
    keywords: 'process, steps, how it works, workflow, discovery call, custom plan, shortlist',
    answer:
      'Five steps: a discovery call, a custom plan, a verified shortlist, onboarding, and ongoing support. Candidates are found through talent identification, skill assessments, confidence building and placement.',
    cta: { text: 'Get a Custom Plan', link: routes.teamUpRequest },
  },
  {
    key: 'onboarding-time',
    title: 'How fast people can start',
    topic: 'terms',
    questions: 'How quickly can someone start?\nHow long does onboarding take?\nI need people urgently',
    keywords: 'onboarding, start date, timeline, urgent, turnaround, speed, quickly, days, months, join, joining, soon, fast, new hires',
    answer: `Onboarding takes from ${MARKETING_FIGURES.onboarding}. Urgent contract cover can start the next working day; senior, specialist or volume hiring is planned over weeks or months.`,
    cta: { text: 'FAQs for clients: Hiring and onboarding', link: `${routes.faqs}#clients-category-1` },
  },
  {
    key: 'verification',
    title: 'Verification',
    topic: 'terms',
    questions: 'How long does verification take?\nHow many days does verification take?\nHow do you verify candidates?\nBackground checks',
    keywords: 'verification, verify, verified, background check, screening, documents, identity, references',
    answer: `Verification takes ${VERIFICATION_TIME}. Every candidate is interviewed and skill-tested, and their identity, education and references are checked before a client meets them.`,
    cta: { text: 'FAQs for clients: Hiring and onboarding', link: `${routes.faqs}#clients-category-1` },
  },
  {
    key: 'pricing',
    title: 'How we charge',
    topic: 'terms',
    questions: 'How much do your services cost?\nWhat are your fees?\nHow do you charge?',
    keywords: 'price, pricing, cost, fees, charges, rates, budget, expensive, cheap, invoice',
    answer:
      'Permanent hiring is usually a one-time fee on joining; contract staff and technology projects are billed per month or per milestone. Every proposal states the fees in writing before work starts.',
    cta: { text: 'Ask for a proposal', link: routes.teamUpRequest },
  },
  {
    key: 'payment-methods',
    title: 'Payment methods',
    topic: 'terms',
    questions: 'Which payment methods do you accept?\nHow can I pay you?\nCan I pay by card or bank transfer?',
    keywords: 'payment, pay, UPI, RTGS, NEFT, cash, cheque, check, demand draft, DD, bank transfer, GST, payment options, modes of payment',
    answer: `We accept ${joinList(PAYMENT_METHODS, 'and')}. A GST invoice is issued for every payment.`,
    cta: { text: 'FAQs for clients: Pricing and payments', link: `${routes.faqs}#clients-category-2` },
  },
  {
    key: 'subscriptions',
    title: 'Subscription plans',
    topic: 'terms',
    questions: 'Do you offer subscription plans?\nCan I pay monthly?\nIs there a yearly plan?',
    keywords: 'subscription, plan, monthly, quarterly, three months, six months, half-yearly, yearly, annual, retainer',
    answer: 'Yes. For ongoing hiring or support you can choose a monthly, three-month, six-month or yearly subscription.',
    cta: { text: 'FAQs for clients: Pricing and payments', link: `${routes.faqs}#clients-category-2` },
  },
  {
    key: 'refunds',
    title: 'Refunds',
    topic: 'terms',
    questions: 'Are your fees refundable?\nCan I get my money back?\nRefund policy',
    keywords: 'refund, refundable, money back, cancellation, cancel',
    answer:
      'Fees are non-refundable unless your written contract says otherwise. Replacement guarantees for placed candidates are set out in the contract.',
    cta: { text: 'Terms of Service', link: routes.terms },
  },
  {
    key: 'replacement',
    title: 'If a placement does not work out',
    topic: 'terms',
    questions: 'What if the candidate does not work out?\nDo you replace a hire who leaves?\nReplacement guarantee',
    keywords: 'replacement, replace, guarantee, quits, leaves, not working out, bad hire',
    answer:
      'Tell your account manager. We find out what went wrong and, where your contract includes a replacement period, send a replacement candidate at no extra fee.',
    cta: { text: 'FAQs for clients: Hiring and onboarding', link: `${routes.faqs}#clients-category-1` },
  },
  {
    key: 'ip-ownership',
    title: 'Who owns the software',
    topic: 'terms',
    questions:
      'Who owns the code you write for us?\nDo we get the intellectual property?\nSource code ownership\nDo we own the software you build for us?',
    keywords: 'intellectual property, IP, ownership, own, source code, copyright, rights',
    answer:
      'You do, once the invoices for that work have been paid in full. Until then we retain the intellectual property, as our Terms of Service explain.',
    cta: { text: 'Terms of Service', link: routes.terms },
  },
  {
    key: 'account-manager',
    title: 'Point of contact for clients',
    topic: 'business',
    questions: 'Who will be my point of contact?\nWill I have an account manager?\nWho do I speak to about my team?',
    keywords: 'account manager, point of contact, relationship manager, coordinator, single contact, contact person, dedicated manager',
    answer: `Every client has a dedicated account manager who knows your business, backed by a support team available ${SUPPORT_AVAILABILITY} to active clients.`,
    cta: { text: 'FAQs for clients: Support', link: `${routes.faqs}#clients-category-3` },
  },
  // Talent
  {
    key: 'join-talent',
    title: 'Joining the talent network',
    topic: 'talent',
    questions:
      'How do I apply for a job?\nHow can I join your talent network?\nI am looking for work\nI need work\nI am a fresher looking for a job',
    keywords:
      'apply, application, join, talent, become a member, membership, job seeker, candidate, looking for work, jobs, vacancies, openings, employment, register for jobs, job registration',
    answer:
      'Create an account, verify your e-mail with the one-time code, then complete the talent application with your details and your resume. We review it and contact you about training, gigs, internships or jobs.',
    cta: { text: 'Join as Talent', link: routes.joinAsTalent },
  },
  {
    key: 'open-roles',
    title: 'Open roles (job board)',
    topic: 'talent',
    questions:
      'Which jobs are available right now?\nShow me the current job openings\nDo you have any vacancies for me?\nWhere is the list of jobs?\nAre there vacancies for developers?',
    keywords: 'job board, job list, jobs list, vacancies, current openings, latest jobs, job postings, listings',
    answer:
      'Every open role our clients are hiring for is on the job board, with its pillar, employment type (full-time, part-time, contract, internship, micro-internship or gig), work mode and location. Search and filter the list, open a role and choose "Apply for this role".',
    cta: { text: 'See open roles', link: routes.jobs },
  },
  {
    key: 'eligibility',
    title: 'Who can join / minimum age',
    topic: 'talent',
    questions: 'Who can join?\nWhat is the minimum age?\nHow old must I be to register?\nCan I apply if I am 17?\nAm I eligible?',
    keywords: 'age, age limit, minimum age, eligible, eligibility, old, how old, under 18, requirements, qualify, teenager, minor, 16, 17',
    answer: `Anyone aged ${MIN_SIGNUP_AGE} or over can join: students, fresh graduates, women returning after a career break, young professionals and freelancers. You must be at least ${MIN_SIGNUP_AGE} to sign up.`,
    cta: { text: 'Register now', link: routes.signup },
  },
  {
    key: 'resume-upload',
    title: 'Resume format',
    topic: 'talent',
    questions: 'What file format should my resume be?\nCan I upload my CV as a PDF?\nHow big can the resume file be?',
    keywords: 'resume, CV, file, upload, pdf, doc, docx, word, format, size, 5MB',
    answer: 'Upload your resume as a PDF, DOC or DOCX file, up to 5 MB, with the talent application.',
    cta: { text: 'Join as Talent', link: routes.joinAsTalent },
  },
  {
    key: 'micro-internships',
    title: 'Micro-internships',
    topic: 'talent',
    questions:
      'How long are your internships?\nDo you offer internships for students?\nWhat is a micro-internship?\nDo students get internships with you?\nInternships for college students',
    keywords: 'internship, intern, micro-internship, weeks, duration, students, trainee, student internships',
    answer: `Our micro-internships last ${MICRO_INTERNSHIP_LENGTH}. Each has a defined project, a supervisor at the host company and a written review at the end that you can use as a reference.`,
    cta: { text: 'Join as Talent', link: routes.joinAsTalent },
  },
  {
    key: 'gig-pay',
    title: 'Pay for gig work',
    topic: 'talent',
    questions:
      'How will I be paid for gig work?\nWhen do I get my salary?\nHow do payouts work for freelancers?\nDo interns get a stipend?',
    keywords: 'salary, payout, wages, paid, earnings, stipend, gig pay, freelancer pay, remuneration',
    answer:
      'The pay, schedule and method are written in your assignment letter before you start. Most payouts are made by UPI or NEFT to your own bank account.',
    cta: { text: 'FAQs for gig workers', link: routes.faqs },
  },
  {
    key: 'training',
    title: 'Training and interview help',
    topic: 'talent',
    questions: 'Do you provide training?\nDo you train candidates?\nCan you help me with my resume?\nDo you do mock interviews?',
    keywords:
      'training, upskilling, skills, course, mentoring, mentor, mock interview, resume review, coaching, learn, train, trainers, improve, skill up, mentorship, interview practice, practice',
    answer:
      'Yes. After a skill assessment we train you in focused sprints on the tools your target role uses, with mentors, resume reviews and mock interviews with written feedback.',
    cta: { text: 'Career pathways', link: routes.careers },
  },
  {
    key: 'talent-process',
    title: 'How it works for talent',
    topic: 'talent',
    questions: 'What happens after I apply?\nWhat are the steps for candidates?\nHow do you place people?',
    keywords:
      'steps, profile, skill assessment, placement, after applying, next steps, selection, after I submit, application status, what next',
    answer:
      'Four steps: create your profile, take a skill assessment, get training and mentoring, then placement with a verified employer. Your profile is verified within 24–48 hours.',
    cta: { text: 'Join as Talent', link: routes.joinAsTalent },
  },
  {
    key: 'safety',
    title: 'Safe opportunities',
    topic: 'talent',
    questions:
      'Are the jobs safe?\nHow do you make sure employers are genuine?\nIs this a scam?\nDo I have to pay to get a job?\nDo candidates pay a fee to get placed?',
    keywords: 'safe, safety, genuine, scam, fraud, fake, trust, harassment, secure, legit',
    answer: `Every employer and role is verified before we offer it to you, and the hours, pay and location are written down before your first interview. We never ask you to pay to get a job, and our support line is available ${SUPPORT_AVAILABILITY} to placed talent if something feels wrong.`,
    cta: { text: 'Safe opportunities for students and women', link: caseStudyHref('safe-opportunities-for-students-and-women') },
  },
  {
    key: 'careers-at-ptw',
    title: 'Careers with us',
    topic: 'company',
    questions:
      'Are you hiring?\nCan I work for Pune Talent Works?\nI want to work at your company\nWhat perks do your employees get?\nDo you have open positions in your own team?\nHow is it to work with you as an employee?',
    keywords:
      'careers, work here, join the team, perks, benefits, bonus, stipend, culture, life at, job openings, work at your company, open positions in your team, open roles, employees, career pathways, talent accelerator',
    answer:
      'Our Careers page covers our career pathways (Return-to-Work Programs, Talent Accelerator, Mentorship & Upskilling), life at the company and our perks: a learning stipend, performance bonuses and a remote-first kit allowance. Open roles are not listed on the site yet: join our talent network and we will contact you when one fits.',
    cta: { text: 'Careers', link: routes.careers },
  },
  // Company, contact and support
  {
    key: 'contact-hours',
    title: 'Office hours',
    topic: 'company',
    questions: 'What are your office hours?\nWhen are you open?\nAre you open on Saturday?',
    keywords:
      'hours, timings, open, opening, closed, weekend, Saturday, Sunday, working hours, time, working days, weekdays, Monday to Friday',
    answer: `Our office hours are ${CONTACT_HOURS}. Our support line is available ${SUPPORT_AVAILABILITY} ${SUPPORT_SCOPE}.`,
    cta: { text: 'Contact us', link: routes.contact },
  },
  {
    key: 'location',
    title: 'Office location',
    topic: 'company',
    questions: 'Where is your office?\nWhat is your address?\nWhere are you located?\nCan I visit you?',
    keywords: 'address, location, office, located, visit, directions, map, Baner, Pune, where',
    answer: `Our office is at ${officeAddress}. Call ahead on ${phone} and we will be glad to meet you.`,
    cta: { text: 'Contact details', link: routes.contact },
  },
  {
    key: 'cities-remote',
    title: 'Cities we serve and remote work',
    topic: 'company',
    questions:
      'Which cities do you serve?\nDo you work with clients outside Pune?\nAre you in Mumbai?\nCan I work remotely?\nDo you offer remote or work-from-home roles?\nCan I work from home?',
    keywords: 'cities, city, outside Pune, Mumbai, across India, remote, work from home, wfh, hybrid, anywhere, other cities, serve',
    answer:
      'We are based in Pune and work with clients across India, from Mumbai and Bengaluru to smaller towns. Teams and candidates can work on site, hybrid or fully remote: each role says which before the first interview.',
    cta: { text: 'Join as Talent', link: routes.joinAsTalent },
  },
  {
    key: 'phone-email',
    title: 'Phone and e-mail',
    topic: 'company',
    questions: 'What is your phone number?\nWhat is your e-mail address?\nCan I call you?\nCan I call your team?',
    keywords: 'phone, number, call, telephone, mobile, email, e-mail, mail, whatsapp',
    answer: `Call us on ${phone} or write to ${email}.`,
    cta: { text: 'Contact us', link: routes.contact },
  },
  {
    key: 'support',
    title: 'Support availability',
    topic: 'company',
    questions: 'Is support available at night?\nHow do I get help?\nDo you offer customer support?\nI need help with my account',
    keywords: 'support, help, helpdesk, 24/7, 24x7, 24 hours, all day, round the clock, assistance, problem, issue, complaint',
    answer: `Our support line is available ${SUPPORT_AVAILABILITY} ${SUPPORT_SCOPE}; everyone else hears from us in office hours (${CONTACT_HOURS}). Choose Customer Care in this chat to leave your e-mail address and a person will reply, or use the contact page.`,
    cta: { text: 'Contact us', link: routes.contact },
  },
  {
    key: 'human-agent',
    title: 'Talk to a person',
    topic: 'company',
    questions: 'Can I talk to a real person?\nI want to speak to someone\nConnect me to an agent',
    keywords: 'human, person, agent, representative, someone, staff, talk, speak, callback, expert',
    answer:
      'Of course. Choose Customer Care below and leave your e-mail address: a member of our team will reply. You can also call or write to us from the contact page.',
    cta: { text: 'Talk to an Expert', link: routes.contact },
  },
  {
    key: 'impact',
    title: 'Impact figures',
    topic: 'company',
    questions: 'How many candidates have you trained?\nWhat is your track record?\nHow successful are you?',
    keywords: 'impact, numbers, figures, statistics, retention, track record, experience, achievements, startups scaled',
    answer: `${MARKETING_FIGURES.candidatesTrained} candidates trained (${MARKETING_FIGURES.womenReturnersCareers} ${WOMEN_RETURNERS_LABELS.careers}), ${MARKETING_FIGURES.womenReturners} ${WOMEN_RETURNERS_LABELS.elsewhere}, ${MARKETING_FIGURES.clientRetention} client retention, ${MARKETING_FIGURES.startupsScaled} startups scaled and ${MARKETING_FIGURES.industries} industries served.`,
    cta: { text: 'About us', link: routes.about },
  },
  {
    key: 'women-returners-figure',
    title: 'Share of women among returners',
    topic: 'company',
    questions:
      'What percent of your returners are women?\nHow many women returners have you placed?\nWhat share of the return-to-work programme are women?\nShare of women in the returnship',
    keywords: 'percent, percentage, share, proportion, 65%, 70%, figure, statistics, how many',
    answer: `Women are most of our returners: ${MARKETING_FIGURES.womenReturnersCareers} on the Careers page, which counts the people in our own return-to-work pathway, and ${MARKETING_FIGURES.womenReturners} in our impact figures and case study, which count every returner we have trained and placed.`,
    cta: { text: 'Return-to-Work Program', link: subpageHref('return-to-work-program-for-women') },
  },
  {
    key: 'case-study-students',
    title: 'Case study: students',
    topic: 'company',
    questions: 'How do you help students get their first job?\nCareer growth for students\nI am a fresher with no experience',
    keywords: 'student, fresher, graduate, first job, no experience, college, campus, career growth',
    answer: `Students get a skills test and a learning plan, role-focused training sprints, micro-internships of ${MICRO_INTERNSHIP_LENGTH}, and mentors with mock interviews. Our case study shows the results.`,
    cta: { text: 'Career growth for students', link: caseStudyHref('career-growth-for-students') },
  },
  // Policies
  {
    key: 'privacy',
    title: 'Privacy',
    topic: 'policies',
    questions:
      'What do you do with my personal data?\nIs my information safe with you?\nPrivacy policy\nDo you use cookies?\nHow long do you keep my data?\nDo you sell my data?',
    keywords:
      'privacy, personal data, data, information, GDPR, cookies, delete my data, share, retention, data protection, third-party links, transfer outside India, sell my data',
    answer:
      'We collect only what we need to match you with work or serve your business, keep it secure, never sell it, and share it only as the privacy policy describes. You can ask to see, correct or delete your data. The privacy policy also covers cookies, how long we keep data, third-party links, minors under 18 and transfers outside India.',
    cta: { text: 'Privacy policy', link: routes.privacy },
  },
  {
    key: 'terms',
    title: 'Terms of service',
    topic: 'policies',
    questions:
      'What are your terms and conditions?\nWhich law applies to the contract?\nHow can a contract be terminated?\nWhat are your terms of service?',
    keywords:
      'terms, conditions, T&C, legal, contract, agreement, termination, governing law, jurisdiction, courts, dispute, disputes, legal dispute',
    answer:
      'Our terms require users to be 18 or over; fees are non-refundable unless a written contract says otherwise; we keep intellectual property until full payment; either side may end an engagement with written notice; Indian law applies, with courts in Pune.',
    cta: { text: 'Terms of Service', link: routes.terms },
  },
]

/**
 * The starter word groups ("Words that mean the same" in the admin): in each, every word is read as the first one,
 * in the knowledge base and in visitors' questions alike. Staff add, change or remove groups in the admin.
 */
export const assistantWordGroups: string[] = [
  'location, city, cities, based, located, situated, branch, town, shahar',
  'mumbai, delhi, bengaluru, bangalore, hyderabad, chennai, kolkata, nagpur, nashik, ahmedabad, noida, gurgaon, gurugram, aurangabad, kolhapur, indore, outside',
  'price, cost, costs, rates, charge, charges, fees, fee, pricing, budget, expensive, cheap',
  'quote, quotation, estimate, proposal',
  'developers, developer, engineers, engineer, programmers, programmer, coders, coder, team, react, angular, java, python, nodejs, flutter, php, dotnet, fullstack, frontend, backend',
  'job, jobs, vacancy, vacancies, employment, naukri, nokri',
  'otp, passcode, pin',
  'register, signup, registration, enrol, enroll',
  'received, receive, came, come, arrive, arrived, aaya, mila',
  'women, woman, ladies, lady, female, mothers, mother, moms, mom, mahila',
  'percent, percentage, proportion, ratio, share',
  'age, aged, umar, umr',
  'remote, remotely, wfh, hybrid, anywhere',
  'results, result, outcomes, outcome, kpis, kpi, delivered',
  'internship, internships, intern, interns, trainee, apprenticeship',
  'hours, timings, timing, hrs',
  'urgent, urgently, immediately, quickly, fast, asap',
  'payment, payments, paying, pay',
  'candidates, people, persons, professionals',
]

const inLanguage = ([answer, keywords, ctaText]: readonly [string, string, string?]) => ({ answer, keywords, ctaText: ctaText ?? null })

/** The starter entries, each with its Marathi and Hindi answer and words (./assistantLanguages). */
export const assistantAnswers: SeedAssistantAnswer[] = englishAnswers.map((entry) => {
  const languages = assistantLanguages[entry.key]
  return languages ? { ...entry, marathi: inLanguage(languages.marathi), hindi: inLanguage(languages.hindi) } : entry
})
