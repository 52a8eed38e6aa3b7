// A lead's mail state (notifyState, notifiedAt, notifyError) is written by the mail worker once the staff notification
// was tried (features/leads/mailOutcome.ts). Payload's update fills every field the request left out with the value it
// read before its hooks ran, so a staff edit saved while the worker records a send would write the old "pending" back
// over "sent", for good. On an update the three fields are written only when the update changes them on purpose.
import type { CollectionBeforeChangeHook } from 'payload'

const MAIL_STATE = ['notifyState', 'notifiedAt', 'notifyError'] as const

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null)

export const keepMailState: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || !originalDoc) return data
  const stored = originalDoc as Record<string, unknown>
  const next = { ...data }
  for (const field of MAIL_STATE) if (field in next && same(next[field], stored[field])) delete next[field]
  return next
}
