// Business constants of spec section 9, by their spec names.
export const MIN_SIGNUP_AGE = 18
export const RESET_OTP_LENGTH = 6
export const CAROUSEL_INTERVAL_MS = 5000
export const RESET_REDIRECT_DELAY_MS = 2000
export const BLOG_SEARCH_DEBOUNCE_MS = 500
export const CHAT_REPLY_DELAY_MS = 1000
export const HOME_LATEST_BLOGS = 3
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const
export const RESUME_MAX_BYTES = 5 * 1000 * 1000
export const CONTACT_HOURS = 'Monday – Friday | 9 AM – 9 PM IST'
export const LOCATION = 'Pune'
export const HOME_STEPS_BUSINESS = 5
export const HOME_STEPS_TALENT = 4

/** Our choice (the spec leaves it open): 6 posts fill two rows of the three-column grid. */
export const BLOG_PAGE_SIZE = 6
export const BLOG_SEARCH_MAX_LENGTH = 100

/** The onboarding range's ends (MARKETING_FIGURES.onboarding), for texts written per language (features/content/pageFigures.ts). */
export const ONBOARDING_MIN_DAYS = 1
export const ONBOARDING_MAX_MONTHS = 6
/** Marketing figures of spec section 9, as shown on the pages. Women returners: 65% on Careers, 70% elsewhere. */
export const MARKETING_FIGURES = {
  candidatesTrained: '100+',
  womenReturnersCareers: '65%',
  womenReturners: '70%',
  clientRetention: '95%',
  startupsScaled: '10+',
  industries: '5+',
  onboarding: `${ONBOARDING_MIN_DAYS} day to ${ONBOARDING_MAX_MONTHS} months`,
} as const
/**
 * What each women-returners figure measures (docs/decisions/site.md), so the two never read as one claim: 65% (Careers) is
 * the share of this year's trainees, 70% (everywhere else) the share of women among the returners placed.
 */
export const WOMEN_RETURNERS_LABELS = {
  careers: 'of this year’s trainees are women returners',
  elsewhere: 'of the career returners we have placed are women',
} as const
// The bare figures of these two, for texts written per language (features/content/pageFigures.ts).
export const VERIFICATION_HOURS = '24–48'
export const VERIFICATION_TIME = `${VERIFICATION_HOURS} hours`
export const MICRO_INTERNSHIP_WEEKS = '4–12'
export const MICRO_INTERNSHIP_LENGTH = `${MICRO_INTERNSHIP_WEEKS} weeks`

/** Contact form inquiry types (spec section 5), in the order the select shows them. */
export const INQUIRY_TYPES = ['General', 'Support', 'Careers', 'Business Inquiry'] as const

// Stated business terms (spec section 9), as they are written in page copy.
export const PAYMENT_METHODS = ['UPI', 'RTGS', 'NEFT', 'cash', 'cheque', 'demand draft'] as const
export const SUPPORT_AVAILABILITY = '24/7'
/** Who the 24/7 line is for (docs/decisions/site.md): everyone else is answered in office hours (CONTACT_HOURS). */
export const SUPPORT_SCOPE = 'for placed talent and active clients'
/** Beside the office hours, so that "24/7" elsewhere never reads as a contradiction of them. */
export const CONTACT_HOURS_NOTE = `Messages are answered in these hours; our support line is open ${SUPPORT_AVAILABILITY} ${SUPPORT_SCOPE}.`

/** Newsletter double opt-in (docs/security.md): a confirmation link works for 7 days; a pending address gets
 *  at most one confirmation e-mail per hour however often the form is sent. */
export const SUBSCRIPTION_CONFIRM_TTL_SECONDS = 7 * 24 * 60 * 60
export const SUBSCRIPTION_CONFIRM_RESEND_SECONDS = 60 * 60

/** Mails to addresses a visitor typed (docs/security.md): per recipient and per recipient domain per day. */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3
export const ACKNOWLEDGEMENTS_PER_DOMAIN_PER_DAY = 20
/** Talent applications per member per day. */
export const TALENT_APPLICATIONS_PER_MEMBER_PER_DAY = 3

// Visitor accounts and staff logins.
export const MEMBER_COOKIE = 'ptw-member'
/** Member sessions (cookie and Payload session) last 7 days. */
export const MEMBER_SESSION_SECONDS = 7 * 24 * 60 * 60
/** Request context flag: set by the site's member handlers, required for member auth operations. */
export const MEMBER_API_CONTEXT = 'memberApi'

