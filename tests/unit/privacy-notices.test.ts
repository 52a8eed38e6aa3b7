// The privacy notice's text format (features/privacy/noticeText.ts) and its first version's three languages
// (src/copy/privacyNotice.ts; docs/decisions/privacy.md, "Privacy notices").
import { describe, expect, it } from 'vitest'

import { privacyPolicy } from '@/copy/legal'
import { firstNoticeTranslations } from '@/copy/privacyNotice'
import { legalDocumentToNoticeText, NOTICE_VERSION_PATTERN, parseNoticeText } from '@/features/privacy/noticeText'

const names = { legalName: 'Pune Talent Works Private Limited', companyName: 'Pune Talent Works' }
const english = legalDocumentToNoticeText(privacyPolicy)
const texts = { en: english, ...firstNoticeTranslations }

describe('privacy notice text', () => {
  it('the English first version reads back as the privacy policy, word for word, with the company names filled in', () => {
    const parsed = parseNoticeText(english, names)
    expect(parsed.intro).toEqual([privacyPolicy.intro(names)])
    expect(parsed.sections).toEqual(privacyPolicy.sections)
  })

  it('the Marathi and Hindi texts have the same 11 sections, links and list lengths, written in Devanagari', () => {
    const en = parseNoticeText(english, names)
    for (const locale of ['mr', 'hi'] as const) {
      const text = texts[locale]
      expect(text).toContain('{legalName}')
      expect(text).toContain('{companyName}')
      const parsed = parseNoticeText(text, names)
      expect(parsed.sections.map((section) => section.id)).toEqual(en.sections.map((section) => section.id))
      expect(parsed.sections).toHaveLength(11)
      expect(parsed.intro).toHaveLength(1)
      expect(parsed.intro[0]).toContain(names.legalName)
      for (const [index, section] of parsed.sections.entries()) {
        expect(section.title, `${locale} ${section.id}`).toMatch(/[\u0900-\u097F]/)
        const shape = (blocks: typeof section.content) => blocks.map((block) => (typeof block === 'string' ? 'p' : block.list.length))
        expect(shape(section.content), `${locale} ${section.id}`).toEqual(shape(en.sections[index].content))
      }
      // The figures the English text states are the same in every language.
      for (const figure of ['18', '24–48', '180', '30', '2023'])
        expect(text.includes(figure), `${locale}: ${figure}`).toBe(english.includes(figure) || english.includes(`${figure} `))
    }
  })

  it('reads paragraphs, lists, continued list lines, CRLF and headings without a link name', () => {
    const parsed = parseNoticeText(
      'Intro {companyName}.\r\n\r\n## First\r\nOne\r\ntwo.\r\n\r\n- a\r\n  more\r\n- b\r\n\r\nAfter.\r\n\r\n## Second {#second}\r\nText.',
      names,
    )
    expect(parsed).toEqual({
      intro: ['Intro Pune Talent Works.'],
      sections: [
        { id: 'section-1', title: 'First', content: ['One two.', { list: ['a more', 'b'] }, 'After.'] },
        { id: 'second', title: 'Second', content: ['Text.'] },
      ],
    })
  })

  it('a version name is small letters, digits and hyphens, 3 to 40 characters', () => {
    for (const good of ['privacy-2026-11', 'privacy-2027-05', 'v10']) expect(NOTICE_VERSION_PATTERN.test(good), good).toBe(true)
    for (const bad of ['Privacy-2027', 'privacy 2027', 'ab', '-privacy', 'a'.repeat(41), 'privacy#1'])
      expect(NOTICE_VERSION_PATTERN.test(bad), bad).toBe(false)
  })
})
