// Fixed copy of the Careers page (spec section 2, Careers). Women returners read 65% here (spec section 9).
import { MARKETING_FIGURES, MICRO_INTERNSHIP_LENGTH, WOMEN_RETURNERS_LABELS } from '@/lib/constants'

import type { Figure, Titled } from './types'

export const careersPage = {
  metaTitle: 'Careers',
  metaDescription:
    'Join the Pune Talent Works talent network: return-to-work programmes, a talent accelerator for students and young professionals, mentorship and upskilling, and placements with verified employers.',
  hero: {
    eyebrow: 'Careers at Pune Talent Works',
    title: 'Build a career that matters.',
    lead: 'Whether you are finishing college, returning after a break or looking for steady project work, we help you get trained, get noticed and get placed with employers who value you.',
    action: 'Join Our Talent Network',
  },
  mission: {
    title: 'Our Mission and Values',
    text: 'We exist to turn potential into paid, fulfilling work. These values guide how we treat every member of our network.',
    values: [
      { title: 'Growth', description: 'Every role should leave you more skilled and more confident than when you started.' },
      { title: 'Inclusion', description: 'Career breaks, non-traditional degrees and first jobs are welcome here, not explained away.' },
      { title: 'Integrity', description: 'Clear pay, honest feedback and employers we have verified ourselves.' },
      { title: 'Ownership', description: 'You own your career path; we give you the tools, mentors and introductions to drive it.' },
    ] satisfies Titled[],
  },
  pathways: {
    title: 'Career Pathways',
    intro: 'Three ways in, each with a mentor from the first day.',
    items: [
      {
        title: 'Return-to-Work Programs',
        description:
          'For women and professionals returning after a career break: skill refreshers, flexible and hybrid roles, and a mentor who has made the same journey.',
      },
      {
        title: 'Talent Accelerator',
        description: `For students and young professionals: practical assessments, portfolio projects and paid micro-internships of ${MICRO_INTERNSHIP_LENGTH} with Pune startups.`,
      },
      {
        title: 'Mentorship & Upskilling',
        description:
          'For gig workers and job seekers: short courses on current tools, mock interviews and one-to-one guidance towards steady, well-paid work.',
      },
    ] satisfies Titled[],
  },
  life: {
    title: 'Life at Pune Talent Works',
    text: 'We are a small, friendly team based in Baner with people working remotely across Maharashtra. We keep meetings short, share wins in a weekly demo, and make time for learning every Friday afternoon.',
    highlights: [
      'Flexible hours and remote-first working',
      'Weekly learning sessions and peer mentoring',
      'Quarterly community meet-ups in Pune',
      'A culture that celebrates returners and first jobs',
    ],
  },
  perks: {
    title: 'Perks and Benefits',
    items: [
      { title: 'Learning stipend', description: 'An annual budget for courses, certifications and books of your choice.' },
      { title: 'Performance bonuses', description: 'Quarterly bonuses tied to clear, shared goals — no guesswork.' },
      {
        title: 'Remote-first kit allowance',
        description: 'A one-time allowance for a laptop stand, headset, chair or whatever helps you work well at home.',
      },
    ] satisfies Titled[],
  },
  impact: {
    title: 'Our Impact in Numbers',
    figures: [
      { value: MARKETING_FIGURES.candidatesTrained, label: 'candidates trained' },
      { value: MARKETING_FIGURES.womenReturnersCareers, label: WOMEN_RETURNERS_LABELS.careers },
      { value: MARKETING_FIGURES.clientRetention, label: 'client retention' },
      { value: MARKETING_FIGURES.industries, label: 'industries' },
    ] satisfies Figure[],
  },
  closing: {
    title: 'Ready to take the next step?',
    text: 'Create your profile, share your resume and our team will reach out with the pathway that fits you. Applicants must be 18 or older.',
    action: 'Join Our Talent Network',
  },
} as const
