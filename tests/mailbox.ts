// Reads what the loopback SMTP sink (scripts/lib/smtp-sink.mjs) received: one .eml file per message in a folder.
import fs from 'node:fs'
import path from 'node:path'

import { simpleParser } from 'mailparser'

export type ReceivedMail = {
  file: string
  to: string[]
  subject: string
  text: string
  html: string
  /** Each header's raw value by its lower-case name (the last one when repeated). */
  headers: Record<string, string>
  attachments: { filename: string; contentType: string; content: string }[]
}

async function readMail(file: string): Promise<ReceivedMail> {
  const parsed = await simpleParser(fs.readFileSync(file))
  const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((address) =>
    address.value.map((entry) => (entry.address ?? '').toLowerCase()),
  )
  const headers = Object.fromEntries(
    parsed.headerLines.map(({ key, line }) => [
      key.toLowerCase(),
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n\s+/g, ' ')
        .trim(),
    ]),
  )
  return {
    file,
    to,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    headers,
    attachments: parsed.attachments.map((file) => ({
      filename: file.filename ?? '',
      contentType: file.contentType,
      content: file.content.toString('utf8'),
    })),
  }
}

/** A mailbox folder: every mail to an address, or a wait for the n-th one. */
export function mailbox(dir: () => string) {
  async function mailsTo(to: string): Promise<ReceivedMail[]> {
    const files = fs
      .readdirSync(dir())
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => path.join(dir(), name))
    const mails = await Promise.all(files.map(readMail))
    return mails.filter((mail) => mail.to.includes(to.toLowerCase()))
  }

  /** Waits for the `count`-th mail to `to` (default: the first) and returns it. */
  async function waitForMail(to: string, { count = 1, timeoutMs = 10_000 } = {}): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const mails = await mailsTo(to)
      if (mails.length >= count) return mails[count - 1]
      if (Date.now() > deadline) throw new Error(`no mail #${count} for ${to} within ${timeoutMs} ms (got ${mails.length})`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  /** Makes the SMTP sink refuse (451) or accept messages again. */
  function setSmtpFailing(failing: boolean) {
    const flag = path.join(dir(), '.fail')
    if (failing) fs.writeFileSync(flag, '')
    else fs.rmSync(flag, { force: true })
  }

  return { mailsTo, waitForMail, setSmtpFailing }
}
