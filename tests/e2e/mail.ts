// The browser suite's mailbox: what the e2e server's loopback SMTP sink received (scripts/e2e-server.mjs records
// where its mail lands in .tmp/e2e-server.json).
import fs from 'node:fs'
import path from 'node:path'

import { mailbox } from '../mailbox'

export type { ReceivedMail } from '../mailbox'

const mailDir = () => (JSON.parse(fs.readFileSync(path.resolve('.tmp/e2e-server.json'), 'utf8')) as { mailDir: string }).mailDir

export const { mailsTo, waitForMail, setSmtpFailing } = mailbox(mailDir)
