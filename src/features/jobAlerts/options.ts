// Job alerts' choices and states, client-safe (the sign-up form, the collection and the API share them).
export const JOB_ALERT_FREQUENCIES = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
] as const

export const JOB_ALERT_STATES = [
  { value: 'pending', label: 'Waiting for confirmation' },
  { value: 'confirmed', label: 'Active' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
] as const
