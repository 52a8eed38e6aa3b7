// The account e-mails as text and HTML: pure builders (mailer.ts sends them). Codes appear only in the mail body.
import { escapeHtml } from '@/lib/email'
import { absoluteUrl, routes } from '@/lib/routes'

import { OTP_TTL_MS, type OtpPurpose } from './constants'

export type AccountMail = { subject: string; text: string; html: string }

/** Pure builders, unit-tested. `paragraphs` are plain text; the HTML escapes them. */
export function composeMail(company: string, subject: string, paragraphs: string[], code?: string): AccountMail {
  const textParts = code ? [paragraphs[0], `    ${code}`, ...paragraphs.slice(1)] : paragraphs
  const text = `${textParts.join('\n\n')}\n\n— ${company}\n`
  const htmlParagraphs = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`)
  if (code)
    htmlParagraphs.splice(1, 0, `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(code)}</p>`)
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5"><div style="max-width:520px;margin:0 auto;padding:24px"><p style="margin:0 0 24px;font-weight:700;font-size:18px">${escapeHtml(company)}</p>${htmlParagraphs.join('')}<p style="margin:24px 0 0;color:#64748b;font-size:13px">— ${escapeHtml(company)}</p></div></body></html>`
  return { subject, text, html }
}

const minutes = OTP_TTL_MS / 60_000

export function codeMail(company: string, purpose: OtpPurpose, code: string): AccountMail {
  return purpose === 'signup'
    ? composeMail(
        company,
        `Your ${company} signup code`,
        [
          `Use this one-time code to finish creating your ${company} account:`,
          `It is valid for ${minutes} minutes and can be used once. If you did not try to sign up, you can ignore this e-mail.`,
        ],
        code,
      )
    : composeMail(
        company,
        `Your ${company} password reset code`,
        [
          `Use this one-time code to set a new password for your ${company} account:`,
          `It is valid for ${minutes} minutes and can be used once. If you did not ask to reset your password, you can ignore this e-mail; your password stays unchanged.`,
        ],
        code,
      )
}

export function accountExistsMail(company: string, siteUrl: string): AccountMail {
  return composeMail(company, `You already have a ${company} account`, [
    `Someone (probably you) tried to sign up for ${company} with this e-mail address, but you already have an account.`,
    `Log in at ${absoluteUrl(routes.login, siteUrl)}. If you forgot your password, reset it at ${absoluteUrl(routes.forgotPassword, siteUrl)}.`,
    'If this was not you, you can ignore this e-mail.',
  ])
}

export function passwordChangedMail(company: string, siteUrl: string): AccountMail {
  return composeMail(company, `Your ${company} password was changed`, [
    `The password of your ${company} account was just changed, and every other session of your account was logged out.`,
    `If this was not you, reset your password at once at ${absoluteUrl(routes.forgotPassword, siteUrl)} and contact us.`,
  ])
}

/** To a staff member whose address just started to wait after repeated failed logins. */
export function staffLoginLockedMail(company: string, failures: number, adminUrl: string): AccountMail {
  return composeMail(company, `Your ${company} staff login is locked for now`, [
    `Someone (maybe you) entered a wrong password ${failures} times in a row for your staff account. Logins with this address are locked for a while, and each further failure makes the wait longer.`,
    `If this was you, wait and try again, or choose "Forgot password?" at ${adminUrl}. If it was not you, your password has not been guessed; tell an administrator, who can lift the lock (Unlock) in the staff list.`,
  ])
}
