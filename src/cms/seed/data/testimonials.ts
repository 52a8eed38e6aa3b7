// Sample testimonials: written for the starter content, not said by real people. Each is seeded approved (so the pages
// show what a finished site looks like) and marked "Sample" in the admin so staff replace it before launch.
import type { SeedTestimonial } from '../types'

export const testimonials: SeedTestimonial[] = [
  {
    quote:
      'We needed six bilingual support agents for a UPI merchant launch and had ten days. Pune Talent Works sent verified shortlists within two days, and every agent was on the floor before launch week.',
    name: 'Ananya Kulkarni',
    role: 'Head of Operations',
    company: 'PaySetu Fintech',
    kind: 'client',
  },
  {
    quote:
      'Their dedicated pod felt like our own team from the first sprint. They joined our standups, used our tools, and when we had to scale from two developers to four it took weeks, not months.',
    name: 'Rohan Deshpande',
    role: 'Co-founder and CTO',
    company: 'RouteKart Logistics',
    kind: 'client',
  },
  {
    quote:
      'We hired three engineers from the Return-to-Work track. They came in refreshed on current tools and confident, and all three are still with us and leading features.',
    name: 'Meera Joshi',
    role: 'Engineering Manager',
    company: 'Ledgerly SaaS',
    kind: 'client',
  },
  {
    quote:
      'As a non-profit we cannot afford a wrong hire. They understood our budget, rewrote our POSH policy in plain language and found us a programme coordinator who shares our values.',
    name: 'Farah Shaikh',
    role: 'Director',
    company: 'Udaan Sakhi Foundation',
    kind: 'client',
  },
  {
    quote:
      'Our micro-interns built the first version of our tutor dashboard in eight weeks. Two of them now work with us full time. The weekly check-ins kept everyone on track.',
    name: 'Siddharth Patil',
    role: 'Founder',
    company: 'ShikshaSetu Learning',
    kind: 'client',
  },
  {
    quote:
      'After a six-year break I was not sure anyone would look at my CV. The mentors helped me refresh my testing skills and explain my break with pride. I joined a SaaS team as a QA engineer within two months.',
    name: 'Priya Nair',
    role: 'QA engineer, Return-to-Work programme',
    company: 'Talent, Pune',
    kind: 'talent',
  },
  {
    quote:
      'My micro-internship gave me real work to show instead of college projects. The startup reviewed my code every week, and the written review helped me get my first offer.',
    name: 'Aditya Pawar',
    role: 'Junior developer, former micro-intern',
    company: 'Talent, Pune',
    kind: 'talent',
  },
  {
    quote:
      'Every role they showed me was verified, with the hours and pay written down before I applied. As a woman starting out, that made all the difference to my family and to me.',
    name: 'Sneha Gaikwad',
    role: 'HR executive',
    company: 'Talent, Pune',
    kind: 'talent',
  },
  {
    quote:
      'I wanted project work between semesters. The coordinator matched me with a data team that needed a dashboard, and I learnt more in ten weeks than in a year of theory.',
    name: 'Kabir Shinde',
    role: 'Data analyst intern',
    company: 'Talent, Pune',
    kind: 'talent',
  },
]
