// Where a newsletter address stands (double opt-in), in the words staff see in the admin.
export const SUBSCRIBER_STATES = [
  { label: 'Waiting for confirmation', value: 'pending' },
  { label: 'Subscribed', value: 'subscribed' },
  { label: 'Unsubscribed', value: 'unsubscribed' },
] as const
