// How a role's pay and experience read on cards, pages and the job-board feeds. Client-safe.
import { salaryUnitLabel } from '@/features/openings/options'
import type { OpeningSummary } from '@/features/openings/types'

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })

/** "₹25,000–₹35,000 per month", or null when no pay is given. */
export function salaryText(salary: OpeningSummary['salary']): string | null {
  if (!salary) return null
  const range =
    salary.max !== null && salary.max !== salary.min
      ? `${rupees.format(salary.min)}–${rupees.format(salary.max)}`
      : rupees.format(salary.min)
  return `${range} ${salaryUnitLabel(salary.unit)}`
}

/** "0–1 years", "3+ years", "Freshers welcome". */
export function experienceText({ min, max }: OpeningSummary['experience']): string {
  if (min === 0 && (max === null || max === 0)) return 'Freshers welcome'
  if (max === null) return `${min}+ years`
  if (max === min) return `${min} ${min === 1 ? 'year' : 'years'}`
  return `${min}–${max} years`
}

export function employerText(employer: OpeningSummary['employer']): string | null {
  if (employer.kind === 'named') return employer.name
  if (employer.kind === 'confidential') return 'Confidential client'
  return null
}
