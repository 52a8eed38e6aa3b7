// The inbox's CSV export streams (docs/security.md, "The inbox CSV export streams"): 20,000 leads with long texts, written straight
// into the database, come out complete, in the inbox's order, each once, while the server's resident memory stays
// within a bound (before, the whole result was held four or five times and 75,000 leads killed the process).
import fs from 'node:fs'

import { parse } from 'csv-parse'
import { describe, expect, inject, it } from 'vitest'

import { baseUrl, rawSql, staffHeaders } from './helpers'

const LEADS = 20_000
/** Characters of text per lead: 20,000 leads carry 40 MB of it. */
const TEXT_LENGTH = 2000
/** What the export may add to the server's resident memory at most. */
const MAX_GROWTH_MB = 120

/** The suite server's process: the `server.mjs` started with this port and database. */
function serverPid(): number {
  const port = new URL(baseUrl()).port
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8')
      if (!cmdline.includes('server.mjs')) continue
      const environ = fs.readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0')
      if (environ.includes(`PORT=${port}`) && environ.includes(`DATABASE_URL=${inject('databaseUrl')}`)) return Number(entry)
    } catch {
      // a process that ended, or not ours
    }
  }
  throw new Error('the suite server was not found')
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

/** `count` contact messages tagged `tag`, one second apart (the newest first by number), each with a long text. */
function longLeads(tag: string, count: number, postgres: boolean) {
  const text = postgres
    ? `repeat('ab', ${TEXT_LENGTH / 2})`
    : `substr(replace(hex(zeroblob(${TEXT_LENGTH / 2})), '00', 'ab'), 1, ${TEXT_LENGTH})`
  const time = postgres ? `CAST(? AS timestamptz) - i * interval '1 second'` : `strftime('%Y-%m-%dT%H:%M:%fZ', ?, '-' || i || ' seconds')`
  const sql = `INSERT INTO contact_messages (full_name, email_address, inquiry_type, message, status, spam, notify_state, created_at, updated_at)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
    SELECT 'Long sender ' || i, CAST(? AS text) || '-' || i || '@example.in', 'General', 'Lead ' || i || ' ' || ${text}, 'new', false, 'sent', ${time}, ${time}
    FROM n`
  const at = new Date().toISOString()
  return { sql, params: [tag, at, at] }
}

describe(`the inbox export of ${LEADS} leads on ${inject('dbKind')}`, () => {
  it('streams every lead once, newest first, with the server’s memory bounded', { timeout: 240_000 }, async () => {
    const tag = `exp${Math.random().toString(36).slice(2, 8)}`
    const postgres = inject('databaseUrl').startsWith('postgres')
    const insert = longLeads(tag, LEADS, postgres)
    await rawSql(insert.sql, insert.params)

    const pid = serverPid()
    const baseline = rssMb(pid)
    let peak = baseline
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid))
    }, 25)
    try {
      const response = await fetch(`${baseUrl()}/cms-api/inbox/export?kind=contact&q=${tag}`, { headers: await staffHeaders() })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      // Read as it arrives, row by row (the test holds no more of the file than the server should).
      const parser = parse({ columns: true, bom: true })
      const reading = (async () => {
        const reader = response.body!.getReader()
        for (let part = await reader.read(); !part.done; part = await reader.read()) parser.write(part.value)
        parser.end()
      })()
      let rows = 0
      let previous = 0
      const seen = new Set<number>()
      for await (const row of parser as AsyncIterable<Record<string, string>>) {
        rows += 1
        const number = Number(/^Long sender (\d+)$/.exec(row.Name)?.[1])
        // Lead 1 is the newest: the numbers rise down the file, each once.
        expect(number).toBeGreaterThan(previous)
        previous = number
        seen.add(number)
        if (rows === 1) expect(row.Message).toHaveLength(`Lead 1 `.length + TEXT_LENGTH)
      }
      await reading
      expect(rows).toBe(LEADS)
      expect(seen.size).toBe(LEADS)
    } finally {
      clearInterval(sampler)
    }
    peak = Math.max(peak, rssMb(pid))
    console.log(`inbox export of ${LEADS} leads: server RSS ${baseline.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB`)
    expect(peak - baseline).toBeLessThan(MAX_GROWTH_MB)
  })
})

describe(`saved collection exports on ${inject('dbKind')}`, () => {
  it(
    'refuses a saved export over 10,000 leads with 400 and a message (the download still streams them)',
    { timeout: 120_000 },
    async () => {
      const tag = `cap${Math.random().toString(36).slice(2, 8)}`
      const postgres = inject('databaseUrl').startsWith('postgres')
      const insert = longLeads(tag, 10_001, postgres)
      await rawSql(insert.sql, insert.params)
      const where = { emailAddress: { like: `${tag}-` } }
      const headers = { ...(await staffHeaders()), origin: baseUrl() }
      const before = await rawSql('SELECT COUNT(*) AS n FROM exports')
      const saved = await fetch(`${baseUrl()}/cms-api/exports`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ collectionSlug: 'contact-messages', format: 'csv', name: `cap-${tag}`, where }),
      })
      expect(saved.status).toBe(400)
      expect(((await saved.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
        'A saved export holds up to 10,000 leads and this one has 10,001. Narrow the filter, set a limit, or use Download (or the inbox’s export), which streams any number.',
      )
      expect(await rawSql('SELECT COUNT(*) AS n FROM exports')).toEqual(before)
    },
  )
})
