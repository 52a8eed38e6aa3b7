// Indexes Payload's schema does not declare, kept in one list for both dialects' migration and for the test that
// reads them back from the database (tests/integration/scale.test.ts). Why each exists: docs/benchmarks.md, "Scale".

/**
 * Payload's `hasMany` text fields (`*_texts`) come with an (`order`, `parent_id`) index only, which cannot find one
 * document's values: every role, post or category read scanned the whole table (a role's skills, a post's tags).
 */
export const parentIdIndexes = ['openings_texts', 'blogs_texts', '_blogs_v_texts', 'categories_texts', 'exports_texts'].map(
  (table) => ({ table, name: `${table}_parent_path_idx`, columns: ['parent_id', 'path'] }),
)

/** The five lead tables the staff inbox and dashboard read together. */
export const leadTables = ['contact_messages', 'team_up_requests', 'talent_applications', 'support_requests', 'subscribers'] as const

type LeadIndex = { table: string; name: string; columns: string[]; where?: { postgres: string; sqlite: string } }

/** A lead still being worked that is not spam, written as the queries must write it for a partial index to serve them. */
const openNotSpam = {
  postgres: `"spam" = false AND "status" IN ('new', 'in-progress')`,
  sqlite: `"spam" = 0 AND "status" IN ('new', 'in-progress')`,
}

/**
 * What the inbox and dashboard filter and sort on: received time within "not spam" (the inbox's pages, newest first
 * by key (created_at, id), and the dashboard's weekly counts); status and assignee within "not spam" (open leads by
 * status and assignee, the status filter); and two partial indexes over open leads only, for the follow-up counts
 * (by follow-up day) and the leads still waiting for a first reply (by received time). Partial indexes serve only
 * queries that repeat their predicate literally (`spam = false` / `spam = 0`, not a bound parameter).
 */
export const leadIndexes: LeadIndex[] = [
  ...leadTables.flatMap((table): LeadIndex[] => [
    { table, name: `${table}_spam_created_idx`, columns: ['spam', 'created_at', 'id'] },
    { table, name: `${table}_spam_status_assignee_idx`, columns: ['spam', 'status', 'assignee_id'] },
    { table, name: `${table}_open_follow_up_idx`, columns: ['follow_up_on'], where: openNotSpam },
    {
      table,
      name: `${table}_open_unanswered_idx`,
      columns: ['created_at'],
      where: { postgres: `${openNotSpam.postgres} AND "first_reply_at" IS NULL`, sqlite: `${openNotSpam.sqlite} AND "first_reply_at" IS NULL` },
    },
  ]),
  // The dashboard's applications per pipeline stage.
  { table: 'talent_applications', name: 'talent_applications_spam_stage_idx', columns: ['spam', 'stage'] },
]

/** The blog search's trigram index (PostgreSQL, pg_trgm): `search_text ILIKE '%word%'` without reading every post. */
export const blogSearchTrigramIndex = 'blogs_search_text_trgm_idx'

const quoted = (columns: string[]) => columns.map((column) => `"${column}"`).join(', ')

/** CREATE INDEX statements for one dialect (IF NOT EXISTS: a database that has some of them already is fine). */
export function createIndexStatements(dialect: 'postgres' | 'sqlite'): string[] {
  return [...parentIdIndexes, ...leadIndexes].map((index: LeadIndex) => {
    const where = index.where ? ` WHERE ${index.where[dialect]}` : ''
    return `CREATE INDEX IF NOT EXISTS "${index.name}" ON "${index.table}" (${quoted(index.columns)})${where}`
  })
}

export function dropIndexStatements(): string[] {
  return [...parentIdIndexes, ...leadIndexes].map((index) => `DROP INDEX IF EXISTS "${index.name}"`)
}

/** Every index name this module creates on `dialect` (the trigram index only on PostgreSQL with pg_trgm). */
export const scaleIndexNames = [...parentIdIndexes, ...leadIndexes].map((index) => index.name)
