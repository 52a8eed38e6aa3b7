// The talent pool's search tables (docs/decisions/talent-pool.md, "Search"), written once for both dialects'
// migrations and frozen with them: a migration must keep creating what it created when it ran.
//
// - `candidate_search`: one row per candidate (merged-away candidates left out) with its searchable words: name,
//   headline, skills, location, tags, the notes on its timeline (lead-activity entries of kind "candidates") and the
//   text of every resume. SQLite: a contentless FTS5 table (rowid = the candidate's id, one column per part, so that
//   bm25 can weigh them; a prefix index of 3 letters); PostgreSQL: `head` (name, skills, headline, location and tags, weighted A/A/B/C, for the
//   ranking) and `doc` (head plus the notes and resumes' words, for matching) with a GIN index.
// - `candidate_recency`: one row per candidate (merged-away ones left out): when they last applied (spam left out)
//   and their recency, the later of that and the time the profile was created. Search results of equal relevance
//   come newest first, and "applied within" reads it.
// Both are kept by triggers on the tables they read, so that nothing else has to remember them. The backfill
// statements fill them from what is stored (the migration; the benchmark after a bulk load without triggers).

const NOTE = "CAST(a.lead_collection AS text) = 'candidates' AND CAST(a.type AS text) = 'note'"

/**
 * Index statements both dialects run: skill and tag filters by value, a candidate's skills and tags by candidate, and
 * the timeline's entries by lead id (a candidate's notes are read by id with the kind compared as text, which the
 * (kind, id) index cannot serve).
 */
export const candidateIndexStatements = () => [
  'CREATE INDEX IF NOT EXISTS lead_activity_lead_id_idx ON lead_activity (lead_id)',
  'CREATE INDEX IF NOT EXISTS candidates_texts_value_idx ON candidates_texts (path, lower(text), parent_id)',
  'CREATE INDEX IF NOT EXISTS candidates_texts_parent_path_idx ON candidates_texts (parent_id, path)',
  'CREATE INDEX IF NOT EXISTS candidates_work_modes_value_idx ON candidates_work_modes (value, parent_id)',
]

export const dropCandidateIndexStatements = () =>
  ['lead_activity_lead_id_idx', 'candidates_texts_value_idx', 'candidates_texts_parent_path_idx', 'candidates_work_modes_value_idx'].map(
    (name) => `DROP INDEX IF EXISTS ${name}`,
  )

// ---------------------------------------------------------------------------------------------------------------
// SQLite

/** SQLite: the parts of candidate `c`'s text, in the FTS table's column order. */
function sqliteParts(): string[] {
  const texts = (path: string) =>
    `COALESCE((SELECT group_concat(t.text, ' ') FROM candidates_texts t WHERE t.parent_id = c.id AND t.path = '${path}'), '')`
  return [
    `COALESCE(c.name, '')`,
    `COALESCE(c.headline, '')`,
    texts('skills'),
    `COALESCE(c.location, '')`,
    texts('tags'),
    `COALESCE((SELECT group_concat(a.text, ' ') FROM lead_activity a WHERE a.lead_id = c.id AND ${NOTE}), '')`,
    `COALESCE((SELECT group_concat(r.text, ' ') FROM resumes r WHERE r.candidate_id = c.id AND r.text IS NOT NULL), '')`,
  ]
}

/** The FTS table's columns; bm25's weights in search.ts follow this order. */
const SQLITE_SEARCH_COLUMNS = ['name', 'headline', 'skills', 'location', 'tags', 'notes', 'resume'] as const

/** SQLite: statements that rewrite candidate `id`'s search row (an SQL expression; `when` an extra condition). */
function sqliteRefresh(id: string, when = '1'): string {
  return `DELETE FROM candidate_search WHERE rowid = ${id} AND ${when};
    INSERT INTO candidate_search (rowid, ${SQLITE_SEARCH_COLUMNS.join(', ')})
      SELECT c.id, ${sqliteParts().join(', ')} FROM candidates c WHERE c.id = ${id} AND c.merged_into_id IS NULL AND ${when};`
}

