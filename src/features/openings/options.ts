// The fixed choices of an opening (docs/decisions/openings.md): employment type, work mode, salary unit and status, with the words
// staff and visitors read. One list each, shared by the CMS fields, the filters and the structured data.

export const EMPLOYMENT_TYPES = [
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
  { value: 'contract', label: 'Contract' },
  { value: 'internship', label: 'Internship' },
  { value: 'micro-internship', label: 'Micro-internship (4–12 weeks)' },
  { value: 'gig', label: 'Gig' },
] as const

export const WORK_MODES = [
  { value: 'on-site', label: 'On-site in Pune' },
  { value: 'hybrid', label: 'Hybrid (Pune)' },
  { value: 'remote', label: 'Remote within India' },
] as const

export const SALARY_UNITS = [
  { value: 'month', label: 'per month' },
  { value: 'year', label: 'per year' },
  { value: 'hour', label: 'per hour' },
  { value: 'total', label: 'in total' },
] as const

export const OPENING_STATUSES = [
  { value: 'draft', label: 'Draft (not public)' },
  { value: 'open', label: 'Open (listed, takes applications)' },
  { value: 'closed', label: 'Closed (page stays, no applications)' },
] as const

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]['value']
export type WorkMode = (typeof WORK_MODES)[number]['value']
export type SalaryUnit = (typeof SALARY_UNITS)[number]['value']

const labelOf = <T extends { value: string; label: string }>(list: readonly T[], value: string) =>
  list.find((item) => item.value === value)?.label ?? value

export const employmentTypeLabel = (value: string) => labelOf(EMPLOYMENT_TYPES, value)
export const workModeLabel = (value: string) => labelOf(WORK_MODES, value)
export const salaryUnitLabel = (value: string) => labelOf(SALARY_UNITS, value)

/** Google's employmentType values (JobPosting): a micro-internship is an internship, a gig is contract work. */
export const googleEmploymentType: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  'micro-internship': 'INTERN',
  gig: 'CONTRACTOR',
}

/** schema.org unitText for a salary unit; a total (stipend for the whole engagement) has no period. */
export const googleSalaryUnit: Record<SalaryUnit, string | undefined> = { month: 'MONTH', year: 'YEAR', hour: 'HOUR', total: undefined }
