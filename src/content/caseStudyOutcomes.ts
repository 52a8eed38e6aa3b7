// Measured outcomes of each case study (issue 16, item 11), shown as large numbers in its Results section, and which
// testimonials its page shows. The starter figures are illustrative (`illustrative: true` prints a note under them):
// replace them with the agency's measured results and set `illustrative` to false.
import type { TestimonialKind } from '@/features/content/types'

import type { caseStudySlugList } from './caseStudies'

type Outcome = { value: string; label: string; detail: string }

export type CaseStudyOutcomes = { illustrative: boolean; basis: string; figures: Outcome[] }

export const outcomeTexts = {
  title: 'Outcomes',
  illustrativeNote:
    'Illustrative figures for a typical engagement of this kind, shown until measured results from our own placements replace them.',
}

export const caseStudyOutcomes: Record<(typeof caseStudySlugList)[number], CaseStudyOutcomes & { testimonialKind: TestimonialKind }> = {
  'career-growth-for-students': {
    testimonialKind: 'talent',
    illustrative: true,
    basis: 'One student cohort placed with Pune startups',
    figures: [
      { value: '18 days', label: 'time to hire', detail: 'from a startup\u2019s request to an intern starting' },
      { value: '82%', label: 'still in the role after six months', detail: 'interns converted to paid roles' },
      { value: '35% less', label: 'than the previous way', detail: 'compared with a campus drive run in-house' },
      { value: '42', label: 'candidates placed', detail: 'in micro-internships and first jobs' },
    ],
  },
  'safe-opportunities-for-students-and-women': {
    testimonialKind: 'talent',
    illustrative: true,
    basis: 'One Return-to-Work intake',
    figures: [
      { value: '21 days', label: 'time to hire', detail: 'from shortlist to a returner\u2019s first day' },
      { value: '88%', label: 'still in the role after six months', detail: 'returners placed through the programme' },
      { value: '30% less', label: 'than the previous way', detail: 'compared with the hosts\u2019 job-portal hiring' },
      { value: '27', label: 'candidates placed', detail: 'returners and students in verified roles' },
    ],
  },
  'staffing-solutions-for-businesses': {
    testimonialKind: 'client',
    illustrative: true,
    basis: 'Six startup clients over one year',
    figures: [
      { value: '9 days', label: 'time to hire', detail: 'median, down from 45 days before working with us' },
      { value: '91%', label: 'still in the role after six months', detail: 'contract and permanent hires' },
      { value: '40% less', label: 'than the previous way', detail: 'cost per hire compared with the clients\u2019 previous agencies' },
      { value: '64', label: 'candidates placed', detail: 'across support, engineering and operations roles' },
    ],
  },
}
