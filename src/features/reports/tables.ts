// The reports as tables in staff words (docs/decisions/reports.md, "Tables, charts and CSV"): one definition per table,
// read by the view (its table and chart) and by the CSV download, so the two never differ. Cells hold plain values
// (counts, hours, days, shares from 0 to 1, rupees, days as YYYY-MM-DD); the view formats them, the CSV keeps them.
import { LEAD_KINDS, leadKind } from '@/features/leadDesk/kinds'
import { stageLabel } from '@/features/pipeline/stages'
import { agencyDay } from '@/lib/agencyTime'

import { CHANNELS } from './channels'
import type { Reports } from './types'

export type ColumnFormat = 'text' | 'count' | 'hours' | 'days' | 'share' | 'rupees' | 'day'
type Cell = string | number | null

export type ReportTable = {
  id: ReportTableId
  section: 'Leads' | 'Candidates' | 'Job alerts and feeds'
  title: string
  /** What the table counts, for its caption and the chart's name. */
  description: string
  columns: { label: string; format: ColumnFormat }[]
  rows: Cell[][]
  /** The columns the chart draws (one bar series each), and whether they add up (stacked bars). */
  chart: { columns: number[]; stacked: boolean }
}

export const REPORT_TABLE_IDS = [
  'leads-by-kind',
  'leads-by-source',
  'applications-by-source',
  'applications-by-role',
  'stage-conversion',
  'days-in-stage',
  'time-to-fill',
  'placements-by-client',
  'placements-by-recruiter',
  'job-alerts-and-feeds',
] as const

type ReportTableId = (typeof REPORT_TABLE_IDS)[number]

const HOUR = 3600
const hours = (seconds: number | null | undefined) => (seconds === null || seconds === undefined ? null : seconds / HOUR)
const share = (part: number | null, whole: number) => (part === null || whole === 0 ? null : part / whole)
const day = (moment: Date) => agencyDay(moment).day
const NOT_TAGGED = 'Not tagged'
const tagged = (value: string) => value || NOT_TAGGED

const campaignColumns = [
  { label: 'Source', format: 'text' },
  { label: 'Medium', format: 'text' },
  { label: 'Campaign', format: 'text' },
] as const

