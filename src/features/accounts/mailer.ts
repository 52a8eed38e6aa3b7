// Sends the account e-mails built in mails.ts through the one app transport, with the company name from Site
// settings. Codes reach the log only under `next dev` without SMTP_URL; otherwise they are only in the mail.
import { companyNameForMail } from '@/features/content/queries'
import { mailTransport } from '@/lib/email'
import { env } from '@/lib/env'
import type { MailContent } from '@/lib/mailContent'

import type { Locale } from '@/i18n/locales'
import type { OtpPurpose } from '@/lib/constants'
import { accountExistsMail, codeMail, passwordChangedMail } from './mails'

async function send(to: string, build: (company: string) => MailContent, code?: string) {
  const mail = build(await companyNameForMail())
  const { MAIL_FROM, SMTP_URL } = env()
  await mailTransport().sendMail({ from: MAIL_FROM, to, subject: mail.subject, text: mail.text, html: mail.html })
  // Only `next dev` prints the code; a production server never logs one (the quick start reads it from .data/outbox).
  if (code && !SMTP_URL && process.env.NODE_ENV !== 'production')
    console.info(`[mail] development outbox: one-time code for ${to} is ${code}`)
}

/** `locale`: the language the code mail is written in (English by default). */
export const sendCodeMail = (to: string, purpose: OtpPurpose, code: string, locale: Locale = 'en') =>
  send(to, (company) => codeMail(company, purpose, code, locale), code)

/** `locale`: the member's language. */
export const sendAccountExistsMail = (to: string, locale: Locale = 'en') =>
  send(to, (company) => accountExistsMail(company, env().SITE_URL, locale))

/** `locale`: the member's language. */
export const sendPasswordChangedMail = (to: string, locale: Locale = 'en') =>
  send(to, (company) => passwordChangedMail(company, env().SITE_URL, locale))
