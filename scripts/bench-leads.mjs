// `npm run bench:leads` (not a test): 2,000 POST /api/contact at concurrency 50 on a fresh SQLite server, with a
// real SMTP listener on loopback (every lead also sends two mails). Prints requests per second and p99 latency,
// then proves by count that every 201 is a stored row. Needs a production build (`npm run build`).
// The server trusts X-Forwarded-For here (TRUST_PROXY=1) and each request carries its own address, so the
// per-address rate limit (10 a minute) measures nothing but itself.
import path from 'node:path'

import autocannon from 'autocannon'

import { startSmtpSink } from './lib/smtp-sink.mjs'
import { makeTempDir, startTestServer, TEST_ADMIN } from './lib/test-server.mjs'

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
try {
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${server.url}/api/contact`,
        connections: CONNECTIONS,
        amount: TOTAL,
        requests: [
          {
            method: 'POST',
            setupRequest(request) {
              sent += 1
              return {
                ...request,
                headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}` },
                body: JSON.stringify({
                  fullName: `Bench Visitor ${sent}`,
                  emailAddress: `bench-${RUN}-${sent}@example.in`,
                  inquiryType: 'General',
                  message: 'Load test message.',
                }),
              }
            },
          },
        ],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    )
    instance.on('response', (_client, statusCode) => statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1))
  })

  const login = await fetch(`${server.url}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  const { token } = await login.json()
  const countResponse = await fetch(
    `${server.url}/cms-api/contact-messages?limit=1&depth=0&where[emailAddress][like]=${encodeURIComponent(`bench-${RUN}-`)}`,
    { headers: { authorization: `JWT ${token}` } },
  )
  const { totalDocs } = await countResponse.json()
  const created = statuses.get(201) ?? 0

  console.log(`\n${TOTAL} POST /api/contact, ${CONNECTIONS} connections, loopback, one production server on SQLite (WAL), SMTP sink on loopback\n`)
  console.log(`requests/s   ${result.requests.average.toFixed(0)} (average over ${result.duration.toFixed(1)} s)`)
  console.log(`latency      p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`)
  console.log(`statuses     ${[...statuses].map(([status, count]) => `${status}: ${count}`).join(', ')}; errors ${result.errors}, timeouts ${result.timeouts}`)
  console.log(`stored rows  ${totalDocs} for ${created} answers 201 → ${totalDocs === created ? 'every 201 is a stored row' : 'MISMATCH'}`)
  if (totalDocs !== created) process.exitCode = 1
} finally {
  await server.stop()
  await smtp.stop()
}
