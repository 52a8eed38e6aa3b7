// The app's Redis connections (REDIS_URL): one for commands (rate limits, publishing), one for subscriptions.
// Commands fail fast while Redis is away (no offline queue), so a request never waits on it.
import { Redis } from 'ioredis'

import { processSingleton } from '../../server/processBridge.mjs'

import { env } from './env'

const clients = processSingleton('redis', (): { commands?: Redis; subscriber?: Redis } => ({}))

/** Connection for commands, or undefined when REDIS_URL is not set. */
export function redisCommands(): Redis | undefined {
  const { REDIS_URL } = env()
  if (!REDIS_URL) return undefined
  if (!clients.commands) {
    clients.commands = new Redis(REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: 'ptw-commands' })
    clients.commands.on('error', () => undefined) // reconnects on its own; callers see their command fail
  }
  return clients.commands
}

/** Opens the command connection before traffic arrives (a command sent while connecting fails at once). */
export async function connectRedis(timeoutMs = 3000) {
  const redis = redisCommands()
  if (!redis || redis.status === 'ready') return
  const ready = new Promise<boolean>((resolve) => redis.once('ready', () => resolve(true)))
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref())
  if (!(await Promise.race([ready, timeout])))
    console.warn(`Redis at REDIS_URL not reachable yet; rate limits count per instance until it is`)
}

/** A dedicated connection for SUBSCRIBE (a subscribed connection cannot run other commands). */
export function redisSubscriber(): Redis | undefined {
  const { REDIS_URL } = env()
  if (!REDIS_URL) return undefined
  // No retry limit: a SUBSCRIBE sent while Redis is down waits for it, then ioredis keeps it across reconnects.
  clients.subscriber ??= new Redis(REDIS_URL, { connectionName: 'ptw-subscriber', maxRetriesPerRequest: null })
  return clients.subscriber
}

/** Closes both connections (graceful shutdown). */
export async function closeRedis() {
  // QUIT waits for Redis to answer; while it is unreachable, drop the connection instead of waiting for it.
  const close = async (client?: Redis) => (client?.status === 'ready' ? client.quit() : client?.disconnect())
  await Promise.allSettled([close(clients.commands), close(clients.subscriber)])
  clients.commands = undefined
  clients.subscriber = undefined
}
