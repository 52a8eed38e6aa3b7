// The fixed choices of the talent pool (docs/decisions/talent-pool.md), with the words staff read: how a candidate
// first came, and how far a resume's text was read. Shared by the collections and the features that write them.

export const CANDIDATE_SOURCES = [
  { label: 'Applied on the site', value: 'site-application' },
  { label: 'Applied for a role', value: 'role-application' },
  { label: 'Added by staff from a resume', value: 'staff-upload' },
  { label: 'Imported', value: 'import' },
  { label: 'Sourced by staff', value: 'sourced' },
] as const

export const RESUME_TEXT_STATUSES = [
  { label: 'Waiting to be read', value: 'pending' },
  { label: 'Read', value: 'read' },
  { label: 'Text not readable', value: 'unreadable' },
] as const

/**
 * The longest resume text kept (characters); a longer text is cut there.
 * @public for the resume reader
 */
export const RESUME_TEXT_MAX_LENGTH = 200_000
