// The privacy notice's text as staff write it in the CMS (docs/decisions/privacy.md, "Privacy notices"): plain text
// with two marks, so one textarea per language holds the whole notice and the page still has its sections. Pure, so
// the seed, the pages and the unit tests share it.
import type { LegalBlock, LegalDocument } from '@/copy/legal'

export const NOTICE_VERSION_PATTERN = /^[a-z0-9][a-z0-9-]{2,39}$/

export const NOTICE_FORMAT_HELP =
  'Paragraphs are separated by an empty line. A line starting with "## " starts a section (its link name in braces at the end, the same in the three languages, for example "## How long we keep information {#retention}"). Lines starting with "- " are a list. {legalName} and {companyName} are replaced by the names in Site settings.'

type NoticeSection = { id: string; title: string; content: LegalBlock[] }
export type NoticeDocument = { intro: string[]; sections: NoticeSection[] }

/** Paragraphs and lists of a run of lines. */
function blocksOf(lines: string[]): LegalBlock[] {
  const blocks: LegalBlock[] = []
  let paragraph: string[] = []
  let list: string[] | null = null
  const flush = () => {
    if (paragraph.length) blocks.push(paragraph.join(' '))
    paragraph = []
    if (list) blocks.push({ list })
    list = null
  }
  for (const raw of lines) {
    const line = raw.trim()
    if (!line) {
      flush()
    } else if (line.startsWith('- ')) {
      if (paragraph.length) {
        blocks.push(paragraph.join(' '))
        paragraph = []
      }
      list ??= []
      list.push(line.slice(2).trim())
    } else if (list) {
      // A line under a list item continues it.
      list[list.length - 1] += ` ${line}`
    } else {
      paragraph.push(line)
    }
  }
  flush()
  return blocks
}

const headingPattern = /^##\s+(.+?)\s*(?:\{#([a-z0-9-]+)\})?\s*$/

/** Reads a notice's text: the paragraphs before the first "## " heading are its introduction. */
export function parseNoticeText(text: string, names: { legalName: string; companyName: string }): NoticeDocument {
  const filled = text.replace(/\{legalName\}/g, names.legalName).replace(/\{companyName\}/g, names.companyName)
  const intro: string[] = []
  const sections: NoticeSection[] = []
  let current: { id: string; title: string; lines: string[] } | null = null
  const introLines: string[] = []
  const close = () => {
    if (current) sections.push({ id: current.id, title: current.title, content: blocksOf(current.lines) })
  }
  for (const line of filled.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = headingPattern.exec(line.trim())
    if (heading) {
      close()
      current = { id: heading[2] ?? `section-${sections.length + 1}`, title: heading[1], lines: [] }
    } else if (current) {
      current.lines.push(line)
    } else {
      introLines.push(line)
    }
  }
  close()
  for (const block of blocksOf(introLines)) intro.push(typeof block === 'string' ? block : block.list.join(' '))
  return { intro, sections }
}

/** A fixed policy (src/copy/legal.ts) written in the notice's text format, its company names left as placeholders. */
export function legalDocumentToNoticeText(document: LegalDocument): string {
  const parts = [document.intro({ legalName: '{legalName}', companyName: '{companyName}' })]
  for (const section of document.sections) {
    parts.push(`## ${section.title} {#${section.id}}`)
    for (const block of section.content) parts.push(typeof block === 'string' ? block : block.list.map((item) => `- ${item}`).join('\n'))
  }
  return parts.join('\n\n')
}
