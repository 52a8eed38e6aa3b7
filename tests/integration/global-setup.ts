// Starts the production server for the API suite on a fresh SQLite file (or TEST_DATABASE_URL), stops it and
// starts it again on the same database, so the suite also proves that seeding happens exactly once.
import type { TestProject } from 'vitest/node'

import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startImapServer } from '../../scripts/lib/imap-server.mjs'
import { startSmtpSink } from '../../scripts/lib/smtp-sink.mjs'
import { makeTempDir, resetPostgres, startTestServer, TEST_ADMIN } from '../../scripts/lib/test-server.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    dbKind: string
    admin: { email: string; password: string }
    serverDir: string
    /** The standalone build the server runs from (its own copy under TEST_OWN_STANDALONE=1). */
    appDir: string
    databaseUrl: string
    mailDir: string
    /** The Dovecot the server reads answers from (tests/integration/inbound-mail.test.ts): its folder, for imapServerAt. */
    imapDir: string
    inboundReplyAddress: string
    /** What a second instance of the site needs to join this one (tests/integration/job-alerts.test.ts). */
    secondInstance: { payloadSecret: string; smtpUrl: string }
  }
}

export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'
  let databaseUrl: string | undefined
  if (kind === 'postgres') {
    databaseUrl = process.env.TEST_DATABASE_URL
    if (!databaseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
    await resetPostgres(databaseUrl)
  }
  const port = Number(process.env.TEST_API_PORT || (kind === 'postgres' ? 3211 : 3201))
  // Start twice on the same database: the second start must find the seed done and add nothing.
  // Mail goes to a real SMTP server on loopback; TRUST_PROXY lets each test present its own client address
  // (X-Forwarded-For), so per-address rate limits of one test do not throttle another.
  const dir = makeTempDir(`api-${kind}`)
  const smtp = await startSmtpSink({ dir: path.join(dir, 'mail') })
  // Answers to staff replies come from a real IMAP server (Dovecot), read every second. Its folder is outside the
  // project: Dovecot's own users (when run as root) must reach it.
  const imapDir = fs.mkdtempSync(path.join(os.tmpdir(), `imap-${kind}-`))
  const imap = await startImapServer({ dir: imapDir })
  const inboundReplyAddress = 'replies@inbound.test.local'
  // A known secret lets a second instance of the site share this one's sessions and links.
  const payloadSecret = `test-${randomBytes(24).toString('hex')}`
  const env = {
    PAYLOAD_SECRET: payloadSecret,
    SMTP_URL: smtp.url,
    TRUST_PROXY: '1',
    STAFF_NOTIFY_EMAIL: 'staff@test.local',
    LEAD_MAIL_RETRY_SECONDS: '2',
    INBOUND_IMAP_URL: imap.url('replies'),
    INBOUND_REPLY_ADDRESS: inboundReplyAddress,
    INBOUND_POLL_SECONDS: '1',
  }
  // TEST_OWN_STANDALONE=1 (npm test, which runs the SQLite and PostgreSQL suites side by side): a private copy of the
  // build, so two servers never share Next's cache folder.
  const standalone = process.env.TEST_OWN_STANDALONE === '1'
  const startServers = async () => {
    const first = await startTestServer({ name: `api-${kind}`, port, databaseUrl, dir, env, standalone })
    await first.stop()
    return startTestServer({ name: `api-${kind}`, port, databaseUrl: first.databaseUrl, dir, env, standalone })
  }
  // A server that cannot start (no build, a port in use) must not leave the mail servers running behind it.
  const server = await startServers().catch(async (error: unknown) => {
    await smtp.stop()
    await imap.stop()
    throw error
  })
  project.provide('baseUrl', server.url)
  project.provide('dbKind', kind)
  project.provide('admin', TEST_ADMIN)
  project.provide('serverDir', server.dir)
  project.provide('appDir', server.appDir)
  project.provide('databaseUrl', server.databaseUrl)
  project.provide('mailDir', smtp.dir)
  project.provide('imapDir', imapDir)
  project.provide('inboundReplyAddress', inboundReplyAddress)
  project.provide('secondInstance', { payloadSecret, smtpUrl: smtp.url })
  return async () => {
    await server.stop()
    await smtp.stop()
    await imap.stop()
    fs.rmSync(imapDir, { recursive: true, force: true })
  }
}
