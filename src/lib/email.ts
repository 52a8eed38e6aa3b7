// One mail transport for the app and Payload: real SMTP when SMTP_URL is set, otherwise a development outbox.
import fs from 'node:fs'
import path from 'node:path'

import nodemailer, { type Transporter } from 'nodemailer'
import type { Transport } from 'nodemailer'

import { env } from './env'

const OUTBOX_DIR = path.resolve(process.cwd(), '.data', 'outbox')

/** Writes each message to .data/outbox/*.eml and logs its subject and recipients, so the quick start works without a mail server. */
const outboxTransport: Transport = {
  name: 'outbox',
  version: '1',
  send(mail, callback) {
    const chunks: Buffer[] = []
    const stream = mail.message.createReadStream()
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('error', (error: Error) => callback(error, undefined))
    stream.on('end', () => {
      fs.mkdirSync(OUTBOX_DIR, { recursive: true })
      const messageId = mail.message.messageId()
      const file = path.join(OUTBOX_DIR, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`)
      fs.writeFileSync(file, Buffer.concat(chunks))
      const envelope = mail.message.getEnvelope()
      console.info(`[mail] "${mail.data.subject ?? ''}" to ${envelope.to.join(', ')} written to ${path.relative(process.cwd(), file)}`)
      callback(null, { envelope, messageId })
    })
  },
}

/** MAIL_FROM's display name and address ("Pune Talent Works <hello@…>"), for Payload's mail and staff replies. */
export function siteSender(): { name: string; address: string } {
  const from = env().MAIL_FROM
  return { name: from.replace(/\s*<[^>]+>\s*$/, '') || 'Website', address: /<([^>]+)>/.exec(from)?.[1] ?? from }
}

/** A From header: the site's address under another display name (a staff member's reply). */
export const fromSiteAs = (name: string) => `"${name.replace(/["\\\r\n]/g, '')}" <${siteSender().address}>`

/** Plain text made safe for an HTML mail body. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

let transporter: Transporter | undefined

/**
 * SMTP through a small pool of kept-open connections (nodemailer's defaults: 5, 100 messages each) unless SMTP_URL
 * sets `pool` itself: the mail worker sends many mails in a row, and a new connection and greeting for each one
 * would cost more than the mail.
 */
const pooled = (url: string) => (/[?&]pool=/.test(url) ? url : `${url}${url.includes('?') ? '&' : '?'}pool=true`)

export function mailTransport(): Transporter {
  if (!transporter) {
    const { SMTP_URL } = env()
    transporter = SMTP_URL ? nodemailer.createTransport(pooled(SMTP_URL)) : nodemailer.createTransport(outboxTransport)
  }
  return transporter
}
