// The e-mails' shared layout: pure builders (no transport here); leads and accounts both compose with it.
import { htmlLang, type Locale } from '@/i18n/locales'

import { escapeHtml } from './email'

export type MailRow = [label: string, value: string | null | undefined]
export type MailContent = { subject: string; text: string; html: string }

/** The site's small print under a mail, or a person's signature under a letter (a staff reply): lines, in grey. */
type Closing = { footer: string; signature?: never } | { signature: string[]; footer?: never }

/**
 * One layout for every e-mail the site sends: a heading (a staff reply has none), paragraphs, an optional one-time
 * code (after the first paragraph), an optional table of fields, an optional link and a footer or a signature. Text
 * and HTML; the HTML escapes everything, and shows a paragraph's blank lines as new paragraphs and its line breaks
 * as line breaks, as the text part does. `locale`: the language the mail is written in, the HTML root's `lang` (en-IN,
 * mr-IN, hi-IN) so mail clients and screen readers read it in that language; English when left out.
 */
export function composeMail({
  subject,
  heading,
  paragraphs,
  code,
  rows = [],
  link,
  locale = 'en',
  ...closing
}: {
  subject: string
  heading?: string
  paragraphs: string[]
  code?: string
  rows?: MailRow[]
  link?: { text: string; href: string }
  locale?: Locale
} & Closing): MailContent {
  const shown = rows.filter(([, value]) => value !== undefined && value !== null && value !== '') as [string, string][]
  const closingLines = closing.footer === undefined ? closing.signature : [closing.footer]
  const text = [
    ...(heading === undefined ? [] : [heading, '']),
    ...paragraphs.flatMap((paragraph, index) => (index === 0 && code ? [paragraph, '', `    ${code}`, ''] : [paragraph, ''])),
    ...shown.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)),
    ...(shown.length ? [''] : []),
    ...(link ? [`${link.text}: ${link.href}`, ''] : []),
    '--',
    ...closingLines,
  ].join('\n')
  const html = [
    `<!doctype html><html lang="${htmlLang[locale]}"><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">`,
    heading === undefined ? '' : `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map(
      (paragraph, index) =>
        paragraph
          .split(/\n{2,}/)
          .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
          .join('') + (index === 0 && code ? `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(code)}</p>` : ''),
    ),
    shown.length
      ? `<table cellpadding="6" style="border-collapse:collapse">${shown
          .map(
            ([label, value]) =>
              `<tr><th align="left" valign="top" style="border-bottom:1px solid #e2e8f0">${escapeHtml(label)}</th><td style="border-bottom:1px solid #e2e8f0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : '',
    `<p style="color:#64748b${closing.signature ? '' : ';font-size:13px'}">${closingLines.map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('')
  return { subject, text, html }
}
