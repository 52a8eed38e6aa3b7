// The lead desk's search and paging indexes (docs/decisions/lead-desk.md, "Inbox paging and search"), written once
// for both dialects' migrations and frozen with them: a migration must keep creating what it created when it ran.
//
// - Every lead table: (spam, created_at, id), so that each kind's part of the inbox reads its newest leads from an
//   index, and partial indexes on the open leads (the dashboard's open, waiting and follow-up counts visit those only).
// - `lead_search`: one row per lead, its searchable words (name, e-mail, company or role, and a phone number as
//   digits: all of them, and the last ten), spam left out, kept by triggers on the lead tables (and on a role's title). SQLite: an
//   FTS5 table whose rowid is `id * 8 + kind`; PostgreSQL: a table keyed by (kind, lead_id) with a tsvector and GIN.

/** The lead tables with their kind's number in `lead_search` (frozen: LEAD_KINDS' order when this was written). */
export const SEARCH_KINDS = [
  { code: 0, table: 'contact_messages', columns: ['full_name', 'email_address'], phone: false, opening: false },
  { code: 1, table: 'team_up_requests', columns: ['first_name', 'last_name', 'email', 'company_name'], phone: true, opening: false },
  { code: 2, table: 'talent_applications', columns: ['first_name', 'last_name', 'email'], phone: true, opening: true },
  { code: 3, table: 'support_requests', columns: ['email'], phone: false, opening: false },
  { code: 4, table: 'subscribers', columns: ['email'], phone: false, opening: false },
] as const

/** Privacy requests, added to the inbox later (migration privacy_requests_inbox): the kind number 5, by address. */
export const PRIVACY_SEARCH_KIND = { code: 5, table: 'privacy_requests', columns: ['email'], phone: false, opening: false } as const

type SearchKind = (typeof SEARCH_KINDS)[number] | typeof PRIVACY_SEARCH_KIND

const OPEN = "status IN ('new', 'in-progress')"

/** The indexes both dialects create (IF NOT EXISTS: another migration may have made some under the same name). */
export function leadIndexStatements(): string[] {
  return [
    // The dashboard's candidates per stage.
    'CREATE INDEX IF NOT EXISTS talent_applications_spam_stage_idx ON talent_applications (spam, stage)',
    ...SEARCH_KINDS.flatMap(({ table }) => tableIndexStatements(table)),
  ]
}

/** One lead table's paging index and partial indexes on its open leads. */
export function tableIndexStatements(table: string): string[] {
  return [
    `CREATE INDEX IF NOT EXISTS ${table}_spam_created_idx ON ${table} (spam, created_at, id)`,
    // The columns of the condition lead each index: SQLite then prefers it to the single-column ones.
    `CREATE INDEX IF NOT EXISTS ${table}_open_idx ON ${table} (spam, status, assignee_id) WHERE spam = false AND ${OPEN}`,
    `CREATE INDEX IF NOT EXISTS ${table}_open_unanswered_idx ON ${table} (spam, status, first_reply_at, created_at) WHERE spam = false AND ${OPEN} AND first_reply_at IS NULL`,
    `CREATE INDEX IF NOT EXISTS ${table}_open_follow_up_idx ON ${table} (spam, status, follow_up_on) WHERE spam = false AND ${OPEN} AND follow_up_on IS NOT NULL`,
  ]
}

export const dropTableIndexStatements = (table: string) =>
  ['spam_created_idx', 'open_idx', 'open_unanswered_idx', 'open_follow_up_idx'].map((name) => `DROP INDEX IF EXISTS ${table}_${name}`)

export const dropLeadIndexStatements = () => [
  'DROP INDEX IF EXISTS talent_applications_spam_stage_idx',
  ...SEARCH_KINDS.flatMap(({ table }) =>
    ['spam_created_idx', 'open_idx', 'open_unanswered_idx', 'open_follow_up_idx'].map((name) => `DROP INDEX IF EXISTS ${table}_${name}`),
  ),
]