export const OTP_TTL_MS = 10 * 60 * 1000
export const OTP_MAX_ATTEMPTS = 5
export const OTP_RESEND_COOLDOWN_SECONDS = 60
export const OTP_MAX_PER_HOUR = 5

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** Login attempts per client address (on top of Payload's per-account lockout). */
export const LOGIN_PER_IP_POINTS = 20
export const LOGIN_PER_IP_WINDOW_SECONDS = 15 * 60

/**
 * The growing per-address login delay (members and staff alike, whether or not the address has an account): the
 * first 5 failed password checks are free; each further one has to wait 30 s, doubling up to 15 minutes, after the
 * previous one. Failures are remembered for 24 hours; a successful login, a password reset or change (and, for staff,
 * an admin's unlock) forget them.
 */
export const LOGIN_FREE_FAILURES = 5
export const LOGIN_FIRST_WAIT_SECONDS = 30
export const LOGIN_MAX_WAIT_SECONDS = 15 * 60
export const LOGIN_FAILURE_MEMORY_SECONDS = 24 * 60 * 60
/**
 * At most this many rate-limit counters are kept in memory by each copy of the rate-limit store (least recently used
 * go first): about 200 bytes each, so at most about 2 MB of heap per route bundle that counts, whatever the traffic.
 * With REDIS_URL the counters live in Redis, and these stores only stand in while Redis is unreachable.
 * docs/operations.md "Memory".
 */
export const RATE_LIMIT_MEMORY_KEYS = 10_000
/** Payload's own lockout stays as a backstop; it is reached at the failure whose wait is the longest anyway. */
export const PAYLOAD_LOCK_AFTER_FAILURES = 10
export const PAYLOAD_LOCK_MS = LOGIN_MAX_WAIT_SECONDS * 1000

/**
 * `client-login`: a client contact's code for the client area (features/clientArea, docs/decisions/clients.md).
 * `privacy-request`: confirms the address of a privacy request sent without an account (features/privacy).
 */
export type OtpPurpose = 'signup' | 'reset' | 'client-login' | 'privacy-request'

/** The client area's own session cookie (never a member's or staff's): a signed value, 12 hours. */
export const CLIENT_COOKIE = 'ptw-client'
export const CLIENT_SESSION_SECONDS = 12 * 60 * 60

/** Engagement models (docs/decisions/content.md, "Engagement models"): the keys the team-up form's `engagementModel` takes and `/engagement-models`
 *  compares, with their names. */
export const ENGAGEMENT_MODELS = [
  { key: 'contract-staffing', name: 'Contract staffing', serviceSlug: 'contract-staffing' },
  { key: 'contract-to-hire', name: 'Contract-to-hire', serviceSlug: 'contract-staffing' },
  { key: 'permanent-placement', name: 'Permanent placement', serviceSlug: 'permanent-recruitment' },
  { key: 'dedicated-team', name: 'Dedicated team', serviceSlug: 'dedicated-development-teams' },
  { key: 'micro-internship', name: 'Micro-internships', serviceSlug: 'campus-internship-hiring' },
] as const
export type EngagementModelKey = (typeof ENGAGEMENT_MODELS)[number]['key']
export const ENGAGEMENT_MODEL_KEYS = ENGAGEMENT_MODELS.map(({ key }) => key) as [EngagementModelKey, ...EngagementModelKey[]]

/** Testimonials shown in one section of a page. */
export const TESTIMONIALS_PER_SECTION = 3

/** Open roles (docs/decisions/openings.md): cards per /jobs page and per API page, the default "open until" of a new role, roles in the feed. */
export const OPENINGS_PAGE_SIZE = 9
export const OPENING_VALID_DAYS = 60
export const OPENINGS_FEED_SIZE = 50
/** How many similar open roles a role's page suggests, and how many /careers shows. */
export const SIMILAR_OPENINGS = 3
export const LATEST_OPENINGS_ON_CAREERS = 3

/** How often each instance's mail worker looks for due mail jobs (it is also woken when a mail is queued here). */
export const MAIL_WORKER_POLL_MS = 500
/** Mails one instance sends at the same time. */
export const MAIL_WORKER_CONCURRENCY = 10
/**
 * A saturated instance answers visitors first (docs/decisions/leads.md "Mail queue"): when its event loop was busy more than this share
 * of the last MAIL_WORKER_LOAD_SAMPLE_MS, its worker sends at most MAIL_WORKER_SATURATED_CONCURRENCY mails at a time and claims them
 * only on its poll (so at least a few mails a second still go out).
 */
export const MAIL_WORKER_YIELD_ABOVE = 0.85
export const MAIL_WORKER_SATURATED_CONCURRENCY = 2
export const MAIL_WORKER_LOAD_SAMPLE_MS = 100
/**
 * Prepared SQLite statements kept per connection (lib/sqliteStatementCache.ts). A compiled statement of Payload's larger
 * queries holds hundreds of KB of native memory: 500 of them took the soak's RSS from 504 to 723 MB.
 */
export const SQLITE_STATEMENT_CACHE_SIZE = 64
/** Admin: where a lead collection lists the columns a new CSV export starts with (admin.custom of the collection). */
export const EXPORT_FIELDS_KEY = 'exportFields'

/**
 * Inbound mail (docs/decisions/lead-desk.md, "A mail that cannot be stored is skipped"): a mail larger than this is
 * not fetched from the reply mailbox (the usual limit of mail providers is 25 MB), and a mail whose storing fails this
 * many rounds in a row is skipped; both are recorded under Unmatched mail with the reason.
 */
export const INBOUND_MAIL_MAX_BYTES = 25 * 1000 * 1000
export const INBOUND_MAIL_TRIES = 3
