// The fixed choices of the client side (docs/decisions/clients.md): client companies, requirements,
// shortlists, interviews and placements, with the words staff read. One list each, shared by the collections, the
// client area (features/clientArea), interviews (features/interviews) and the dashboard.

export const CLIENT_STATUSES = [
  { value: 'prospect', label: 'Prospect' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
] as const

export const REQUIREMENT_STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'on-hold', label: 'On hold' },
  { value: 'filled', label: 'Filled' },
  { value: 'cancelled', label: 'Cancelled' },
] as const

export const SHORTLIST_STATUSES = [
  { value: 'draft', label: 'Draft (not sent)' },
  { value: 'sent', label: 'Sent to the client' },
] as const

/** What a client contact decides per shortlisted candidate (the client area's `decision`). */
export const CLIENT_DECISIONS = [
  { value: 'interview', label: 'Interview' },
  { value: 'reject', label: 'Reject' },
  { value: 'question', label: 'Ask a question' },
] as const

/**
 * Why a client rejects a shortlisted candidate (chosen from this list, plus free text).
 * @public for the client area (features/clientArea)
 */
export const CLIENT_REJECTION_REASONS = [
  'Skills do not match',
  'Not enough experience',
  'Salary expectations too high',
  'Notice period too long',
  'Location or work mode does not suit',
  'Already interviewing a similar profile',
  'Other',
] as const

export const INTERVIEW_STATUSES = [
  { value: 'proposed', label: 'Slots proposed' },
  { value: 'booked', label: 'Booked' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'done', label: 'Done' },
] as const

/** The client's feedback after an interview. */
export const INTERVIEW_FEEDBACK = [
  { value: 'move-forward', label: 'Move forward' },
  { value: 'not-a-fit', label: 'Not a fit' },
] as const

export const FEE_KINDS = [
  { value: 'percent', label: 'Percentage of the salary' },
  { value: 'fixed', label: 'Fixed amount (₹)' },
] as const

export const INVOICE_STATUSES = [
  { value: 'to-invoice', label: 'To invoice' },
  { value: 'invoiced', label: 'Invoiced' },
  { value: 'paid', label: 'Paid' },
] as const

/** The replacement guarantee when the site settings do not say (days from joining). */
export const DEFAULT_REPLACEMENT_GUARANTEE_DAYS = 90

/** @public for the client area and interviews */
export type ClientDecision = (typeof CLIENT_DECISIONS)[number]['value']
/** @public for interviews (features/interviews) */
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number]['value']
export type FeeKind = (typeof FEE_KINDS)[number]['value']
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]['value']

/** An Indian GSTIN: 2-digit state code, the 10-character PAN, entity number, "Z", check character (e.g. 27AAPFU0939F1ZV). */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
