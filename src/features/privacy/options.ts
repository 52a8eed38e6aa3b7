// The privacy work's fixed choices (docs/decisions/privacy.md): the kinds of privacy request and their clocks.

/** What a person may ask for under the DPDP Act 2023 (sections 11-14), as the request form and the staff list name them. */
export const PRIVACY_REQUEST_KINDS = [
  { label: 'A summary of my data (access)', value: 'access' },
  { label: 'Correct my data', value: 'correction' },
  { label: 'Erase my data', value: 'erasure' },
  { label: 'Withdraw a consent', value: 'withdrawal' },
  { label: 'A grievance (complaint)', value: 'grievance' },
  { label: 'Nominate someone to act for me', value: 'nomination' },
] as const

export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number]['value']

export const PRIVACY_REQUEST_KIND_VALUES = PRIVACY_REQUEST_KINDS.map(({ value }) => value) as [PrivacyRequestKind, ...PrivacyRequestKind[]]

/** A kind's words (the form's and the staff list's). */
export const privacyKindLabel = (kind: string) => PRIVACY_REQUEST_KINDS.find(({ value }) => value === kind)?.label ?? kind

/** The kind in one word, as the inbox's "Company or role" column and the member's list show it. */
export const PRIVACY_KIND_WORDS: Record<PrivacyRequestKind, string> = {
  access: 'Access',
  correction: 'Correction',
  erasure: 'Erasure',
  withdrawal: 'Withdrawal',
  grievance: 'Grievance',
  nomination: 'Nomination',
}

/** The DPDP Rules 2025 (rule 14(3)): a grievance is answered within 90 days. */
export const GRIEVANCE_DAYS = 90

/** The other requests' answer time when Site settings name none (docs/decisions/privacy.md). */
export const DEFAULT_PRIVACY_REQUEST_DAYS = 30

/** The due date of a request confirmed at `confirmedAt`: 90 days for a grievance, `otherDays` for the others. */
export function privacyDueDate(kind: PrivacyRequestKind, confirmedAt: Date, otherDays: number): Date {
  const days = kind === 'grievance' ? GRIEVANCE_DAYS : otherDays
  return new Date(confirmedAt.getTime() + days * 24 * 60 * 60 * 1000)
}

/** Where a breach record stands (collection `breaches`). */
export const BREACH_STATUSES = [
  { label: 'Being handled', value: 'open' },
  { label: 'Contained', value: 'contained' },
  { label: 'Closed', value: 'closed' },
] as const
