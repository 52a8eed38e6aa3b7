// The kinds of lead, written once (see docs/decisions/lead-desk.md, "Lead desk: one table of kinds, each rule once"): each kind's key, its collection and table,
// the words staff read, the field holding the visitor's address, the field a reply greets by, and how its inbox row
// reads in SQL (name, company or role, the lead's own text). Every other list of lead kinds is derived from this
// table: the collections' labels, the lead exports, the inbox, the dashboard, the staff mail, erasure, replies and the
// timeline. tests/unit/lead-kinds.test.ts checks that every collection carrying the lead fields has a row, and that
// the admin's stylesheet (which cannot import it) names the same collections.
//
// The SQL columns are read with the lead's table as `l`; `join` adds what a column needs from another table.
// `exportColumns` are the inbox CSV's details (docs/decisions/lead-desk.md, "Exports"): phone, location, category
// (team-up: category › service) or role (talent), enquiry type and stage, NULL where a kind has none.
// `searchCode` numbers the kind in the search table `lead_search` (src/migrations/leadSearch.ts; never renumber).
// `awaitsReply`: whether the kind waits for a first reply (a newsletter subscriber does not: nobody answers a
// subscription; see docs/decisions/lead-desk.md, "Status and stage"; nor a privacy request, whose clock is its due date).
// `due`: the SQL of the lead's statutory due date (a privacy request's `due_on`, docs/decisions/privacy.md), NULL for
// the others; `answered`: when it was answered (SQL, NULL for the others). `answeredField`: the field the first staff
// reply fills as the kind's answer (a privacy request's "Answered"), null when none.
import { PRIVACY_KIND_WORDS } from '@/features/privacy/options'

/** SQL: no statutory due date (every kind but a privacy request). A typed NULL: PostgreSQL unites it with a timestamp. */
const NO_DUE = 'CAST(NULL AS timestamp with time zone)'

/** SQL: a privacy request's kind in one word ("Grievance"), the inbox row's "company or role". */
const PRIVACY_KIND_SQL = `CASE CAST(l.kind AS text) ${Object.entries(PRIVACY_KIND_WORDS)
  .map(([value, word]) => `WHEN '${value}' THEN '${word}'`)
  .join(' ')} END`

export const LEAD_KINDS = [
  {
    key: 'contact',
    reference: 'CM',
    searchCode: 0,
    awaitsReply: true,
    collection: 'contact-messages',
    table: 'contact_messages',
    label: 'Contact message',
    plural: 'Contact messages',
    emailField: 'emailAddress',
    greetingField: 'fullName',
    columns: { name: 'l.full_name', email: 'l.email_address', org: 'CAST(NULL AS text)', message: 'l.message' },
    exportColumns: {
      phone: 'CAST(NULL AS text)',
      location: 'CAST(NULL AS text)',
      category: 'CAST(NULL AS text)',
      inquiry: 'CAST(l.inquiry_type AS text)',
      stage: 'CAST(NULL AS text)',
    },
    join: '',
    due: NO_DUE,
    answered: NO_DUE,
    answeredField: null,
  },
  {
    key: 'teamUp',
    reference: 'TU',
    searchCode: 1,
    awaitsReply: true,
    collection: 'team-up-requests',
    table: 'team_up_requests',
    label: 'Team-up request',
    plural: 'Team-up requests',
    emailField: 'email',
    greetingField: 'firstName',
    columns: { name: "l.first_name || ' ' || l.last_name", email: 'l.email', org: 'l.company_name', message: 'l.description' },
    exportColumns: {
      phone: 'l.phone',
      location: 'CAST(NULL AS text)',
      category:
        "(SELECT c.name FROM categories c WHERE c.id = l.main_category_id) || ' › ' || (SELECT s.title FROM subpages s WHERE s.id = l.sub_category_id)",
      inquiry: 'CAST(NULL AS text)',
      stage: 'CAST(NULL AS text)',
    },
    join: '',
    due: NO_DUE,
    answered: NO_DUE,
    answeredField: null,
  },
  {
    key: 'talent',
    reference: 'TA',
    searchCode: 2,
    awaitsReply: true,
    collection: 'talent-applications',
    table: 'talent_applications',
    label: 'Talent application',
    plural: 'Talent applications',
    emailField: 'email',
    greetingField: 'firstName',
    columns: { name: "l.first_name || ' ' || l.last_name", email: 'l.email', org: 'o.title', message: 'l.anything_else' },
    exportColumns: {
      phone: 'l.phone',
      location: 'l.location',
      category: 'o.title',
      inquiry: 'CAST(NULL AS text)',
      stage: 'CAST(l.stage AS text)',
    },
    // The role's English title (openings are localized: docs/decisions/languages.md, "Role content").
    join: "LEFT JOIN openings_locales o ON o._parent_id = l.opening_id AND o._locale = 'en'",
    due: NO_DUE,
    answered: NO_DUE,
    answeredField: null,
  },
  {
    key: 'support',
    reference: 'CC',
    searchCode: 3,
    awaitsReply: true,
    collection: 'support-requests',
    table: 'support_requests',
    label: 'Support request',
    plural: 'Support requests',
    emailField: 'email',
    greetingField: null,
    columns: { name: 'l.email', email: 'l.email', org: 'CAST(NULL AS text)', message: 'l.conversation' },
    exportColumns: {
      phone: 'CAST(NULL AS text)',
      location: 'CAST(NULL AS text)',
      category: 'CAST(NULL AS text)',
      inquiry: 'CAST(NULL AS text)',
      stage: 'CAST(NULL AS text)',
    },
    join: '',
    due: NO_DUE,
    answered: NO_DUE,
    answeredField: null,
  },
  {
    key: 'subscriber',
    reference: 'NL',
    searchCode: 4,
    awaitsReply: false,
    collection: 'subscribers',
    table: 'subscribers',
    label: 'Newsletter subscriber',
    plural: 'Newsletter subscribers',
    emailField: 'email',
    greetingField: null,
    columns: { name: 'l.email', email: 'l.email', org: 'CAST(NULL AS text)', message: 'CAST(NULL AS text)' },
    exportColumns: {
      phone: 'CAST(NULL AS text)',
      location: 'CAST(NULL AS text)',
      category: 'CAST(NULL AS text)',
      inquiry: 'CAST(NULL AS text)',
      stage: 'CAST(NULL AS text)',
    },
    join: '',
    due: NO_DUE,
    answered: NO_DUE,
    answeredField: null,
  },
  {
    key: 'privacy',
    reference: 'PR',
    searchCode: 5,
    awaitsReply: false,
    collection: 'privacy-requests',
    table: 'privacy_requests',
    label: 'Privacy request',
    plural: 'Privacy requests',
    emailField: 'email',
    greetingField: null,
    columns: { name: 'l.email', email: 'l.email', org: PRIVACY_KIND_SQL, message: 'l.text' },
    exportColumns: {
      phone: 'CAST(NULL AS text)',
      location: 'CAST(NULL AS text)',
      category: 'CAST(NULL AS text)',
      inquiry: PRIVACY_KIND_SQL,
      stage: 'CAST(NULL AS text)',
    },
    join: '',
    due: 'l.due_on',
    answered: 'l.answered_at',
    answeredField: 'answeredAt',
  },
] as const

