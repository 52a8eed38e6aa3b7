// The dates of the Marathi and Hindi pages (issue 34, docs/decisions/languages.md "Digits"): My account's lists, the
// join page's "You applied on …" and the other `BlogDate`s are written in the page's language with Latin digits;
// English stays "28 Nov 2026", with the same HTML as before.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { BlogDate, formatDate } from '@/components/blog/BlogDate'

// 28 November 2026, 04:00 in Pune; 22:30 UTC the day before, so the India time zone decides the day.
const iso = '2026-11-27T22:30:00.000Z'

describe('dates in the page language', () => {
  it('English is the date it always was', () => {
    expect(formatDate(iso)).toBe('28 Nov 2026')
    expect(formatDate(iso, 'en')).toBe('28 Nov 2026')
    expect(renderToStaticMarkup(createElement(BlogDate, { value: iso }))).toBe(`<time dateTime="${iso}">28 Nov 2026</time>`)
  })

  it('Marathi and Hindi name the month in their language, with Latin digits', () => {
    expect(formatDate(iso, 'mr')).toBe('28 नोव्हें, 2026')
    expect(formatDate(iso, 'hi')).toBe('28 नव॰ 2026')
    expect(formatDate('2026-05-03T10:00:00.000Z', 'mr')).toBe('3 मे, 2026')
    expect(formatDate('2026-05-03T10:00:00.000Z', 'hi')).toBe('3 मई 2026')
    for (const locale of ['mr', 'hi'] as const) expect(formatDate(iso, locale)).not.toMatch(/[०-९]/)
  })

  it('keeps the machine-readable date and the class', () => {
    expect(renderToStaticMarkup(createElement(BlogDate, { value: iso, locale: 'mr', className: 'font-medium' }))).toBe(
      `<time dateTime="${iso}" class="font-medium">28 नोव्हें, 2026</time>`,
    )
    expect(renderToStaticMarkup(createElement(BlogDate, { value: null, locale: 'hi' }))).toBe('')
  })
})
