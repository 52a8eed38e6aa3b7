// Measured outcomes of each case study (docs/decisions/content.md, "Case-study outcomes"), shown as large numbers in its Results section, and which
// testimonials its page shows. The starter figures are illustrative (`illustrative: true` prints a note under them):
// replace them with the agency's measured results and set `illustrative` to false.
import type { TestimonialKind } from './types'

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
      { value: '35%', label: 'lower cost than the previous way', detail: 'compared with a campus drive run in-house' },
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
      { value: '30%', label: 'lower cost than the previous way', detail: 'compared with the hosts\u2019 job-portal hiring' },
      { value: '27', label: 'candidates placed', detail: 'returners and students in verified roles' },
    ],
  },
  'staffing-solutions-for-businesses': {
    testimonialKind: 'client',
    illustrative: true,
    basis: 'A Baner fintech\u2019s bilingual support team for its UPI merchant launch',
    figures: [
      { value: '10 days', label: 'time to hire', detail: 'from the request to all six agents at work' },
      { value: '100%', label: 'still in the role after six months', detail: 'every one of the six hires' },
      { value: '35%', label: 'lower cost than the previous way', detail: 'per hire, compared with the client\u2019s previous agency' },
      { value: '6', label: 'candidates placed', detail: 'bilingual customer support agents' },
    ],
  },
}
