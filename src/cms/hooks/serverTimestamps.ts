// When a lead arrived, when a note was written, when an application was made: `createdAt` and `updatedAt` are the
// server's on every collection whose times mean something (docs/security.md, "Server times"). Whatever a request body says, a new
// document is created now and an updated one keeps its stored creation time; `updatedAt` is the time of the save.
import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Request context flag for the server's own imports and fixtures that must write historic times: only a Local API
 * call can set `context`, never a REST or GraphQL body. With it, the given `createdAt` / `updatedAt` are kept.
 */
export const KEEP_GIVEN_TIMES = 'keepGivenTimes'

const isTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value))

export const serverTimestamps: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  const { createdAt, updatedAt, ...rest } = data as { createdAt?: unknown; updatedAt?: unknown }
  const now = new Date().toISOString()
  const keepGiven = req.context[KEEP_GIVEN_TIMES] === true
  const updated = keepGiven && isTime(updatedAt) ? updatedAt : now
  if (operation === 'create') return { ...rest, createdAt: keepGiven && isTime(createdAt) ? createdAt : now, updatedAt: updated }
  // On an update the stored creation time stays: leaving createdAt out makes the adapter keep its column.
  return keepGiven && isTime(createdAt) ? { ...rest, createdAt, updatedAt: updated } : { ...rest, updatedAt: updated }
}
