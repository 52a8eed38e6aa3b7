// Playwright's web server: the production build on port 3301 with its own fresh SQLite database and a real SMTP
// server on loopback. The folder the mails land in is written to .tmp/e2e-server.json for the browser tests.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startImapServer } from './lib/imap-server.mjs'
import { startSmtpSink } from './lib/smtp-sink.mjs'
import { makeTempDir, startTestServer } from './lib/test-server.mjs'

const dir = makeTempDir('e2e')
const smtp = await startSmtpSink({ dir: path.join(dir, 'mail') })
// Answers to staff replies come from a real IMAP server (tests/e2e/inbound-mail.spec.ts delivers them), read every second.
const imapDir = fs.mkdtempSync(path.join(os.tmpdir(), 'imap-e2e-'))
const imap = await startImapServer({ dir: imapDir })
// Known to the browser tests so they can mint a member session (tests/fixtures/memberSession.ts).
const server = await startTestServer({
  name: 'e2e',
  port: Number(process.env.E2E_PORT || 3301),
  dir,
  // TRUST_PROXY: a test that stands for several visitors (candidates applying one after another) gives each its own
  // X-Forwarded-For address, so the per-address limits count them apart as they would in production; requests
  // without the header are counted by the socket's address as before.
  env: {
    SMTP_URL: smtp.url,
    STAFF_NOTIFY_EMAIL: 'staff@test.local',
    TRUST_PROXY: '1',
    INBOUND_IMAP_URL: imap.url('replies'),
    INBOUND_REPLY_ADDRESS: 'replies@inbound.test.local',
    INBOUND_POLL_SECONDS: '1',
  },
})
fs.writeFileSync(
  path.join(path.dirname(dir), 'e2e-server.json'),
  JSON.stringify({ url: server.url, dir, mailDir: smtp.dir, databaseUrl: server.databaseUrl, imapDir }),
)
console.log(`e2e server ready at ${server.url} (data in ${server.dir})`)
const shutdown = async () => {
  await server.stop()
  await smtp.stop()
  await imap.stop()
  fs.rmSync(imapDir, { recursive: true, force: true })
  process.exit(0)
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
server.child.on('exit', (code) => {
  void imap.stop()
  console.error(`e2e server exited (${code}); see ${server.logFile}`)
  process.exit(1)
})
