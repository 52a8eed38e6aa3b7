// The transport of content changes between instances: the instance where staff saved a document announces the
// expired tags on a Redis channel; every other instance hands them to the expiry it was started with
// (features/content/invalidate.ts), typically within milliseconds. Without REDIS_URL there is one instance and
// nothing to announce.
import { randomUUID } from 'node:crypto'

import { processSingleton } from '../../server/processBridge.mjs'

import { redisCommands, redisSubscriber } from './redis'

const CHANNEL = 'ptw:content-changed'
const state = processSingleton('contentSync', () => ({ instanceId: randomUUID(), started: false }))

/** `at`: when the change was made (ms since the epoch), so every instance moves its content version past it. */
type Announcement = { from: string; tags: string[]; at?: number }

/** Tells the other instances which cache tags to expire. Never throws: a lost message costs freshness, not data. */
export async function announceContentChange(tags: readonly string[], at: number) {
  const redis = redisCommands()
  if (!redis || !tags.length) return
  const message: Announcement = { from: state.instanceId, tags: [...tags], at }
  try {
    await redis.publish(CHANNEL, JSON.stringify(message))
  } catch (error) {
    console.warn('content change not announced to other instances (Redis unavailable)', error)
  }
}

function parse(raw: string): Announcement | null {
  try {
    const value = JSON.parse(raw) as Partial<Announcement>
    if (
      typeof value.from === 'string' &&
      Array.isArray(value.tags) &&
      value.tags.every((tag) => typeof tag === 'string') &&
      (value.at === undefined || Number.isFinite(value.at))
    )
      return value as Announcement
  } catch {
    // ignore foreign messages on the channel
  }
  return null
}

/**
 * Subscribes this process to the other instances' announcements (once per process; no-op without REDIS_URL):
 * `expire` gets their tags and when the change was made, or no tags (everything) after a Redis outage.
 */
export function startContentSync(expire: (tags: string[], changedAt?: number) => void) {
  const subscriber = redisSubscriber()
  if (!subscriber || state.started) return
  state.started = true
  // One warning per outage, not one per reconnect attempt.
  let warned = false
  subscriber.on('error', (error: Error) => {
    if (!warned) console.warn(`content sync: Redis connection problem (${error.message}); retrying`)
    warned = true
  })
  subscriber.on('message', (channel: string, raw: string) => {
    const message = channel === CHANNEL ? parse(raw) : null
    if (!message || message.from === state.instanceId) return
    expire(message.tags, message.at)
  })
  // After a Redis outage ioredis re-subscribes by itself; changes announced meanwhile were missed, so a
  // reconnect expires everything once.
  let connectedBefore = false
  subscriber.on('ready', () => {
    warned = false
    if (connectedBefore) expire([])
    connectedBefore = true
  })
  // Not awaited: with Redis down at start-up, ioredis subscribes once it connects, and the instance serves meanwhile.
  subscriber.subscribe(CHANNEL).catch((error: Error) => console.warn(`content sync: could not subscribe (${error.message})`))
}