/** Every table of the reports, in the view's order. */
export function reportTables({ leads, candidates, channels }: Reports): ReportTable[] {
  const kindRows = leads.byKind.map((figures): Cell[] => [
    leadKind(figures.kind).plural,
    figures.received,
    figures.answered,
    share(figures.answeredWithin24h, figures.received),
    hours(figures.firstReply?.median),
    hours(figures.firstReply?.p90),
  ])
  const { all } = leads
  const replyKinds = LEAD_KINDS.filter((kind) => kind.awaitsReply).length
  return [
    {
      id: 'leads-by-kind',
      section: 'Leads',
      title: 'New leads and first replies by kind',
      description: `New leads of each kind received in the period, how many had a first reply, the share answered within 24 hours, and the time to the first reply. Newsletter subscribers get no reply and privacy requests are measured by their due date, not the 24 hours; the last row is the ${replyKinds} kinds that promise a reply within 24 hours.`,
      columns: [
        { label: 'Kind of lead', format: 'text' },
        { label: 'New leads', format: 'count' },
        { label: 'Answered', format: 'count' },
        { label: 'Answered within 24 hours', format: 'share' },
        { label: 'Median time to first reply', format: 'hours' },
        { label: '90% answered within', format: 'hours' },
      ],
      rows: [
        ...kindRows,
        [
          'All that get a reply',
          all.received,
          all.answered,
          share(all.answeredWithin24h, all.received),
          hours(all.firstReply.median),
          hours(all.firstReply.p90),
        ],
      ],
      chart: { columns: [1], stacked: false },
    },
    {
      id: 'leads-by-source',
      section: 'Leads',
      title: 'New leads by source',
      description: 'New leads received in the period by the campaign they came from (source, medium and campaign of the link).',
      columns: [...campaignColumns, { label: 'New leads', format: 'count' }],
      rows: leads.bySource.map((row) => [tagged(row.source), tagged(row.medium), tagged(row.campaign), row.count]),
      chart: { columns: [3], stacked: false },
    },
    {
      id: 'applications-by-source',
      section: 'Candidates',
      title: 'Applications by source',
      description:
        'Talent applications received in the period by the campaign they came from; candidates staff added from the talent pool are a row of their own.',
      columns: [...campaignColumns, { label: 'Applications', format: 'count' }],
      rows: candidates.bySource.map((row) => [
        row.addedByStaff && !row.source ? 'Added by staff from the talent pool' : tagged(row.source),
        tagged(row.medium),
        tagged(row.campaign),
        row.count,
      ]),
      chart: { columns: [3], stacked: false },
    },
    {
      id: 'applications-by-role',
      section: 'Candidates',
      title: 'Applications by role',
      description: 'Talent applications received in the period by the open role they were for.',
      columns: [
        { label: 'Role', format: 'text' },
        { label: 'Applications', format: 'count' },
      ],
      rows: candidates.byRole.map((row) => [row.role === null ? 'No particular role' : row.title || `Role ${row.role}`, row.count]),
      chart: { columns: [1], stacked: false },
    },
    {
      id: 'stage-conversion',
      section: 'Candidates',
      title: 'From application to placement',
      description:
        'Of the applications received in the period, how many have reached each stage so far (or a later one), and the share of those at the stage before that got this far.',
      columns: [
        { label: 'Stage', format: 'text' },
        { label: 'Applications that got this far', format: 'count' },
        { label: 'Share of the stage before', format: 'share' },
      ],
      rows: candidates.funnel.map((row, index) => [
        stageLabel[row.stage],
        row.reached,
        index === 0 ? null : share(row.reached, candidates.funnel[index - 1].reached),
      ]),
      chart: { columns: [1], stacked: false },
    },
    {
      id: 'days-in-stage',
      section: 'Candidates',
      title: 'Days in each stage',
      description: 'How long applications stayed in each stage before moving on, over the moves made in the period.',
      columns: [
        { label: 'Stage', format: 'text' },
        { label: 'Applications that moved on', format: 'count' },
        { label: 'Median days in the stage', format: 'days' },
        { label: '90% moved on within', format: 'days' },
      ],
      rows: candidates.daysInStage.map((row) => [stageLabel[row.stage], row.days.count, row.days.median, row.days.p90]),
      chart: { columns: [2, 3], stacked: false },
    },
    {
      id: 'time-to-fill',
      section: 'Candidates',
      title: 'Time to fill by role',
      description: 'Roles whose first candidate was placed in the period: the days from the role opening to that first placement.',
      columns: [
        { label: 'Role', format: 'text' },
        { label: 'Opened on', format: 'day' },
        { label: 'First placement on', format: 'day' },
        { label: 'Days to fill', format: 'days' },
      ],
      rows: candidates.timeToFill.map((row) => [row.title || `Role ${row.role}`, day(row.opened), day(row.firstPlacement), row.days]),
      chart: { columns: [3], stacked: false },
    },
    {
      id: 'placements-by-client',
      section: 'Candidates',
      title: 'Placements and fees by client',
      description: 'Placements with a joining date in the period, and their fees, by client company.',
      columns: [
        { label: 'Client', format: 'text' },
        { label: 'Placements', format: 'count' },
        { label: 'Fees', format: 'rupees' },
      ],
      rows: candidates.placementsByClient.map((row) => [row.name || 'No client', row.count, row.fees]),
      chart: { columns: [1], stacked: false },
    },
    {
      id: 'placements-by-recruiter',
      section: 'Candidates',
      title: 'Placements and fees by recruiter',
      description: 'Placements with a joining date in the period, and their fees, by the recruiter who made them.',
      columns: [
        { label: 'Recruiter', format: 'text' },
        { label: 'Placements', format: 'count' },
        { label: 'Fees', format: 'rupees' },
      ],
      rows: candidates.placementsByRecruiter.map((row) => [
        row.recruiter === null ? 'No recruiter named' : row.name || 'Unknown',
        row.count,
        row.fees,
      ]),
      chart: { columns: [1], stacked: false },
    },
    {
      id: 'job-alerts-and-feeds',
      section: 'Job alerts and feeds',
      title: 'Job alerts and feeds',
      description:
        'Job alert sign-ups and confirmations in the period, and the talent applications that came through each alert or job feed link.',
      columns: [
        { label: 'Channel', format: 'text' },
        { label: 'Sign-ups', format: 'count' },
        { label: 'Confirmations', format: 'count' },
        { label: 'Applications', format: 'count' },
      ],
      rows: channels.map((row) => [
        CHANNELS.find((channel) => channel.key === row.channel)?.label ?? row.channel,
        row.signUps,
        row.confirmations,
        row.applications,
      ]),
      chart: { columns: [1, 2, 3], stacked: false },
    },
  ]
}
