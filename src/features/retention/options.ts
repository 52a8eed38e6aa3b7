// The retention rules' fixed choices (docs/decisions/privacy.md, "Retention"): the defaults of the Site settings and
// the quarantine's length.

/** Candidates without activity are kept this many months when Site settings name none. */
export const DEFAULT_CANDIDATE_MONTHS = 24
/** Leads that never became business are kept this many months when Site settings name none. */
export const DEFAULT_LEAD_MONTHS = 12
/** Newsletter subscribers who never confirmed their address are kept this many days when Site settings name none. */
export const DEFAULT_UNCONFIRMED_SUBSCRIBER_DAYS = 30
/** What is due waits this many days, set aside ("quarantined") and restorable, before it is erased. */
export const QUARANTINE_DAYS = 30
