// Work that runs after the answer went out (lead and account e-mails). A graceful shutdown waits for it, so a
// lead acknowledged just before SIGTERM still gets its notification sent (or recorded as failed).
import { processSingleton } from '../../server/processBridge.mjs'

const pending = processSingleton('backgroundWork', () => new Set<Promise<unknown>>())

/** Runs `task` and remembers it until it settles. Never rejects: failures are the task's own business. */
export function trackBackgroundWork(task: () => Promise<unknown>): Promise<void> {
  const running = task().then(
    () => undefined,
    (error: unknown) => console.error('background task failed', error),
  )
  pending.add(running)
  void running.finally(() => pending.delete(running))
  return running
}

/** Waits until every tracked task settled, or `timeoutMs` passed; returns how many were still running. */
export async function drainBackgroundWork(timeoutMs: number): Promise<number> {
  const deadline = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref())
  while (pending.size) {
    if ((await Promise.race([Promise.allSettled([...pending]), deadline])) === 'timeout') break
  }
  return pending.size
}