const sqliteLastApplied = (c: string) =>
  `(SELECT max(t.created_at) FROM talent_applications t WHERE t.candidate_id = ${c} AND t.spam = false)`

function sqliteRecency(id: string, when = '1'): string {
  return `DELETE FROM candidate_recency WHERE candidate_id = ${id} AND ${when};
    INSERT INTO candidate_recency (candidate_id, recent_at, last_applied_at)
      SELECT c.id, max(c.created_at, COALESCE(${sqliteLastApplied('c.id')}, '')), ${sqliteLastApplied('c.id')}
      FROM candidates c WHERE c.id = ${id} AND c.merged_into_id IS NULL AND ${when};`
}

export function sqliteCandidateTableStatements(): string[] {
  return [
    `CREATE VIRTUAL TABLE IF NOT EXISTS candidate_search USING fts5(${SQLITE_SEARCH_COLUMNS.join(', ')}, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2', prefix = '3')`,
    `CREATE TABLE IF NOT EXISTS candidate_recency (candidate_id integer PRIMARY KEY NOT NULL, recent_at text NOT NULL, last_applied_at text)`,
    'CREATE INDEX IF NOT EXISTS candidate_recency_recent_idx ON candidate_recency (recent_at, candidate_id)',
    'CREATE INDEX IF NOT EXISTS candidate_recency_applied_idx ON candidate_recency (last_applied_at)',
  ]
}

export function sqliteCandidateTriggerStatements(): string[] {
  const both = (name: string) => `${sqliteRefresh(name)} ${sqliteRecency(name)}`
  return [
    `CREATE TRIGGER IF NOT EXISTS candidates_search_insert AFTER INSERT ON candidates BEGIN ${both('NEW.id')} END`,
    `CREATE TRIGGER IF NOT EXISTS candidates_search_update AFTER UPDATE OF name, headline, location, merged_into_id, created_at ON candidates BEGIN ${both('NEW.id')} END`,
    `CREATE TRIGGER IF NOT EXISTS candidates_search_delete AFTER DELETE ON candidates BEGIN
      DELETE FROM candidate_search WHERE rowid = OLD.id; DELETE FROM candidate_recency WHERE candidate_id = OLD.id; END`,
    `CREATE TRIGGER IF NOT EXISTS candidates_texts_search_insert AFTER INSERT ON candidates_texts WHEN NEW.path IN ('skills', 'tags') BEGIN ${sqliteRefresh('NEW.parent_id')} END`,
    `CREATE TRIGGER IF NOT EXISTS candidates_texts_search_update AFTER UPDATE ON candidates_texts BEGIN ${sqliteRefresh('OLD.parent_id', 'OLD.parent_id IS NOT NEW.parent_id')} ${sqliteRefresh('NEW.parent_id')} END`,
    `CREATE TRIGGER IF NOT EXISTS candidates_texts_search_delete AFTER DELETE ON candidates_texts WHEN OLD.path IN ('skills', 'tags') BEGIN ${sqliteRefresh('OLD.parent_id')} END`,
    `CREATE TRIGGER IF NOT EXISTS resumes_search_insert AFTER INSERT ON resumes BEGIN ${sqliteRefresh('NEW.candidate_id')} END`,
    `CREATE TRIGGER IF NOT EXISTS resumes_search_update AFTER UPDATE OF text, candidate_id ON resumes BEGIN ${sqliteRefresh('OLD.candidate_id', 'OLD.candidate_id IS NOT NEW.candidate_id')} ${sqliteRefresh('NEW.candidate_id')} END`,
    `CREATE TRIGGER IF NOT EXISTS resumes_search_delete AFTER DELETE ON resumes BEGIN ${sqliteRefresh('OLD.candidate_id')} END`,
    // Notes on a candidate's timeline (SQLite stores the select fields as text).
    `CREATE TRIGGER IF NOT EXISTS lead_activity_search_insert AFTER INSERT ON lead_activity WHEN NEW.lead_collection = 'candidates' AND NEW.type = 'note' BEGIN ${sqliteRefresh('NEW.lead_id')} END`,
    `CREATE TRIGGER IF NOT EXISTS lead_activity_search_update AFTER UPDATE OF text, lead_id, lead_collection ON lead_activity WHEN (OLD.lead_collection = 'candidates' OR NEW.lead_collection = 'candidates') AND NEW.type = 'note' BEGIN ${sqliteRefresh('OLD.lead_id', 'OLD.lead_id IS NOT NEW.lead_id')} ${sqliteRefresh('NEW.lead_id')} END`,
    `CREATE TRIGGER IF NOT EXISTS lead_activity_search_delete AFTER DELETE ON lead_activity WHEN OLD.lead_collection = 'candidates' AND OLD.type = 'note' BEGIN ${sqliteRefresh('OLD.lead_id')} END`,
    // When a candidate last applied.
    `CREATE TRIGGER IF NOT EXISTS talent_applications_recency_insert AFTER INSERT ON talent_applications WHEN NEW.candidate_id IS NOT NULL BEGIN ${sqliteRecency('NEW.candidate_id')} END`,
    `CREATE TRIGGER IF NOT EXISTS talent_applications_recency_update AFTER UPDATE OF candidate_id, spam, created_at ON talent_applications BEGIN ${sqliteRecency('OLD.candidate_id', 'OLD.candidate_id IS NOT NEW.candidate_id')} ${sqliteRecency('NEW.candidate_id')} END`,
    `CREATE TRIGGER IF NOT EXISTS talent_applications_recency_delete AFTER DELETE ON talent_applications WHEN OLD.candidate_id IS NOT NULL BEGIN ${sqliteRecency('OLD.candidate_id')} END`,
  ]
}