/** SQLite: a lead's searchable text from the row `r` (NEW, or a table alias). */
function sqliteBody(kind: SearchKind, r: string): string {
  const parts: string[] = kind.columns.map((column) => `COALESCE(${r}.${column}, '')`)
  if (kind.opening) parts.push(`COALESCE((SELECT o.title FROM openings o WHERE o.id = ${r}.opening_id), '')`)
  if (kind.phone) {
    const digits = ['-', '+', '(', ')', '.', '/'].reduce(
      (expression, character) => `replace(${expression}, '${character}', '')`,
      `replace(COALESCE(${r}.phone, ''), ' ', '')`,
    )
    parts.push(digits, `substr(${digits}, -10)`)
  }
  return parts.join(" || ' ' || ")
}

export function sqliteSearchStatements(): string[] {
  const statements = [
    `CREATE VIRTUAL TABLE IF NOT EXISTS lead_search USING fts5(body, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`,
  ]
  for (const kind of SEARCH_KINDS) statements.push(...sqliteKindSearchStatements(kind))
  const talent = SEARCH_KINDS[2]
  statements.push(
    `CREATE TRIGGER IF NOT EXISTS openings_title_search AFTER UPDATE OF title ON openings BEGIN
      DELETE FROM lead_search WHERE rowid IN (SELECT id * 8 + ${talent.code} FROM talent_applications WHERE opening_id = NEW.id);
      INSERT INTO lead_search (rowid, body) SELECT l.id * 8 + ${talent.code}, ${sqliteBody(talent, 'l')} FROM talent_applications l WHERE l.opening_id = NEW.id AND l.spam = false;
    END`,
  )
  return statements
}

/** SQLite: one kind's triggers keeping `lead_search`, and its leads so far. */
export function sqliteKindSearchStatements(kind: SearchKind): string[] {
  const { table, code } = kind
  // Only leads the inbox lists (spam = false): a search's count can then be read from this table alone.
  const insert = `INSERT INTO lead_search (rowid, body) SELECT NEW.id * 8 + ${code}, ${sqliteBody(kind, 'NEW')} WHERE NEW.spam = false;`
  const remove = `DELETE FROM lead_search WHERE rowid = OLD.id * 8 + ${code};`
  const watched = ['spam', ...kind.columns, ...(kind.phone ? ['phone'] : []), ...(kind.opening ? ['opening_id'] : [])]
  return [
    `CREATE TRIGGER IF NOT EXISTS ${table}_search_insert AFTER INSERT ON ${table} BEGIN ${insert} END`,
    `CREATE TRIGGER IF NOT EXISTS ${table}_search_update AFTER UPDATE OF ${watched.join(', ')} ON ${table} BEGIN ${remove} ${insert} END`,
    `CREATE TRIGGER IF NOT EXISTS ${table}_search_delete AFTER DELETE ON ${table} BEGIN ${remove} END`,
    `INSERT INTO lead_search (rowid, body) SELECT l.id * 8 + ${code}, ${sqliteBody(kind, 'l')} FROM ${table} l WHERE l.spam = false`,
  ]
}

export const sqliteDropKindSearchStatements = ({ table, code }: SearchKind) => [
  ...['insert', 'update', 'delete'].map((event) => `DROP TRIGGER IF EXISTS ${table}_search_${event}`),
  `DELETE FROM lead_search WHERE rowid % 8 = ${code}`,
]

export function sqliteDropSearchStatements(): string[] {
  return [
    'DROP TRIGGER IF EXISTS openings_title_search',
    ...SEARCH_KINDS.flatMap(({ table }) => ['insert', 'update', 'delete'].map((event) => `DROP TRIGGER IF EXISTS ${table}_search_${event}`)),
    'DROP TABLE IF EXISTS lead_search',
  ]
}

/** PostgreSQL: a lead's words as a tsvector, from the row `r`: lower case, split at anything not a letter or digit. */
function postgresDocument(kind: SearchKind, r: string): string {
  const parts: string[] = kind.columns.map((column) => `COALESCE(${r}.${column}, '')`)
  if (kind.opening) parts.push(`COALESCE((SELECT o.title FROM openings o WHERE o.id = ${r}.opening_id), '')`)
  if (kind.phone) {
    const digits = `regexp_replace(COALESCE(${r}.phone, ''), '[^0-9]', '', 'g')`
    parts.push(digits, `right(${digits}, 10)`)
  }
  const text = `lower(${parts.join(" || ' ' || ")})`
  return `array_to_tsvector(string_to_array(btrim(regexp_replace(${text}, '[[:space:][:punct:]]+', ' ', 'g')), ' '))`
}

