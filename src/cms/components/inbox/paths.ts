/** Where the staff inbox lives under /admin (payload.config registers the view at this path). */
export const INBOX_PATH = '/inbox'

/** The inbox's CSV export, a Payload endpoint under /cms-api (same filters as the inbox's address). */
export const INBOX_EXPORT_PATH = '/inbox/export'
