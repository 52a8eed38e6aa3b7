// Mails the e2e server's loopback SMTP sink received (scripts/e2e-server.mjs records where they land).
import fs from 'node:fs'
import path from 'node:path'

import { simpleParser } from 'mailparser'

function mailDir(): string {
  const state = JSON.parse(fs.readFileSync(path.resolve('.tmp/e2e-server.json'), 'utf8')) as { mailDir: string }
  return state.mailDir
}

export type ReceivedMail = { to: string[]; subject: string; text: string }

export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const dir = mailDir()
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.eml')).sort()
  const mails = await Promise.all(
    files.map(async (name) => {
      const parsed = await simpleParser(fs.readFileSync(path.join(dir, name)))
      const list = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []
      return {
        to: list.flatMap((address) => address.value.map((entry) => (entry.address ?? '').toLowerCase())),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
      }
    }),
  )
  return mails.filter((mail) => mail.to.includes(to.toLowerCase()))
}

/** Waits for the `count`-th mail to `to` and returns it. */
export async function waitForMail(to: string, { count = 1, timeoutMs = 10_000 } = {}): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = await mailsTo(to)
    if (mails.length >= count) return mails[count - 1]
    if (Date.now() > deadline) throw new Error(`no mail #${count} for ${to} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