const SQLITE_TRIGGERS = [
  'candidates_search_insert',
  'candidates_search_update',
  'candidates_search_delete',
  'candidates_texts_search_insert',
  'candidates_texts_search_update',
  'candidates_texts_search_delete',
  'resumes_search_insert',
  'resumes_search_update',
  'resumes_search_delete',
  'lead_activity_search_insert',
  'lead_activity_search_update',
  'lead_activity_search_delete',
  'talent_applications_recency_insert',
  'talent_applications_recency_update',
  'talent_applications_recency_delete',
]

export const sqliteDropCandidateTriggerStatements = () => SQLITE_TRIGGERS.map((name) => `DROP TRIGGER IF EXISTS ${name}`)

/** SQLite: fills both tables from every stored candidate (emptied first). */
export function sqliteCandidateBackfillStatements(): string[] {
  return [
    'DELETE FROM candidate_search',
    'DELETE FROM candidate_recency',
    `INSERT INTO candidate_search (rowid, ${SQLITE_SEARCH_COLUMNS.join(', ')}) SELECT c.id, ${sqliteParts().join(', ')} FROM candidates c WHERE c.merged_into_id IS NULL`,
    `INSERT INTO candidate_recency (candidate_id, recent_at, last_applied_at)
      SELECT c.id, max(c.created_at, COALESCE(a.last, '')), a.last
      FROM candidates c LEFT JOIN (SELECT candidate_id, max(created_at) AS last FROM talent_applications WHERE spam = false AND candidate_id IS NOT NULL GROUP BY candidate_id) a
        ON a.candidate_id = c.id
      WHERE c.merged_into_id IS NULL`,
  ]
}

export const sqliteDropCandidateTableStatements = () => ['DROP TABLE IF EXISTS candidate_search', 'DROP TABLE IF EXISTS candidate_recency']

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL

/** PostgreSQL: `text` lower case with everything but letters and digits a space (the words search.ts looks for). */
const words = (text: string) => `regexp_replace(lower(COALESCE(${text}, '')), '[[:space:][:punct:]]+', ' ', 'g')`

const postgresTexts = (path: string) =>
  `(SELECT string_agg(t.text, ' ' ORDER BY t."order") FROM candidates_texts t WHERE t.parent_id = c.id AND t.path = '${path}')`

