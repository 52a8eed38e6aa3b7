// What the activity timeline of a lead (docs/decisions/lead-desk.md, "Activity on each lead") records, in staff's words. Shared by the collection, the
// hooks that write entries and the timeline on each lead's page. The lead kinds themselves are features/leadDesk/kinds.ts.

export const ACTIVITY_TYPES = [
  { label: 'Note', value: 'note' },
  { label: 'Reply', value: 'reply' },
  { label: 'Stage moved', value: 'stage' },
  { label: 'Status changed', value: 'status' },
  { label: 'Assigned', value: 'assignee' },
  { label: 'Follow-up set', value: 'follow-up-set' },
  { label: 'Follow-up done', value: 'follow-up-done' },
  { label: 'E-mail', value: 'mail' },
  // An answer from the person, read from the inbound mailbox (features/inboundMail).
  { label: 'Reply received', value: 'reply-received' },
  { label: 'Lead deleted', value: 'deleted' },
  // Two candidate profiles of one person made one (features/candidates/merge.ts): on both profiles' timelines.
  { label: 'Profiles merged', value: 'merged' },
  // An interview's times sent, booked, moved, cancelled, reminded, taken place, and the client's feedback (features/interviews).
  { label: 'Interview', value: 'interview' },
  // The client area (features/clientArea): a profile sent on a shortlist, and a client contact's decision on it.
  { label: 'Sent to a client', value: 'shared' },
  { label: 'Client feedback', value: 'client-feedback' },
  // A member corrected their own candidate profile on My account (features/privacy/correction.ts).
  { label: 'Corrected by the candidate', value: 'corrected' },
] as const

/**
 * Besides the leads, a candidate of the talent pool has a timeline of its own (docs/decisions/talent-pool.md): its
 * notes are entries with this collection; its page shows them with the entries of every application attached to it.
 */
export const CANDIDATE_TIMELINE = 'candidates'

/**
 * A client's requirement has a timeline too (docs/decisions/clients.md, "The requirement's timeline"): staff notes, the
 * shortlists sent on it, the client's decisions, interviews booked or cancelled and placements recorded.
 */
export const REQUIREMENT_TIMELINE = 'requirements'

/** Every timeline that is not a lead's. */
export const OWN_TIMELINES = [CANDIDATE_TIMELINE, REQUIREMENT_TIMELINE] as const
export type OwnTimeline = (typeof OWN_TIMELINES)[number]

export type ActivityType = (typeof ACTIVITY_TYPES)[number]['value']

/** How long the author of a note may still correct it; after that it stands as written. */
export const NOTE_EDIT_MINUTES = 10

export const NOTE_MAX_LENGTH = 5000
/** How often an open lead's page checks for new entries (an answer by e-mail) while it is visible. */
export const ACTIVITY_CHECK_SECONDS = 30
export const REPLY_MAX_LENGTH = 10_000
export const REPLY_SUBJECT_MAX_LENGTH = 200
