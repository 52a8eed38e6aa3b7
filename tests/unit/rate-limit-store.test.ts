// The in-memory rate-limit store (src/lib/rateLimit.ts): bounded in keys, no timer per key, and the limits behave as
// rate-limiter-flexible's own memory store made them behave.
import { afterEach, describe, expect, it, vi } from 'vitest'

import { BoundedCounters, limiterBackend, rateLimitCounters } from '@/lib/rateLimit'

afterEach(() => {
  vi.useRealTimers()
})

describe('bounded rate-limit counters', () => {
  it('keeps at most its number of keys, dropping the least recently used', () => {
    const counters = new BoundedCounters(3)
    for (const key of ['a', 'b', 'c']) counters.incrby(key, 1, 60)
    counters.incrby('a', 1, 60)
    counters.incrby('d', 1, 60)
    expect(counters.size).toBe(3)
    expect(counters.get('b')).toBeNull()
    expect(counters.get('a')?.consumedPoints).toBe(2)
  })

  it('starts no timer for a key, and forgets a counter once its window is over', () => {
    vi.useFakeTimers()
    const counters = new BoundedCounters(10)
    counters.incrby('k', 1, 60)
    counters.incrby('k', 1, 60)
    expect(vi.getTimerCount()).toBe(0)
    expect(counters.get('k')).toMatchObject({ consumedPoints: 2, msBeforeNext: 60_000 })
    vi.advanceTimersByTime(60_000)
    expect(counters.get('k')).toBeNull()
    expect(counters.incrby('k', 1, 60)).toMatchObject({ consumedPoints: 1, isFirstInDuration: true })
  })

  it('keeps a counter without a duration until it is deleted', () => {
    const counters = new BoundedCounters(10)
    expect(counters.set('forever', 5, 0).msBeforeNext).toBe(-1)
    expect(counters.get('forever')).toMatchObject({ consumedPoints: 5, msBeforeNext: -1 })
    expect(counters.delete('forever')).toBe(true)
    expect(counters.get('forever')).toBeNull()
  })

  it('a limit over it refuses past its points, blocks and is given back as the library defines', async () => {
    vi.useFakeTimers()
    const limiter = limiterBackend({ keyPrefix: `unit-${Math.random()}`, points: 2, duration: 60 })
    await limiter.consume('203.0.113.1')
    await limiter.consume('203.0.113.1')
    await expect(limiter.consume('203.0.113.1')).rejects.toMatchObject({ remainingPoints: 0 })
    await limiter.reward('203.0.113.1', 2)
    await expect(limiter.consume('203.0.113.1')).resolves.toMatchObject({ consumedPoints: 2 })
    await limiter.block('198.51.100.2', 30)
    expect((await limiter.get('198.51.100.2'))?.msBeforeNext).toBe(30_000)
    // Two limits with the same prefix (two route bundles of Next.js) count together.
    const twin = limiterBackend({ keyPrefix: 'unit-shared', points: 1, duration: 60 })
    await limiterBackend({ keyPrefix: 'unit-shared', points: 1, duration: 60 }).consume('x')
    await expect(twin.consume('x')).rejects.toMatchObject({ remainingPoints: 0 })
    expect(vi.getTimerCount()).toBe(0)
    expect(rateLimitCounters('ptw:unit-shared').size).toBe(1)
  })

  it('counts a limit once across copies of the module (Next.js loads it once per route bundle)', async () => {
    const cap = { keyPrefix: `unit-bundles-${Math.random()}`, points: 2, duration: 60 }
    await limiterBackend(cap).consume('school.example.in')
    vi.resetModules()
    const otherBundle = await import('@/lib/rateLimit')
    expect(otherBundle.limiterBackend).not.toBe(limiterBackend)
    await otherBundle.limiterBackend(cap).consume('school.example.in')
    await expect(limiterBackend(cap).consume('school.example.in')).rejects.toMatchObject({ remainingPoints: 0 })
  })

  it('keeps each limit in its own store, so a flood of one limit pushes out none of another', async () => {
    const login = { keyPrefix: `unit-login-${Math.random()}`, points: 1, duration: 60 }
    await limiterBackend(login).consume('203.0.113.9')
    const flood = limiterBackend({ keyPrefix: `unit-flood-${Math.random()}`, points: 5, duration: 60 })
    for (let index = 0; index < 10_050; index++) await flood.consume(`198.51.${index >> 8}.${index & 255}`)
    await expect(limiterBackend(login).consume('203.0.113.9')).rejects.toMatchObject({ remainingPoints: 0 })
  })
})
