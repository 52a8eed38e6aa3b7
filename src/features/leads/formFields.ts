// Names shared by the browser forms and the server that must not pull zod into every page's bundle
// (the footer's newsletter form is on every page).

/** The honeypot: a field people never see; any value marks the submission as spam. */
export const HONEYPOT_FIELD = 'website'