export type LeadKind = (typeof LEAD_KINDS)[number]
export type LeadKindKey = LeadKind['key']
export type LeadCollectionSlug = LeadKind['collection']

/** Every lead collection's slug, in the table's order. */
export const LEAD_COLLECTIONS = LEAD_KINDS.map((kind) => kind.collection) as [LeadCollectionSlug, ...LeadCollectionSlug[]]

export const isLeadCollection = (value: unknown): value is LeadCollectionSlug =>
  typeof value === 'string' && LEAD_KINDS.some((kind) => kind.collection === value)

export const isLeadKindKey = (value: unknown): value is LeadKindKey =>
  typeof value === 'string' && LEAD_KINDS.some((kind) => kind.key === value)

/** The kind with this key. */
export const leadKind = (key: LeadKindKey): LeadKind => LEAD_KINDS.find((kind) => kind.key === key)!

/** The kind whose leads live in this collection. */
export const leadKindOfCollection = (collection: LeadCollectionSlug): LeadKind => LEAD_KINDS.find((kind) => kind.collection === collection)!

/** A lead collection's labels in the admin (singular and plural). */
export const leadLabels = (collection: LeadCollectionSlug) => {
  const kind = leadKindOfCollection(collection)
  return { singular: kind.label, plural: kind.plural }
}

/**
 * The reference a visitor is given for their lead (the thank-you view, the acknowledgement): the kind's letters and the
 * record's number, e.g. "TU-00042". Staff find it by the number in the lead's address.
 */
export const leadReference = (key: LeadKindKey, id: string | number) => `${leadKind(key).reference}-${String(id).padStart(5, '0')}`

/** SQL: one row per lead of `kind` (kind, id, name, email, org), its table read as `l`. */
export const leadRowSql = (kind: LeadKind) =>
  `SELECT '${kind.key}' AS kind, l.id, ${kind.columns.name} AS name, ${kind.columns.email} AS email, ${kind.columns.org} AS org`

/** SQL: the lead's table as `l`, with what its columns need. */
export const leadFromSql = (kind: LeadKind) => `${kind.table} l${kind.join ? ` ${kind.join}` : ''}`

/** The export's detail columns of a lead row (the keys of `exportColumns`). */
export const EXPORT_DETAILS = ['phone', 'location', 'category', 'inquiry', 'stage'] as const
export type ExportDetails = Record<(typeof EXPORT_DETAILS)[number], string | null>
