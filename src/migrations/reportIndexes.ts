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
 * SQLite reads the index alone: the days in each stage (a stage's moves in a period, with when each stay began, its
 * application and, on SQLite, the stay's seconds as features/reports/candidates.ts computes them, so that neither the
 * count nor the sort computes them again), and each role's first placement (the moves to Placed with their
 * application). The second replaces `stage_history_to_at_idx`.
 */
const coveringReportIndexes = (dialect: 'sqlite' | 'postgres') => [
  {
    name: 'stage_history_from_at_since_idx',
    columns: [
      '"from"',
      '"at"',
      '"since"',
      '"_parent_id"',
      ...(dialect === 'sqlite' ? ['ROUND((julianday("at") - julianday("since")) * 86400.0, 3)'] : []),
    ],
  },
  { name: 'stage_history_to_at_parent_idx', columns: ['"to"', '"at"', '"_parent_id"'] },
]

/** The lead tables whose first replies the reports time (the kinds that wait for a reply: features/leadDesk/kinds.ts). */
const ANSWERED_LEAD_TABLES = ['contact_messages', 'team_up_requests', 'talent_applications', 'support_requests']

/**
 * SQLite only: on each of those tables, the period's leads with the seconds to their first reply as
 * features/reports/leads.ts computes them, so that its count and its percentiles read the index alone.
 */
const replyIndexes = (dialect: 'sqlite' | 'postgres') =>
  dialect === 'sqlite'
    ? ANSWERED_LEAD_TABLES.map((table) => ({
        table,
        name: `${table}_reply_seconds_idx`,
        columns: ['"spam"', '"created_at"', '"first_reply_at"', 'ROUND((julianday("first_reply_at") - julianday("created_at")) * 86400.0, 3)'],
      }))
    : []

const createStatement = (index: { name: string; columns: string[]; table?: string }) =>
  `CREATE INDEX IF NOT EXISTS "${index.name}" ON "${index.table ?? MOVES}" (${index.columns.join(', ')})`

export const createCoveringReportIndexStatements = (dialect: 'sqlite' | 'postgres') => [
  ...[...coveringReportIndexes(dialect), ...replyIndexes(dialect)].map(createStatement),
  'DROP INDEX IF EXISTS "stage_history_to_at_idx"',
]

export const dropCoveringReportIndexStatements = (dialect: 'sqlite' | 'postgres') => [
  createStatement({ name: 'stage_history_to_at_idx', columns: ['"to"', '"at"'] }),
  ...[...coveringReportIndexes(dialect), ...replyIndexes(dialect)].map((index) => `DROP INDEX IF EXISTS "${index.name}"`),
]
