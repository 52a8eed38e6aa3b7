// The one place that builds every URL of the site (spec section 2, route table).
import { localizedPath, splitLocale } from '@/i18n/locales'

export const routes = {
  home: '/',
  services: '/services',
  about: '/about',
  blogs: '/blogs',
  jobs: '/jobs',
  jobsFeed: '/jobs/feed.xml',
  careers: '/careers',
  contact: '/contact',
  caseStudies: '/case-studies',
  industries: '/industries',
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  faqs: '/faqs',
  login: '/login',
  signup: '/signup',
  verifyOtp: '/verify-otp',
  forgotPassword: '/forgot-password',
  verifyOtpReset: '/verify-otp-reset',
  setNewPassword: '/set-new-password',
  joinAsTalent: '/join-as-talent',
  teamUpRequest: '/team-up-request',
  engagementModels: '/engagement-models',
  account: '/account',
  admin: '/admin',
  unsubscribe: '/unsubscribe',
  subscribeConfirm: '/subscribe/confirm',
  jobAlertConfirm: '/job-alerts/confirm',
  jobAlertChange: '/job-alerts/change',
  jobAlertUnsubscribe: '/job-alerts/unsubscribe',
  jobsIndeedFeed: '/jobs/indeed.xml',
  jobsJsonFeed: '/jobs/feed.json',
} as const

/** The lead endpoints of spec section 7 (and ours for the team-up choices, unsubscribing and resume downloads). */
export const leadApi = {
  contact: '/api/contact',
  teamUp: '/api/teamup',
  teamUpCategories: '/api/teamup/categories',
  joinTalent: '/api/JoinTalent',
  subscriptions: '/api/subscriptions',
  unsubscribe: '/api/subscriptions/unsubscribe',
  confirmSubscription: '/api/subscriptions/confirm',
  jobAlerts: '/api/job-alerts',
  confirmJobAlert: '/api/job-alerts/confirm',
  changeJobAlert: '/api/job-alerts/change',
  unsubscribeJobAlert: '/api/job-alerts/unsubscribe',
  myJobAlerts: '/api/job-alerts/mine',
} as const

/** The member account endpoints of spec section 7 (and ours for My account). */
export const accountApi = {
  login: '/api/users/login',
  logout: '/api/users/logout',
  me: '/api/users/me',
  changePassword: '/api/users/me/password',
  myApplications: '/api/users/me/applications',
  myConsents: '/api/users/me/consents',
  myLanguage: '/api/users/me/language',
  dataExport: '/api/users/me/data-export',
  candidateProfile: '/api/users/me/candidate-profile',
  myPrivacyRequests: '/api/users/me/privacy-requests',
  signupRequestOtp: '/api/users/signup/request-otp',
  signupVerifyOtp: '/api/users/signup/verify-otp',
  resetRequest: '/api/users/password-reset/request',
  reset: '/api/users/password-reset/reset',
} as const

/** Privacy requests from people without an account (docs/decisions/privacy.md). */
export const privacyApi = {
  request: '/api/privacy-requests',
  verify: '/api/privacy-requests/verify',
} as const

/** The page of a data export's e-mailed link, and the download it offers (docs/decisions/privacy.md, "Your data"). */
export const dataExportPageHref = (token: string) => `/account/data-export?token=${encodeURIComponent(token)}`
export const dataExportDownloadHref = (token: string) => `/api/data-export?token=${encodeURIComponent(token)}`

/** POST: the member withdraws one of their applications (docs/decisions/openings.md). */
export const withdrawApplicationHref = (id: string | number) => `${accountApi.myApplications}/${encodeURIComponent(String(id))}/withdraw`

/** The public read API the browser itself loads (the footer's service list). */
export const categoriesApiHref = '/api/categories'

/** The content version open tabs compare to learn that content changed (components/layout/ContentFreshness). */
export const contentVersionApiHref = '/api/content/version'

