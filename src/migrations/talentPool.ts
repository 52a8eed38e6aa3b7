// The talent pool's duplicates, merges and sourced applications (docs/decisions/talent-pool.md), written once for
// both dialects' migrations and frozen with them: a migration must keep creating what it created when it ran.
//
// - Expression indexes the duplicate check reads (`lower(email)`, `lower(trim(name))`, features/candidates/duplicates.ts)
//   (a merge replaces one candidate's list values by parent and path: candidateSearch.ts indexes those).
// - SQLite cannot drop NOT NULL from a column: the generated migration rebuilds `talent_applications` (a new table,
//   rows copied, the old one dropped), and the old table's own triggers and indexes go with it: the lead search's
//   triggers (src/migrations/leadSearch.ts), the inbox's and dashboard's indexes (src/migrations/scaleIndexes.ts) and
//   any other. They are read from the schema before the rebuild and created again after it, whoever made them.

export const talentPoolIndexStatements = [
  'CREATE INDEX IF NOT EXISTS candidates_email_lower_idx ON candidates (lower(email))',
  'CREATE INDEX IF NOT EXISTS candidates_name_lower_idx ON candidates (lower(trim(name)))',
]

export const dropTalentPoolIndexStatements = [
  'DROP INDEX IF EXISTS candidates_email_lower_idx',
  'DROP INDEX IF EXISTS candidates_name_lower_idx',
]

/** A trigger or index of a table, as SQLite keeps it. */
export type SchemaObject = { name: string; type: string; table: string; sql: string }

/**
 * SQLite: the triggers and (named, not automatic) indexes of `table`, and the triggers of other tables that name it
 * (the lead search's trigger on role titles reads talent applications): SQLite refuses to rename the rebuilt table into
 * place while a trigger names a table that is gone, so those are dropped first and made again after.
 */
export const tableExtrasQuery = (table: string) =>
  `SELECT name, type, tbl_name AS "table", sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND sql IS NOT NULL
    AND (tbl_name = '${table}' OR (type = 'trigger' AND sql LIKE '%${table}%'))`

/** SQLite: drops the triggers of other tables that name `table` (they are made again with the rest). */
export const dropTriggersNaming = (extras: SchemaObject[], table: string) =>
  extras.filter((object) => object.type === 'trigger' && object.table !== table).map((object) => `DROP TRIGGER IF EXISTS "${object.name}"`)

/** SQLite: the statements that create again those of `before` the rebuild left out (`after`: what exists now). */
export function missingExtras(before: SchemaObject[], after: SchemaObject[]): string[] {
  const present = new Set(after.map((object) => object.name))
  // Indexes first: a trigger may rely on none, but an index is cheap to have before the triggers start firing.
  return [...before]
    .sort((a, b) => (a.type === b.type ? 0 : a.type === 'index' ? -1 : 1))
    .filter((object) => !present.has(object.name))
    .map((object) => object.sql)
}