/** PostgreSQL: candidate `c`'s weighted words (name and skills A, headline B, location and tags C). */
const postgresHead = () =>
  `setweight(to_tsvector('simple', ${words('c.name')}), 'A') || setweight(to_tsvector('simple', ${words(postgresTexts('skills'))}), 'A')
   || setweight(to_tsvector('simple', ${words('c.headline')}), 'B')
   || setweight(to_tsvector('simple', ${words(`COALESCE(c.location, '') || ' ' || COALESCE(${postgresTexts('tags')}, '')`)}), 'C')`

/**
 * PostgreSQL: the words of candidate `c`'s notes and resumes, each once, without positions (a long resume stays far
 * under the tsvector's size limit). Words over 100 characters are left out (no one types them).
 */
const postgresBody = () =>
  `(SELECT COALESCE(array_to_tsvector(array_agg(DISTINCT w)), ''::tsvector) FROM regexp_split_to_table(
     ${words(`COALESCE((SELECT string_agg(a.text, ' ') FROM lead_activity a WHERE a.lead_id = c.id AND ${NOTE}), '') || ' ' || COALESCE((SELECT string_agg(r.text, ' ') FROM resumes r WHERE r.candidate_id = c.id), '')`)},
     ' ') AS w WHERE w <> '' AND length(w) <= 100)`

/** PostgreSQL: keep the search row's `head` in the row itself (compressed if need be), never in TOAST. */
export function candidateSearchHeadInlineStatements(): string[] {
  return ['ALTER TABLE candidate_search ALTER COLUMN head SET STORAGE MAIN']
}

export function postgresCandidateTableStatements(): string[] {
  return [
    'CREATE TABLE IF NOT EXISTS candidate_search (candidate_id integer PRIMARY KEY, head tsvector NOT NULL, doc tsvector NOT NULL)',
    'CREATE INDEX IF NOT EXISTS candidate_search_doc_idx ON candidate_search USING GIN (doc)',
    // Every word of a resume is kilobytes: kept out of the table's rows (TOAST, uncompressed), so that reading the
    // matches of a search (ranked on the small `head`) reads narrow rows; the GIN index needs no recheck of `doc`.
    'ALTER TABLE candidate_search ALTER COLUMN doc SET STORAGE EXTERNAL',
    'ALTER TABLE candidate_search SET (toast_tuple_target = 128)',
    // ...while `head`, which ranks every match, stays in the row: with that small target PostgreSQL would move it to
    // TOAST too, and a common word's 30,000 matches read 45,000 TOAST pages to rank (candidateSearchHeadInline).
    ...candidateSearchHeadInlineStatements(),
    'CREATE TABLE IF NOT EXISTS candidate_recency (candidate_id integer PRIMARY KEY, recent_at timestamptz NOT NULL, last_applied_at timestamptz)',
    'CREATE INDEX IF NOT EXISTS candidate_recency_recent_idx ON candidate_recency (recent_at, candidate_id)',
    'CREATE INDEX IF NOT EXISTS candidate_recency_applied_idx ON candidate_recency (last_applied_at)',
    ...postgresRefreshFunctionStatements(),
    // A search's matches, always from the GIN index: for a word in a third of the pool the planner prefers reading the
    // whole table and testing each candidate's words (each `doc` fetched from TOAST, seconds), which its cost model
    // cannot see; the function's own setting keeps the bitmap scan, which needs no `doc` at all.
    `CREATE OR REPLACE FUNCTION candidate_matches(query tsquery) RETURNS TABLE (id integer, score real)
      LANGUAGE sql STABLE SET enable_seqscan = off AS $fn$
      SELECT s.candidate_id, ts_rank(s.head, query) FROM candidate_search s WHERE s.doc @@ query;
    $fn$`,
  ]
}

/** The advisory lock's first key: with the candidate's id as the second, one lock per candidate's search rows. */
const CANDIDATE_ROWS_LOCK = 7301

/**
 * The refresh functions: the rows of these candidates, written again from what is stored.
 *
 * `serialized` (the default; migration 20261128_020000): each first takes a lock on each candidate (in id order, until
 * the transaction ends), so that two transactions writing about one candidate at once (a staff note while the resume
 * reader stores the resume's words) refresh one after the other. Each statement of a volatile SQL function reads what
 * is committed when it starts, so the second one's rows hold both changes. Without it the second one's DELETE missed
 * the row the first had just inserted, and its INSERT failed on the key: the staff's note was refused with a 400.
 */
