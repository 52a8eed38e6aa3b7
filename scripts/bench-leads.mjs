// `npm run bench:leads` (not a test): 2,000 POST /api/contact at concurrency 50 on a fresh SQLite server, with a
// real SMTP listener on loopback (every lead also sends two mails). Prints requests per second and p99 latency,
// then proves by count that every 201 is a stored row. Needs a production build (`npm run build`).
// The server trusts X-Forwarded-For here (TRUST_PROXY=1) and each request carries its own address, so the
// per-address rate limit (10 a minute) measures nothing but itself.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { startSmtpSink } from './lib/smtp-sink.mjs'
import { makeTempDir, staffAuthHeader, startTestServer } from './lib/test-server.mjs'

const TOTAL = Number(process.env.BENCH_REQUESTS || 2000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50)
const RUN = Date.now().toString(36)

const dir = makeTempDir('bench-leads')
const smtp = await startSmtpSink({ dir: path.join(dir, 'mail') })
const server = await startTestServer({
  name: 'bench-leads',
  port: Number(process.env.BENCH_PORT || 3361),
  dir,
  env: { SMTP_URL: smtp.url, TRUST_PROXY: '1', STAFF_NOTIFY_EMAIL: 'staff@bench.local' },
})

let sent = 0
const statuses = new Map()
const created = new Set()
try {
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${server.url}/api/contact`,
        connections: CONNECTIONS,
        amount: TOTAL,
        timeout: 60,
        requests: [
          {
            method: 'POST',
            setupRequest(request, context) {
              sent += 1
              context.email = `bench-${RUN}-${sent}@example.in`
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
                },
                body: JSON.stringify({
                  fullName: `Bench Visitor ${sent}`,
                  emailAddress: context.email,
                  inquiryType: 'General',
                  message: 'Load test message.',
                }),
              }
            },
            onResponse(status, _body, context) {
              if (status === 201) created.add(context.email)
            },
          },
        ],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    )
    instance.on('response', (_client, statusCode) => statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1))
  })

  const rowsResponse = await fetch(
    `${server.url}/cms-api/contact-messages?pagination=false&depth=0&select[emailAddress]=true&where[emailAddress][like]=${encodeURIComponent(`bench-${RUN}-`)}`,
    { headers: await staffAuthHeader(server.url) },
  )
  const stored = new Set((await rowsResponse.json()).docs.map((doc) => doc.emailAddress))
  const missing = [...created].filter((email) => !stored.has(email))

  // Mail goes out after each answer; let it finish (and count it) before stopping the servers.
  const drainStart = Date.now()
  let pending = -1
  while (Date.now() - drainStart < 180_000) {
    const pendingResponse = await fetch(
      `${server.url}/cms-api/contact-messages?limit=1&depth=0&where[notifyState][equals]=pending&where[emailAddress][like]=${encodeURIComponent(`bench-${RUN}-`)}`,
      { headers: await staffAuthHeader(server.url) },
    )
    pending = (await pendingResponse.json()).totalDocs
    if (pending === 0) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const mailFiles = fs.readdirSync(path.join(dir, 'mail')).filter((name) => name.endsWith('.eml')).length

  console.log(
    `\n${TOTAL} POST /api/contact, ${CONNECTIONS} connections, loopback, one production server on SQLite (WAL), SMTP sink on loopback\n`,
  )
  console.log(`requests/s   ${result.requests.average.toFixed(0)} (average over ${result.duration.toFixed(1)} s)`)
  console.log(`latency      p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`)
  console.log(
    `statuses     ${[...statuses].map(([status, count]) => `${status}: ${count}`).join(', ')}; errors ${result.errors}, timeouts ${result.timeouts}`,
  )
  console.log(
    `mail         ${mailFiles} messages received; ${pending} leads still pending ${((Date.now() - drainStart) / 1000).toFixed(1)} s after the last answer`,
  )
  console.log(
    `load         ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} (1/5/15 min) on ${os.cpus().length} CPUs`,
  )
  console.log(
    `stored rows  ${stored.size} rows; ${created.size} answers 201, of which ${missing.length} without a row → ${missing.length === 0 ? 'every 201 is a stored row' : 'LOST LEADS'}`,
  )
  if (missing.length > 0 || created.size !== (statuses.get(201) ?? 0)) process.exitCode = 1
} finally {
  await server.stop()
  await smtp.stop()
}