export const resumeDownloadHref = (applicationId: string | number) => `/api/leads/resumes/${encodeURIComponent(String(applicationId))}`
/** A row of the talent pool's resumes (docs/decisions/talent-pool.md), through the same staff-only download. */
export const candidateResumeDownloadHref = (resumeId: string | number) => `${resumeDownloadHref(resumeId)}?from=resume`
export const adminDocumentHref = (collection: string, id: string | number) =>
  `${routes.admin}/collections/${collection}/${encodeURIComponent(String(id))}`
/** The staff screens under /admin (payload.config registers each view at its path, relative to /admin). */
export const adminViewPaths = {
  inbox: '/inbox',
  pipeline: '/pipeline',
  candidateMerge: '/candidates/merge',
  candidateSearch: '/candidates/search',
  addCandidates: '/add-candidates',
  reports: '/reports',
} as const
/** The reports' staff endpoints under /cms-api: every figure as JSON, and one table as CSV (docs/decisions/reports.md). */
export const reportsEndpointPath = '/reports'
export const reportsCsvEndpointPath = '/reports/csv'
const withQuery = (path: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString()
  return search ? `${path}?${search}` : path
}
/** The admin's Reports over a period (its query: period, and from / to for a custom range). */
export const adminReportsHref = (period: Record<string, string> = {}) => withQuery(`${routes.admin}${adminViewPaths.reports}`, period)
/** One report table of a period as a CSV file. */
export const reportCsvHref = (table: string, period: Record<string, string>) =>
  withQuery(`/cms-api${reportsCsvEndpointPath}`, { table, ...period })
/** The inbox's CSV export, a Payload endpoint under /cms-api (the inbox's filters in its address). */
export const inboxExportEndpointPath = '/inbox/export'

/**
 * The inbox's filters as its address carries them (features/leadDesk/inbox.ts reads them back): `q`, `kind`,
 * `status`, `assignee`, `received`, `followUp`, `waiting=1`, `page`. Empty or null filters are left out.
 */
export type InboxAddress = {
  search?: string | null
  kind?: string | null
  status?: string | null
  assignee?: string | number | null
  received?: string | null
  followUp?: string | null
  waiting?: boolean | null
  answer?: string | null
  page?: number | null
  /** Paging by key (see docs/decisions/lead-desk.md, "Inbox paging and search"): the leads after or before the lead
   * `older`/`newer` names (`kind_id_time`), or the last page. */
  older?: { kind: string; id: number; createdAt: string } | null
  newer?: { kind: string; id: number; createdAt: string } | null
  oldest?: boolean | null
}

const inboxKey = (key: { kind: string; id: number; createdAt: string }) => `${key.kind}_${key.id}_${key.createdAt}`

