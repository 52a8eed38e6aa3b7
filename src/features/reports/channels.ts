// The job alerts and feeds report (docs/decisions/reports.md, "Job alerts and feeds"): for each way roles reach people
// outside the site, the sign-ups and confirmations (job alerts only) and the applications that came through it, told
// apart by the campaign fields its links carry (docs/decisions/job-alerts.md, "Links in the mail" and "Feeds for job
// boards").
import type { ReportQuery } from './query'
import { count } from './sql'

/** Each channel: the staff words, the alerts' frequency (alerts only) and the campaign fields of its links. */
export const CHANNELS = [
  { key: 'alerts-daily', label: 'Daily job alerts', frequency: 'daily', source: 'job-alert', medium: 'email', campaign: 'job-alert-daily' },
  {
    key: 'alerts-weekly',
    label: 'Weekly job alerts',
    frequency: 'weekly',
    source: 'job-alert',
    medium: 'email',
    campaign: 'job-alert-weekly',
  },
  { key: 'feed-indeed', label: 'Indeed job feed', frequency: null, source: 'indeed', medium: 'job-feed', campaign: null },
  { key: 'feed-json', label: 'JSON job feed', frequency: null, source: 'json-feed', medium: 'job-feed', campaign: null },
  { key: 'feed-rss', label: 'RSS feed of open roles', frequency: null, source: 'rss', medium: 'job-feed', campaign: null },
] as const

type ChannelKey = (typeof CHANNELS)[number]['key']

/** signUps and confirmations are null for a feed (nobody signs up to a feed). */
export type ChannelFigures = { channel: ChannelKey; signUps: number | null; confirmations: number | null; applications: number }

const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`

/** SQL: the channel an application came through, by its campaign fields, or NULL. */
const channelOf = `CASE ${CHANNELS.map(
  (channel) =>
    `WHEN a.utm_source = ${quoted(channel.source)} AND a.utm_medium = ${quoted(channel.medium)}${
      channel.campaign ? ` AND a.utm_campaign = ${quoted(channel.campaign)}` : ''
    } THEN ${quoted(channel.key)}`,
).join(' ')} END`

export async function channelsReport({ query, params }: ReportQuery): Promise<ChannelFigures[]> {
  const inPeriod = (column: string) => `(${column} >= $1 AND ${column} < $2)`
  const alerts = query(
    `SELECT CAST(frequency AS text) AS frequency,
       SUM(CASE WHEN ${inPeriod('created_at')} THEN 1 ELSE 0 END) AS sign_ups,
       SUM(CASE WHEN ${inPeriod('confirmed_at')} THEN 1 ELSE 0 END) AS confirmations
     FROM job_alerts WHERE spam = false AND (${inPeriod('created_at')} OR ${inPeriod('confirmed_at')}) GROUP BY frequency`,
    params,
  )
  const applications = query(
    `SELECT channel, COUNT(*) AS n FROM (
       SELECT ${channelOf} AS channel FROM talent_applications a
       WHERE a.spam = false AND a.created_at >= $1 AND a.created_at < $2 AND a.utm_source IS NOT NULL
     ) AS by_channel WHERE channel IS NOT NULL GROUP BY channel`,
    params,
  )
  const [alertRows, applicationRows] = await Promise.all([alerts, applications])
  return CHANNELS.map((channel) => {
    const alert = channel.frequency ? alertRows.find((row) => row.frequency === channel.frequency) : undefined
    return {
      channel: channel.key,
      signUps: channel.frequency ? count(alert?.sign_ups) : null,
      confirmations: channel.frequency ? count(alert?.confirmations) : null,
      applications: count(applicationRows.find((row) => row.channel === channel.key)?.n),
    }
  })
}
