// Indexes the reports need on the stage history (docs/decisions/reports.md, "Figures in the database"; figures in
// docs/benchmarks.md, "Reports"), for both dialects' migration `report_indexes`. Payload declares only `_order` and
// `_parent_id` on an array's table, so every report over moves read the whole history.
const MOVES = 'talent_applications_stage_history'

export const reportIndexes = [
  // The moves made in a period (the stays that ended in it).
  { name: 'stage_history_at_idx', columns: ['at'] },
  // The moves to one stage (Placed: each role's first placement).
  { name: 'stage_history_to_at_idx', columns: ['to', 'at'] },
]

export const createReportIndexStatements = () =>
  reportIndexes.map((index) => `CREATE INDEX IF NOT EXISTS "${index.name}" ON "${MOVES}" (${index.columns.map((column) => `"${column}"`).join(', ')})`)

export const dropReportIndexStatements = () => reportIndexes.map((index) => `DROP INDEX IF EXISTS "${index.name}"`)

/**
 * Indexes that hold every column the reports read from the moves (migration `report_percentile_indexes`), so that
 * SQLite reads the index alone: the days in each stage (a stage's moves in a period, with when each stay began and
 * its application), and each role's first placement (the moves to Placed with their application). The second
 * replaces `stage_history_to_at_idx`.
 */
const coveringReportIndexes = [
  { name: 'stage_history_from_at_since_idx', columns: ['from', 'at', 'since', '_parent_id'] },
  { name: 'stage_history_to_at_parent_idx', columns: ['to', 'at', '_parent_id'] },
]

const createStatement = (index: { name: string; columns: string[] }) =>
  `CREATE INDEX IF NOT EXISTS "${index.name}" ON "${MOVES}" (${index.columns.map((column) => `"${column}"`).join(', ')})`

export const createCoveringReportIndexStatements = () => [
  ...coveringReportIndexes.map(createStatement),
  'DROP INDEX IF EXISTS "stage_history_to_at_idx"',
]

export const dropCoveringReportIndexStatements = () => [
  createStatement({ name: 'stage_history_to_at_idx', columns: ['to', 'at'] }),
  ...coveringReportIndexes.map((index) => `DROP INDEX IF EXISTS "${index.name}"`),
]
