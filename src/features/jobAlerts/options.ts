// Job alerts' choices and states, client-safe (the sign-up form, the collection and the API share them).
export const JOB_ALERT_FREQUENCIES = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
] as const
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number]['value']

export const JOB_ALERT_STATES = [
  { value: 'pending', label: 'Waiting for confirmation' },
  { value: 'confirmed', label: 'Active' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
] as const
export type JobAlertState = (typeof JOB_ALERT_STATES)[number]['value']

/** The campaign fields every apply link of an alert mail, a feed and a share link carries (docs/decisions/job-alerts.md). */
export type LinkSource = { source: string; medium: string; campaign: string }