function inboxSearch(filters: InboxAddress): string {
  const query = new URLSearchParams()
  if (filters.kind) query.set('kind', filters.kind)
  if (filters.status) query.set('status', filters.status)
  if (filters.assignee) query.set('assignee', String(filters.assignee))
  if (filters.received) query.set('received', filters.received)
  if (filters.followUp) query.set('followUp', filters.followUp)
  if (filters.waiting) query.set('waiting', '1')
  if (filters.answer) query.set('answer', filters.answer)
  if (filters.search) query.set('q', filters.search)
  if (filters.page && filters.page > 1) query.set('page', String(filters.page))
  if (filters.older) query.set('older', inboxKey(filters.older))
  else if (filters.newer) query.set('newer', inboxKey(filters.newer))
  else if (filters.oldest) query.set('oldest', '1')
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** The staff inbox with these filters (page 1 unless given). */
export const adminInboxHref = (filters: InboxAddress = {}) => `${routes.admin}${adminViewPaths.inbox}${inboxSearch(filters)}`
/** The inbox's CSV export of every lead these filters find (all pages). */
export const inboxExportHref = (filters: InboxAddress = {}) =>
  `/cms-api${inboxExportEndpointPath}${inboxSearch({ ...filters, page: null, older: null, newer: null, oldest: null })}`
/** "Add candidates from resumes": one resume, several or a ZIP (docs/decisions/talent-pool.md). */
export const adminAddCandidatesHref = () => `${routes.admin}${adminViewPaths.addCandidates}`
/** The staff endpoints of candidates' resumes: the upload, and a recruiter's decisions on a profile's suggestions. */
export const candidateUploadEndpoint = '/cms-api/candidates/upload'
export const candidateSuggestionsEndpoint = (id: string | number) => `/cms-api/candidates/${encodeURIComponent(String(id))}/suggestions`
/** The candidates' pipeline board, on one role when given. */
export const adminPipelineHref = (role?: string | number) =>
  `${routes.admin}${adminViewPaths.pipeline}${role === undefined ? '' : `?role=${encodeURIComponent(String(role))}`}`
/** The merge screen of two candidate profiles: `keep` stays, `other` is merged into it (docs/decisions/talent-pool.md). */
export const adminCandidateMergeHref = (keep: string | number, other: string | number) =>
  `${routes.admin}${adminViewPaths.candidateMerge}?${new URLSearchParams({ keep: String(keep), other: String(other) }).toString()}`
/**
 * The talent pool's search (docs/decisions/talent-pool.md, "Search") as its address carries it; the same names as
 * GET /cms-api/candidates/search. Empty fields are left out. A role's "Find matching candidates" passes its skills,
 * minimum experience and work mode.
 */
export type CandidateSearchAddress = {
  q?: string | null
  skills?: readonly string[] | string | null
  minYears?: number | null
  maxYears?: number | null
  location?: string | null
  maxNoticeDays?: number | null
  workMode?: string | null
  stage?: string | null
  tag?: string | null
  owner?: string | number | null
  appliedWithin?: string | null
  page?: number | null
}

/** The admin's candidate search, pre-filled with `search` (a query string as saved, or the fields). */
export function adminCandidateSearchHref(search: CandidateSearchAddress | string = {}): string {
  const path = `${routes.admin}${adminViewPaths.candidateSearch}`
  if (typeof search === 'string') return search.replace(/^\?/, '') ? `${path}?${search.replace(/^\?/, '')}` : path
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(search)) {
    if (value === null || value === undefined || value === '') continue
    if (name === 'page' && Number(value) <= 1) continue
    const text = Array.isArray(value) ? value.filter(Boolean).join(',') : String(value)
    if (text) query.set(name, text)
  }
  const text = query.toString()
  return text ? `${path}?${text}` : path
}
/** The consent log's entries of one address, newest first (docs/decisions/privacy.md, "Consent history for staff"). */
export const adminConsentHistoryHref = (email: string) =>
  `${routes.admin}/collections/consents?${new URLSearchParams({ 'where[email][equals]': email.trim().toLowerCase(), sort: '-at' }).toString()}`
/** An admin collection's list filtered on fields (each `equals`), as its "where" address. */
export const adminListHref = (collection: string, equals: Record<string, string | boolean>) =>
  `${routes.admin}/collections/${collection}?${new URLSearchParams(
    Object.entries(equals).map(([field, value]) => [`where[${field}][equals]`, String(value)]),
  ).toString()}`
/**
 * The admin's "new knowledge entry" screen, prefilled with an unanswered question (see AssistantAnswers' prefill), and
 * with an answer and its link when staff took one from a passage of the site.
 */
