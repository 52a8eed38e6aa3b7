// The e-mails' shared layout: pure builders (no transport here); leads and accounts both compose with it.
import { escapeHtml } from './email'

export type MailRow = [label: string, value: string | null | undefined]
export type MailContent = { subject: string; text: string; html: string }

/**
 * One layout for every e-mail the site sends: a heading, paragraphs, an optional one-time code (after the first
 * paragraph), an optional table of fields, an optional link and a footer. Text and HTML; the HTML escapes everything.
 */
export function composeMail({
  subject,
  heading,
  paragraphs,
  code,
  rows = [],
  link,
  footer,
}: {
  subject: string
  heading: string
  paragraphs: string[]
  code?: string
  rows?: MailRow[]
  link?: { text: string; href: string }
  footer: string
}): MailContent {
  const shown = rows.filter(([, value]) => value !== undefined && value !== null && value !== '') as [string, string][]
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((paragraph, index) => (index === 0 && code ? [paragraph, '', `    ${code}`, ''] : [paragraph, ''])),
    ...shown.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)),
    ...(shown.length ? [''] : []),
    ...(link ? [`${link.text}: ${link.href}`, ''] : []),
    '--',
    footer,
  ].join('\n')
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map(
      (paragraph, index) =>
        `<p>${escapeHtml(paragraph)}</p>` +
        (index === 0 && code ? `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(code)}</p>` : ''),
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
    `<p style="color:#64748b;font-size:13px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('')
  return { subject, text, html }
}