export function postgresRefreshFunctionStatements({ serialized = true } = {}): string[] {
  const lock = serialized
    ? `SELECT pg_advisory_xact_lock(${CANDIDATE_ROWS_LOCK}, i) FROM (SELECT DISTINCT unnest(ids) AS i ORDER BY 1) x;`
    : ''
  return [
    `CREATE OR REPLACE FUNCTION candidate_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $fn$
      ${lock}
      DELETE FROM candidate_search WHERE candidate_id = ANY(ids);
      INSERT INTO candidate_search (candidate_id, head, doc)
        SELECT c.id, h.head, h.head || b.body
        FROM candidates c, LATERAL (SELECT ${postgresHead()} AS head) h, LATERAL (SELECT ${postgresBody()} AS body) b
        WHERE c.id = ANY(ids) AND c.merged_into_id IS NULL;
    $fn$`,
    `CREATE OR REPLACE FUNCTION candidate_recency_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $fn$
      ${lock}
      DELETE FROM candidate_recency WHERE candidate_id = ANY(ids);
      INSERT INTO candidate_recency (candidate_id, recent_at, last_applied_at)
        SELECT c.id, GREATEST(c.created_at, a.last), a.last
        FROM candidates c LEFT JOIN LATERAL (
          SELECT max(t.created_at) AS last FROM talent_applications t WHERE t.candidate_id = c.id AND t.spam = false
        ) a ON true
        WHERE c.id = ANY(ids) AND c.merged_into_id IS NULL;
    $fn$`,
  ]
}

/** The trigger functions: which candidates a change touches (OLD's and NEW's), refreshed once each. */
function postgresTriggerFunction(name: string, body: string): string {
  return `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE ids integer[] := ARRAY[]::integer[];
    BEGIN
      ${body}
      RETURN NULL;
    END $fn$`
}

const touched = (column: string, condition: (row: string) => string = () => 'true') =>
  `IF TG_OP <> 'INSERT' AND OLD.${column} IS NOT NULL AND ${condition('OLD')} THEN ids := ids || OLD.${column}; END IF;
   IF TG_OP <> 'DELETE' AND NEW.${column} IS NOT NULL AND ${condition('NEW')} AND NOT (NEW.${column} = ANY(ids)) THEN ids := ids || NEW.${column}; END IF;`