export function postgresSearchStatements(): string[] {
  const statements = [
    `CREATE TABLE IF NOT EXISTS lead_search (kind smallint NOT NULL, lead_id integer NOT NULL, doc tsvector NOT NULL, PRIMARY KEY (kind, lead_id))`,
    `CREATE INDEX IF NOT EXISTS lead_search_doc_idx ON lead_search USING GIN (doc)`,
  ]
  for (const kind of SEARCH_KINDS) statements.push(...postgresKindSearchStatements(kind))
  const talent = SEARCH_KINDS[2]
  statements.push(
    `CREATE OR REPLACE FUNCTION openings_title_search() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      INSERT INTO lead_search (kind, lead_id, doc)
        SELECT ${talent.code}, l.id, ${postgresDocument(talent, 'l')} FROM talent_applications l WHERE l.opening_id = NEW.id AND l.spam = false
        ON CONFLICT (kind, lead_id) DO UPDATE SET doc = EXCLUDED.doc;
      RETURN NEW;
    END $fn$`,
    'DROP TRIGGER IF EXISTS openings_title_search ON openings',
    'CREATE TRIGGER openings_title_search AFTER UPDATE OF title ON openings FOR EACH ROW EXECUTE FUNCTION openings_title_search()',
  )
  return statements
}

/** PostgreSQL: one kind's trigger keeping `lead_search`, and its leads so far. */
export function postgresKindSearchStatements(kind: SearchKind): string[] {
  const { table, code } = kind
  const watched = ['spam', ...kind.columns, ...(kind.phone ? ['phone'] : []), ...(kind.opening ? ['opening_id'] : [])]
  return [
      `CREATE OR REPLACE FUNCTION ${table}_search() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          DELETE FROM lead_search WHERE kind = ${code} AND lead_id = OLD.id;
          RETURN NULL;
        END IF;
        IF NEW.spam IS DISTINCT FROM false THEN
          DELETE FROM lead_search WHERE kind = ${code} AND lead_id = NEW.id;
          RETURN NULL;
        END IF;
        INSERT INTO lead_search (kind, lead_id, doc) VALUES (${code}, NEW.id, ${postgresDocument(kind, 'NEW')})
          ON CONFLICT (kind, lead_id) DO UPDATE SET doc = EXCLUDED.doc;
        RETURN NULL;
      END $fn$`,
      `DROP TRIGGER IF EXISTS ${table}_search ON ${table}`,
      `CREATE TRIGGER ${table}_search AFTER INSERT OR DELETE OR UPDATE OF ${watched.join(', ')} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_search()`,
      `INSERT INTO lead_search (kind, lead_id, doc) SELECT ${code}, l.id, ${postgresDocument(kind, 'l')} FROM ${table} l WHERE l.spam = false ON CONFLICT DO NOTHING`,
  ]
}

export const postgresDropKindSearchStatements = ({ table, code }: SearchKind) => [
  `DROP TRIGGER IF EXISTS ${table}_search ON ${table}`,
  `DROP FUNCTION IF EXISTS ${table}_search()`,
  `DELETE FROM lead_search WHERE kind = ${code}`,
]

export function postgresDropSearchStatements(): string[] {
  return [
    'DROP TRIGGER IF EXISTS openings_title_search ON openings',
    'DROP FUNCTION IF EXISTS openings_title_search()',
    ...SEARCH_KINDS.flatMap(({ table }) => [`DROP TRIGGER IF EXISTS ${table}_search ON ${table}`, `DROP FUNCTION IF EXISTS ${table}_search()`]),
    'DROP TABLE IF EXISTS lead_search',
  ]
}

/**
 * A talent application's status follows its stage (docs/decisions/lead-desk.md, "Status and stage"): the applications
 * stored before that rule get the status their stage means. An application still at Applied keeps its status.
 */
export const statusFromStageStatement = (postgres: boolean) => {
  const status = `CASE
    WHEN stage IN ('screening', 'interview', 'offer') THEN 'in-progress'
    WHEN stage = 'placed' THEN 'won-placed'
    ELSE 'closed' END`
  return `UPDATE talent_applications SET status = ${postgres ? `CAST(${status} AS enum_talent_applications_status)` : status}
  WHERE stage IN ('screening', 'interview', 'offer', 'placed', 'rejected', 'withdrawn')`
}
