// Resized images (`/_next/image`): at most IMAGE_RESIZE_CONCURRENCY (default 2) of these requests are inside Next at
// once; the others wait their turn in arrival order. Next resizes every request it is given at the same time (on
// libuv's pool of 4 threads), and encoding one picture as AVIF takes about 30 MB for a moment, so a page of pictures
// opened on a cold cache took one instance from 375 MB to 566 MB. Two at a time keep both cores busy, and a picture
// resized once is served from .next/cache/images in a millisecond. docs/operations.md "Memory".
import pLimit from 'p-limit'

import { positiveInteger } from './settings.mjs'

export const IMAGE_OPTIMIZER_PATH = '/_next/image'

/** IMAGE_RESIZE_CONCURRENCY (default 2, at least 1). */
export function imageResizeConcurrency(/** @type {Record<string, string | undefined>} */ env) {
  return positiveInteger(env.IMAGE_RESIZE_CONCURRENCY, 2)
}

/**
 * Runs `handle(req, res)` for an image request when a place is free; the place is given back when the answer is
 * finished or its connection closes (a visitor who leaves does not hold it).
 * @param {number} concurrency
 */
export function createImageGate(concurrency) {
  const limit = pLimit(concurrency)
  return {
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
     */
    run(req, res, handle) {
      return limit(() => {
        if (req.socket.destroyed || res.writableEnded) return undefined
        const done = new Promise((resolve) => res.once('close', resolve))
        handle(req, res)
        return done
      })
    },
    /** How many requests are inside Next and how many wait. */
    counts: () => ({ active: limit.activeCount, waiting: limit.pendingCount }),
  }
}
