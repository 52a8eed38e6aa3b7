// The kinds of lead, written once (see docs/decisions.md, "Lead desk"): each kind's key, its collection and table,
// the words staff read, the field holding the visitor's address, the field a reply greets by, and how its inbox row
// reads in SQL (name, company or role, the lead's own text). Every other list of lead kinds is derived from this
// table: the collections' labels, the lead exports, the inbox, the dashboard, the staff mail, erasure, replies and the
// timeline. tests/unit/lead-kinds.test.ts checks that every collection carrying the lead fields has a row, and that
// the admin's stylesheet (which cannot import it) names the same collections.
//
// The SQL columns are read with the lead's table as `l`; `join` adds what a column needs from another table.
// `searchCode` numbers the kind in the search table `lead_search` (src/migrations/leadSearch.ts; never renumber).
// `awaitsReply`: whether the kind waits for a first reply (a newsletter subscriber does not: nobody answers a
// subscription; see docs/decisions/lead-desk.md, "Status and stage").
export const LEAD_KINDS = [
  {
    key: 'contact',
    searchCode: 0,
    awaitsReply: true,
    collection: 'contact-messages',
    table: 'contact_messages',
    label: 'Contact message',
    plural: 'Contact messages',
    emailField: 'emailAddress',
    greetingField: 'fullName',
    columns: { name: 'l.full_name', email: 'l.email_address', org: 'CAST(NULL AS text)', message: 'l.message' },
    join: '',
  },
  {
    key: 'teamUp',
    searchCode: 1,
    awaitsReply: true,
    collection: 'team-up-requests',
    table: 'team_up_requests',
    label: 'Team-up request',
    plural: 'Team-up requests',
    emailField: 'email',
    greetingField: 'firstName',
    columns: { name: "l.first_name || ' ' || l.last_name", email: 'l.email', org: 'l.company_name', message: 'l.description' },
    join: '',
  },
  {
    key: 'talent',
    searchCode: 2,
    awaitsReply: true,
    collection: 'talent-applications',
    table: 'talent_applications',
    label: 'Talent application',
    plural: 'Talent applications',
    emailField: 'email',
    greetingField: 'firstName',
    columns: { name: "l.first_name || ' ' || l.last_name", email: 'l.email', org: 'o.title', message: 'l.anything_else' },
    join: 'LEFT JOIN openings o ON o.id = l.opening_id',
  },
  {
    key: 'support',
    searchCode: 3,
    awaitsReply: true,
    collection: 'support-requests',
    table: 'support_requests',
    label: 'Support request',
    plural: 'Support requests',
    emailField: 'email',
    greetingField: null,
    columns: { name: 'l.email', email: 'l.email', org: 'CAST(NULL AS text)', message: 'l.conversation' },
    join: '',
  },
  {
    key: 'subscriber',
    searchCode: 4,
    awaitsReply: false,
    collection: 'subscribers',
    table: 'subscribers',
    label: 'Newsletter subscriber',
    plural: 'Newsletter subscribers',
    emailField: 'email',
    greetingField: null,
    columns: { name: 'l.email', email: 'l.email', org: 'CAST(NULL AS text)', message: 'CAST(NULL AS text)' },
    join: '',
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

/** SQL: one row per lead of `kind` (kind, id, name, email, org), its table read as `l`. */
export const leadRowSql = (kind: LeadKind) =>
  `SELECT '${kind.key}' AS kind, l.id, ${kind.columns.name} AS name, ${kind.columns.email} AS email, ${kind.columns.org} AS org`

/** SQL: the lead's table as `l`, with what its columns need. */
export const leadFromSql = (kind: LeadKind) => `${kind.table} l${kind.join ? ` ${kind.join}` : ''}`
