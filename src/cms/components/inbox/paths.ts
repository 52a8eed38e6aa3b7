/** Where the staff inbox lives under /admin (payload.config registers the view at this path). */
export const INBOX_PATH = '/inbox'