export function adminAnswerQuestionHref(question: string, answer?: { answer: string; ctaText: string; link: string }) {
  const params = new URLSearchParams({ question })
  if (answer) {
    params.set('answer', answer.answer)
    params.set('ctaText', answer.ctaText)
    params.set('ctaLink', answer.link)
  }
  return `${routes.admin}/collections/assistant-answers/create?${params.toString()}`
}
export const unsubscribeHref = (token: string) => `${routes.unsubscribe}?token=${encodeURIComponent(token)}`
export const jobAlertConfirmHref = (token: string) => `${routes.jobAlertConfirm}?token=${encodeURIComponent(token)}`
export const jobAlertChangeHref = (token: string) => `${routes.jobAlertChange}?token=${encodeURIComponent(token)}`
export const jobAlertUnsubscribeHref = (token: string) => `${routes.jobAlertUnsubscribe}?token=${encodeURIComponent(token)}`
/** The one-click unsubscribe address of an alert mail's List-Unsubscribe header (RFC 8058: mail clients POST to it). */
export const jobAlertOneClickHref = (token: string) => `${leadApi.unsubscribeJobAlert}?token=${encodeURIComponent(token)}`
/** A link with its campaign fields (utm_source, utm_medium, utm_campaign), which the lead forms record. */
export function withCampaign(href: string, source: { source: string; medium: string; campaign: string }): string {
  const [path, query = ''] = href.split('?')
  const params = new URLSearchParams(query)
  params.set('utm_source', source.source)
  params.set('utm_medium', source.medium)
  params.set('utm_campaign', source.campaign)
  return `${path}?${params.toString()}`
}
export const subscribeConfirmHref = (token: string) => `${routes.subscribeConfirm}?token=${encodeURIComponent(token)}`

/** Category links use the slug when present, otherwise the identifier (spec). */
export const categoryHref = (category: { slug?: string | null; _id: string }) =>
  `/category/${encodeURIComponent(category.slug || category._id)}`

/** The team-up form with an engagement model chosen (`?model=`, read by the form). */
/** The team-up form with an engagement model and/or a service (its slug) chosen; the form finds the service's category. */
export function teamUpRequestHref(model?: string, service?: string) {
  const params = new URLSearchParams()
  if (model) params.set('model', model)
  if (service) params.set('service', service)
  const query = params.toString()
  return query ? `${routes.teamUpRequest}?${query}` : routes.teamUpRequest
}

export const subpageHref = (slug: string) => `/subpage/${encodeURIComponent(slug)}`
export const blogHref = (slug: string) => `/blog/${encodeURIComponent(slug)}`
/** Staff-only: turns on draft mode and opens the post page with the latest saved draft of post `id`. */
export const blogPreviewHref = (id: string) => `/api/blogs/preview?id=${encodeURIComponent(id)}`
export const caseStudyHref = (slug: string) => `/case-studies/${encodeURIComponent(slug)}`
export const industryHref = (slug: string) => `/industries/${encodeURIComponent(slug)}`

export function blogsHref({ page, category, search }: { page?: number; category?: string; search?: string } = {}) {
  const params = new URLSearchParams()
  if (page && page > 1) params.set('page', String(page))
  if (category && category !== 'All') params.set('category', category)
  if (search) params.set('search', search)
  const query = params.toString()
  return query ? `${routes.blogs}?${query}` : routes.blogs
}

/** Uploaded media is served by Payload under its REST prefix. */
export const mediaUrl = (filename: string) => `/cms-api/media/file/${encodeURIComponent(filename)}`

export function absoluteUrl(path: string, siteUrl: string) {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString()
}

/** The three fixed case studies (spec: /case-studies/{slug}). */
export const caseStudySlugs = [
  'career-growth-for-students',
  'safe-opportunities-for-students-and-women',
  'staffing-solutions-for-businesses',
] as const

/** The five fixed industry playbooks (spec: /industries/{slug}). */
export const industrySlugs = ['it-saas', 'education', 'retail-ecommerce', 'finance', 'non-profit'] as const

/** The blog list API as the browser calls it; the page URL says `search`, the API says `searchTerm` (spec section 7). */
export function blogsApiHref({ page, category, searchTerm }: { page: number; category: string; searchTerm: string }) {
  const params = new URLSearchParams({ page: String(page), category, searchTerm })
  return `/api/blogs?${params.toString()}`
}

export const blogCategoriesApiHref = '/api/blogs/categories'

