// server.mjs refuses to boot in production without a strong PAYLOAD_SECRET and an explicit SITE_URL, and says why
// in one JSON log line, before Next.js or the database are touched.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const STRONG = 'c0ffee-7d1e-49b8-a5f2-8e4b2a9d6c31-strong-enough'

function start(env: Record<string, string | undefined>) {
  const clean = Object.fromEntries(
    Object.entries({ ...process.env, PAYLOAD_SECRET: undefined, SITE_URL: undefined, ALLOW_GENERATED_SECRET: undefined, ...env }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as NodeJS.ProcessEnv
  const result = spawnSync(process.execPath, ['.next/standalone/server.mjs'], {
    cwd: root,
    env: { ...clean, NODE_ENV: 'production', PORT: '3299', HOST: '127.0.0.1' },
    timeout: 20_000,
  })
  const lines = result.stdout.toString().trim().split('\n').filter(Boolean)
  return { status: result.status, lines, entries: lines.map((line) => JSON.parse(line) as { level: number; msg: string }) }
}

describe('production start', () => {
  it.each([
    ['PAYLOAD_SECRET is missing', { SITE_URL: 'https://www.example.in' }],
    ['PAYLOAD_SECRET is too short (12 characters; at least 32)', { PAYLOAD_SECRET: 'short-secret', SITE_URL: 'https://www.example.in' }],
    [
      'PAYLOAD_SECRET looks like a placeholder',
      { PAYLOAD_SECRET: 'change-me-change-me-change-me-change-me', SITE_URL: 'https://www.example.in' },
    ],
    [
      'PAYLOAD_SECRET has too few distinct characters',
      { PAYLOAD_SECRET: 'abababababababababababababababababab', SITE_URL: 'https://www.example.in' },
    ],
    ['SITE_URL is missing', { PAYLOAD_SECRET: STRONG }],
    ['SITE_URL must be an http(s) address', { PAYLOAD_SECRET: STRONG, SITE_URL: 'www.example.in' }],
  ] as Array<[string, Record<string, string>]>)('refuses to boot when %s', (reason, env) => {
    const { status, entries } = start(env)
    expect(status).toBe(1)
    expect(entries).toHaveLength(1)
    expect(entries[0].level).toBe(60)
    expect(entries[0].msg).toContain('Refusing to start')
    expect(entries[0].msg).toContain(reason)
    // The refusal never repeats the secret it refused.
    if (env.PAYLOAD_SECRET) expect(JSON.stringify(entries)).not.toContain(env.PAYLOAD_SECRET)
  })
})
