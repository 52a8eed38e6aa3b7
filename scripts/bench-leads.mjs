// `npm run bench:leads` (not a test): 2,000 POST /api/contact at concurrency 50 on a fresh SQLite server, with a
// real SMTP listener on loopback (every lead also queues two mails), after BENCH_WARMUP (200) uncounted requests and
// once the instance is quiet (its start-up work done).
// Prints requests per second and p99 latency, then proves by count that every 201 is a stored row and, once the mail queue is empty, that every stored lead's
// staff notification reached the listener exactly once. Needs a production build (`npm run build`).
// The server trusts X-Forwarded-For here (TRUST_PROXY=1) and each request carries its own address, so the
// per-address rate limit (10 a minute) measures nothing but itself.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import autocannon from 'autocannon'

import { startSmtpSink } from './lib/smtp-sink.mjs'
import { loadAverage } from './lib/process-memory.mjs'
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

const WARMUP = Number(process.env.BENCH_WARMUP ?? 200)

/** Requests before the measured run (not counted): a fresh server loads the route, Payload's hooks and the JIT first. */
async function warmUp() {
  let next = 0
  const worker = async () => {
    while (next < WARMUP) {
      const index = next++
      await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.255.${(index >> 8) & 255}.${index & 255}` },
        body: JSON.stringify({
          fullName: `Warm-up Visitor ${index}`,
          emailAddress: `warmup-${RUN}-${index}@example.in`,
          inquiryType: 'General',
          message: 'Warm-up message.',
        }),
      }).then((response) => response.arrayBuffer())
    }
  }
  await Promise.all(Array.from({ length: 10 }, worker))
}

/**
 * Waits until the instance has finished its start-up work: once healthy, Next loads every route's code in the
 * background (about a second of CPU here), and the warm-up's mails are being sent. Quiet means 10 health checks in a
 * row, 100 ms apart, each answered within 20 ms (at most 30 s).
 */
async function untilQuiet() {
  const deadline = Date.now() + 30_000
  let quiet = 0
  while (quiet < 10 && Date.now() < deadline) {
    const started = performance.now()
    await fetch(`${server.url}/api/health`).then((response) => response.arrayBuffer())
    quiet = performance.now() - started < 20 ? quiet + 1 : 0
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

let sent = 0
let firstSent
/** Milliseconds per answer: the first request of each connection (it opens the connection), and all the others. */
const opening = []
const steady = []
let lastAnswer
const statuses = new Map()
const created = new Set()
try {
  await warmUp()
  await untilQuiet()
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
              firstSent ??= performance.now()
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
              lastAnswer = performance.now()
              if (status === 201) created.add(context.email)
            },
          },
        ],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    )
    const answered = new WeakSet()
    instance.on('response', (client, statusCode, _bytes, milliseconds) => {
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1)
      ;(answered.has(client) ? steady : opening).push(milliseconds)
      answered.add(client)
    })
  })

  // The run's own figures first: the mail queue drains after it.
  console.log(
    `\n${TOTAL} POST /api/contact, ${CONNECTIONS} connections, loopback, one production server on SQLite (WAL), SMTP sink on loopback` +
      ` (after ${WARMUP} warm-up requests, BENCH_WARMUP)\n`,
  )
  // Answers from the first request sent to the last answer: autocannon's own figures count whole seconds of its
  // ticks (a run of 4.3 s reads as 5).
  const seconds = (lastAnswer - firstSent) / 1000
  console.log(`requests/s   ${(result.requests.total / seconds).toFixed(0)} (${result.requests.total} answers in ${seconds.toFixed(2)} s)`)
  console.log(`latency      p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms (every request)`)
  // Node accepts one new connection per turn of the event loop on each listening socket (docs/decisions/platform.md "Accepting
  // connections"), so the 50 first requests, which open the connections, are shown apart.
  const at = (list, share) => list.toSorted((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * share))].toFixed(0)
  console.log(
    `  open conn  p50 ${at(steady, 0.5)} ms, p99 ${at(steady, 0.99)} ms, max ${at(steady, 1)} ms (the ${steady.length} requests on connections already open)`,
  )
  console.log(
    `  opening    p50 ${at(opening, 0.5)} ms, max ${at(opening, 1)} ms (the ${opening.length} first requests, each opening its connection)`,
  )
  console.log(
    `statuses     ${[...statuses].map(([status, count]) => `${status}: ${count}`).join(', ')}; errors ${result.errors}, timeouts ${result.timeouts}`,
  )

  const rowsResponse = await fetch(
    `${server.url}/cms-api/contact-messages?pagination=false&depth=0&select[emailAddress]=true&where[emailAddress][like]=${encodeURIComponent(`bench-${RUN}-`)}`,
    { headers: await staffAuthHeader(server.url) },
  )
  const stored = new Set((await rowsResponse.json()).docs.map((doc) => doc.emailAddress))
  const missing = [...created].filter((email) => !stored.has(email))

  // The mail queue sends after each answer; wait until no lead is pending and no mail job is left (a sent mail's
  // job is deleted; a failed one would stay), then match the received mails to the stored leads.
  const db = createClient({ url: server.databaseUrl })
  const drainStart = Date.now()
  let pending = -1
  let queued = -1
  while (Date.now() - drainStart < 180_000) {
    const pendingResponse = await fetch(
      `${server.url}/cms-api/contact-messages?limit=1&depth=0&where[notifyState][equals]=pending&where[emailAddress][like]=${encodeURIComponent(`bench-${RUN}-`)}`,
      { headers: await staffAuthHeader(server.url) },
    )
    pending = (await pendingResponse.json()).totalDocs
    queued = Number((await db.execute("SELECT count(*) AS n FROM payload_jobs WHERE queue = 'mail'")).rows[0].n)
    if (pending === 0 && queued === 0) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const drainSeconds = (Date.now() - drainStart) / 1000
  db.close()
  const mailDir = path.join(dir, 'mail')
  const staffMails = new Map()
  let visitorMails = 0
  for (const name of fs.readdirSync(mailDir).filter((file) => file.endsWith('.eml'))) {
    const head = fs.readFileSync(path.join(mailDir, name), 'utf8').split(/\r?\n\r?\n/)[0]
    const to = /^To: (.*)$/im.exec(head)?.[1] ?? ''
    const visitor = /^Subject: New contact message: Bench Visitor (\d+) /im.exec(head)
    if (to.includes('staff@bench.local') && visitor) staffMails.set(visitor[1], (staffMails.get(visitor[1]) ?? 0) + 1)
    else if (to.includes(`bench-${RUN}-`)) visitorMails += 1
  }
  const storedNumbers = [...stored].map((email) => /-(\d+)@/.exec(email)[1])
  const withoutStaffMail = storedNumbers.filter((number) => !staffMails.get(number)).length
  const duplicated = [...staffMails.values()].filter((count) => count > 1).length

  console.log(
    `mail         queue empty ${drainSeconds.toFixed(1)} s after the last answer (${pending} leads pending, ${queued} jobs left); ` +
      `${[...staffMails.values()].reduce((sum, count) => sum + count, 0)} staff notifications, ${visitorMails} acknowledgements ` +
      `(the rest capped per domain); ${withoutStaffMail} stored leads without their staff mail, ${duplicated} sent twice → ` +
      `${withoutStaffMail === 0 && duplicated === 0 && queued === 0 ? "every stored lead's mails delivered once" : 'MAIL MISSING'}`,
  )
  console.log(`load         ${loadAverage()} (1/5/15 min) on ${os.cpus().length} CPUs`)
  console.log(
    `stored rows  ${stored.size} rows; ${created.size} answers 201, of which ${missing.length} without a row → ${missing.length === 0 ? 'every 201 is a stored row' : 'LOST LEADS'}`,
  )
  if (missing.length > 0 || created.size !== (statuses.get(201) ?? 0)) process.exitCode = 1
  if (withoutStaffMail > 0 || duplicated > 0 || queued !== 0) process.exitCode = 1
} finally {
  await server.stop()
  await smtp.stop()
}