/** Plain share links (no third-party scripts) for an absolute page URL. */
export function shareHrefs(url: string, title: string) {
  const encodedUrl = encodeURIComponent(url)
  const encodedTitle = encodeURIComponent(title)
  return {
    linkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    x: `https://x.com/intent/tweet?url=${encodedUrl}&text=${encodedTitle}`,
    whatsApp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    email: `mailto:?subject=${encodedTitle}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
  }
}

/** An account screen that brings the visitor on to `next` afterwards (a site path; `safeNextPath` checks it on arrival). */
export const withNext = (screen: string, next?: string | null) =>
  next && next !== routes.home ? `${screen}?next=${encodeURIComponent(next)}` : screen

/**
 * Join as Talent buttons lead members to the application and visitors to /login (spec section 6), which brings them on
 * to the application after logging in or signing up (a deviation from the spec's "goes to /": docs/deviations.md).
 */
/** `page`: the application's address in the visitor's language (`/mr/join-as-talent`); English by default. */
export const joinAsTalentHref = (loggedIn: boolean, page: string = routes.joinAsTalent) =>
  loggedIn ? page : withNext(localizedPath(splitLocale(page).locale, routes.login), page)

/** Links that open the visitor's mail or phone app. */
export const mailtoHref = (email: string) => `mailto:${email}`
export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`
/** WhatsApp's click-to-chat link: the number in international form, digits only. */
export const whatsAppHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`

/** The chat assistant's endpoints (POST). */
export const assistantApiHref = '/api/assistant'
export const assistantSupportApiHref = '/api/assistant/support'
export const assistantFeedbackApiHref = '/api/assistant/feedback'
/** Staff only (GET): the passages of the site the assistant weighs for a question. */
export const assistantConsideredApiHref = (question: string) => `/api/assistant/considered?question=${encodeURIComponent(question)}`

/** An open role's page (docs/decisions/openings.md). */
/** `prefix`: a language's prefix (`/mr`), none for English. */
export const jobHref = (slug: string, prefix = '') => `${prefix}/jobs/${encodeURIComponent(slug)}`

/** /jobs with its filters in the URL (the same names as GET /api/openings); empty filters and page 1 are left out. */
export function jobsHref({
  page,
  pillar,
  type,
  mode,
  search,
  prefix = '',
}: { page?: number; pillar?: string; type?: string; mode?: string; search?: string; prefix?: string } = {}) {
  const params = new URLSearchParams()
  if (page && page > 1) params.set('page', String(page))
  if (pillar) params.set('pillar', pillar)
  if (type) params.set('type', type)
  if (mode) params.set('mode', mode)
  if (search) params.set('search', search)
  const query = params.toString()
  return query ? `${prefix}${routes.jobs}?${query}` : `${prefix}${routes.jobs}`
}

/**
 * "Apply for this role": a member goes to the application naming the role; anyone else to /login, and back to the
 * role's page after logging in (docs/decisions/openings.md), where the button then leads on to the application.
 */
export const applyForRoleHref = (slug: string, loggedIn: boolean, prefix = '') =>
  loggedIn
    ? `${prefix}${routes.joinAsTalent}?role=${encodeURIComponent(slug)}`
    : withNext(`${prefix}${routes.login}`, jobHref(slug, prefix))

// Interviews booked by the candidate (features/interviews): the signed pages of the candidate and the client, their API
// and staff's endpoints under /cms-api.
const tokenPath = (token: string) => encodeURIComponent(token)
export const interviewBookingHref = (token: string) => `/interview/${tokenPath(token)}`
export const interviewFeedbackHref = (token: string) => `/interview-feedback/${tokenPath(token)}`
export const interviewApi = {
  view: (token: string) => `/api/interviews/${tokenPath(token)}`,
  book: (token: string) => `/api/interviews/${tokenPath(token)}/book`,
  reschedule: (token: string) => `/api/interviews/${tokenPath(token)}/reschedule`,
  cancel: (token: string) => `/api/interviews/${tokenPath(token)}/cancel`,
  feedback: (token: string) => `/api/interviews/feedback/${tokenPath(token)}`,
}
export const interviewSendEndpoint = (id: string | number) => `/cms-api/interviews/${encodeURIComponent(String(id))}/send`