export function postgresCandidateTriggerStatements(): string[] {
  const isNote = (row: string) => `CAST(${row}.lead_collection AS text) = 'candidates' AND CAST(${row}.type AS text) = 'note'`
  const isListed = (row: string) => `${row}.path IN ('skills', 'tags')`
  // Skills and tags change as a whole on every save (Payload deletes and inserts them): one refresh per statement.
  const textsStatement = (event: 'INSERT' | 'DELETE', table: 'changed') =>
    postgresTriggerFunction(
      `candidates_texts_search_${event.toLowerCase()}`,
      `PERFORM candidate_search_refresh(ARRAY(SELECT DISTINCT parent_id FROM ${table} WHERE path IN ('skills', 'tags')));`,
    )
  return [
    postgresTriggerFunction(
      'candidates_search',
      `${touched('id')}
       PERFORM candidate_search_refresh(ids);
       PERFORM candidate_recency_refresh(ids);`,
    ),
    'DROP TRIGGER IF EXISTS candidates_search ON candidates',
    'CREATE TRIGGER candidates_search AFTER INSERT OR DELETE OR UPDATE OF name, headline, location, merged_into_id, created_at ON candidates FOR EACH ROW EXECUTE FUNCTION candidates_search()',
    textsStatement('INSERT', 'changed'),
    textsStatement('DELETE', 'changed'),
    'DROP TRIGGER IF EXISTS candidates_texts_search_insert ON candidates_texts',
    'CREATE TRIGGER candidates_texts_search_insert AFTER INSERT ON candidates_texts REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidates_texts_search_insert()',
    'DROP TRIGGER IF EXISTS candidates_texts_search_delete ON candidates_texts',
    'CREATE TRIGGER candidates_texts_search_delete AFTER DELETE ON candidates_texts REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION candidates_texts_search_delete()',
    postgresTriggerFunction('candidates_texts_search_update', `${touched('parent_id', isListed)} PERFORM candidate_search_refresh(ids);`),
    'DROP TRIGGER IF EXISTS candidates_texts_search_update ON candidates_texts',
    'CREATE TRIGGER candidates_texts_search_update AFTER UPDATE ON candidates_texts FOR EACH ROW EXECUTE FUNCTION candidates_texts_search_update()',
    postgresTriggerFunction('resumes_search', `${touched('candidate_id')} PERFORM candidate_search_refresh(ids);`),
    'DROP TRIGGER IF EXISTS resumes_search ON resumes',
    'CREATE TRIGGER resumes_search AFTER INSERT OR DELETE OR UPDATE OF text, candidate_id ON resumes FOR EACH ROW EXECUTE FUNCTION resumes_search()',
    postgresTriggerFunction('lead_activity_search', `${touched('lead_id', isNote)} PERFORM candidate_search_refresh(ids);`),
    'DROP TRIGGER IF EXISTS lead_activity_search ON lead_activity',
    'CREATE TRIGGER lead_activity_search AFTER INSERT OR DELETE OR UPDATE OF text, lead_id, lead_collection ON lead_activity FOR EACH ROW EXECUTE FUNCTION lead_activity_search()',
    postgresTriggerFunction(
      'talent_applications_recency',
      `${touched('candidate_id')} IF array_length(ids, 1) > 0 THEN PERFORM candidate_recency_refresh(ids); END IF;`,
    ),
    'DROP TRIGGER IF EXISTS talent_applications_recency ON talent_applications',
    'CREATE TRIGGER talent_applications_recency AFTER INSERT OR DELETE OR UPDATE OF candidate_id, spam, created_at ON talent_applications FOR EACH ROW EXECUTE FUNCTION talent_applications_recency()',
  ]
}

const POSTGRES_TRIGGERS = [
  ['candidates_search', 'candidates'],
  ['candidates_texts_search_insert', 'candidates_texts'],
  ['candidates_texts_search_delete', 'candidates_texts'],
  ['candidates_texts_search_update', 'candidates_texts'],
  ['resumes_search', 'resumes'],
  ['lead_activity_search', 'lead_activity'],
  ['talent_applications_recency', 'talent_applications'],
] as const

export const postgresDropCandidateTriggerStatements = () =>
  POSTGRES_TRIGGERS.flatMap(([name, table]) => [`DROP TRIGGER IF EXISTS ${name} ON ${table}`, `DROP FUNCTION IF EXISTS ${name}()`])

/** PostgreSQL: fills both tables from every stored candidate (emptied first). */
export function postgresCandidateBackfillStatements(): string[] {
  return [
    'TRUNCATE candidate_search',
    'TRUNCATE candidate_recency',
    `INSERT INTO candidate_search (candidate_id, head, doc)
      SELECT c.id, h.head, h.head || b.body
      FROM candidates c, LATERAL (SELECT ${postgresHead()} AS head) h, LATERAL (SELECT ${postgresBody()} AS body) b
      WHERE c.merged_into_id IS NULL`,
    `INSERT INTO candidate_recency (candidate_id, recent_at, last_applied_at)
      SELECT c.id, GREATEST(c.created_at, a.last), a.last
      FROM candidates c LEFT JOIN (SELECT candidate_id, max(created_at) AS last FROM talent_applications WHERE spam = false AND candidate_id IS NOT NULL GROUP BY candidate_id) a
        ON a.candidate_id = c.id
      WHERE c.merged_into_id IS NULL`,
  ]
}

export const postgresDropCandidateTableStatements = () => [
  'DROP FUNCTION IF EXISTS candidate_matches(tsquery)',
  'DROP FUNCTION IF EXISTS candidate_search_refresh(integer[])',
  'DROP FUNCTION IF EXISTS candidate_recency_refresh(integer[])',
  'DROP TABLE IF EXISTS candidate_search',
  'DROP TABLE IF EXISTS candidate_recency',
]
