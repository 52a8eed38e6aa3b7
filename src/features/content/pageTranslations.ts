// The Careers page and the Terms of Service as staff write them per language (Payload globals `careers-page` and
// `terms`; docs/decisions/languages.md, "Careers and Terms in the CMS"): what a page shows in its language, with English
// where a text is not translated (named, so the page marks it lang="en-IN"), and the admin's list of what is still
// English. Pure, so the unit tests read it without Payload.
import type { LegalBlock, LegalDocument } from '@/copy/legal'
import { locales } from '@/i18n/locales'
import { hasText, missingLines, textIn, translationLanguages, type MissingTranslation } from '@/i18n/staffTranslations'
import { MARKETING_FIGURES } from '@/lib/constants'

import { fillFigures } from './pageFigures'

/** A localized text read with `locale: 'all'`: `{ en, mr, hi }` (any of them may be missing). */
const isLocalizedValue = (value: unknown): value is Record<string, unknown> =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).every((key) => (locales as readonly string[]).includes(key))

/**
 * A global read with `locale: 'all'`, in one language: each text the language's where staff wrote it, else English,
 * whose path ("mission.values.1.title") is added to `english`. Shared values (anchors, figures) pass as they are; the
 * rows' ids are dropped.
 */
function inLanguage(value: unknown, locale: string, english: string[], path = ''): unknown {
  if (isLocalizedValue(value)) {
    const shown = textIn(value, locale)
    if (shown.english) english.push(path)
    return fillFigures(shown.text)
  }
  if (Array.isArray(value)) return value.map((row, index) => inLanguage(row, locale, english, `${path}.${index}`))
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'id')
        .map(([key, inner]) => [key, inLanguage(inner, locale, english, path ? `${path}.${key}` : key)]),
    )
  return value
}

/** The values every language shares (not `localized`): a section's anchor, a figure's constant. */
const sharedKeys = new Set(['anchor', 'figure'])

/** The three languages' texts side by side, as a read with `locale: 'all'` gives them. */
export function zipLanguages(en: unknown, mr: unknown, hi: unknown, key = ''): unknown {
  if (typeof en === 'string') return sharedKeys.has(key) ? en : { en, mr, hi }
  if (Array.isArray(en)) return en.map((row, index) => zipLanguages(row, (mr as unknown[])?.[index], (hi as unknown[])?.[index]))
  if (en && typeof en === 'object')
    return Object.fromEntries(
      Object.entries(en).map(([key, value]) => [
        key,
        zipLanguages(value, (mr as Record<string, unknown>)?.[key], (hi as Record<string, unknown>)?.[key], key),
      ]),
    )
  return en
}

// --- Careers ---------------------------------------------------------------------------------------------------

/** The figures the Careers page counts, by the constant each one shows (the value is never staff's text). */
export const careersFigures = {
  candidatesTrained: MARKETING_FIGURES.candidatesTrained,
  womenReturnersCareers: MARKETING_FIGURES.womenReturnersCareers,
  clientRetention: MARKETING_FIGURES.clientRetention,
  industries: MARKETING_FIGURES.industries,
} as const
export type CareersFigure = keyof typeof careersFigures

type Titled = { title: string; description: string }

/** The Careers page's texts in one language, in the shape of src/copy/careers.ts. */
export type CareersTexts = {
  metaTitle: string
  metaDescription: string
  hero: { eyebrow: string; title: string; lead: string; action: string }
  mission: { title: string; text: string; values: Titled[] }
  pathways: { title: string; intro: string; items: Titled[] }
  life: { title: string; text: string; highlights: string[] }
  perks: { title: string; items: Titled[] }
  impact: { title: string; figures: { value: string; label: string }[] }
  closing: { title: string; text: string; action: string }
}

type StoredCareers = Omit<CareersTexts, 'life' | 'impact'> & {
  life: { title: string; text: string; highlights: { text: string }[] }
  impact: { title: string; figures: { figure: CareersFigure; label: string }[] }
}

/** The stored Careers global (read with `locale: 'all'`) in `locale`; `english` names the texts that fell back. */
export function careersTextsIn(doc: unknown, locale: string): { texts: CareersTexts; english: string[] } {
  const english: string[] = []
  const stored = inLanguage(doc, locale, english) as StoredCareers
  const texts: CareersTexts = {
    metaTitle: stored.metaTitle,
    metaDescription: stored.metaDescription,
    hero: stored.hero,
    mission: stored.mission,
    pathways: stored.pathways,
    life: { ...stored.life, highlights: (stored.life?.highlights ?? []).map((row) => row.text) },
    perks: stored.perks,
    impact: {
      ...stored.impact,
      figures: (stored.impact?.figures ?? []).map((row) => ({ value: careersFigures[row.figure] ?? '', label: row.label })),
    },
    closing: stored.closing,
  }
  // A highlight is a row of its own: its text's path is the row's.
  return { texts, english: english.map((path) => path.replace(/^(life\.highlights\.\d+)\.text$/, '$1')) }
}

// --- Terms -----------------------------------------------------------------------------------------------------

/**
 * A section's text as staff write it: paragraphs separated by an empty line; a paragraph whose every line starts with
 * "- " is a bulleted list. The same blocks as the code copy (LegalBlock).
 */
export function parseLegalBody(body: string): LegalBlock[] {
  return body
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim())
      return lines.every((line) => line.startsWith('- ')) ? { list: lines.map((line) => line.slice(2).trim()) } : lines.join(' ')
    })
}

/** The other way, for the seed. */
export const legalBody = (blocks: readonly LegalBlock[]): string =>
  blocks.map((block) => (typeof block === 'string' ? block : block.list.map((item) => `- ${item}`).join('\n'))).join('\n\n')

type StoredTerms = {
  title: string
  effectiveDate: string
  summary: string
  contactHeading: string
  intro: string
  sections: { anchor: string; title: string; body: string }[]
}

/**
 * The stored Terms (read with `locale: 'all'`) in `locale`, as the legal page's document: the intro's {legalName} and
 * {companyName} filled from Site settings when the page renders; `english` names the texts that fell back
 * ("sections.6.body").
 */
export function termsDocumentIn(doc: unknown, locale: string): { document: LegalDocument; english: string[] } {
  const english: string[] = []
  const stored = inLanguage(doc, locale, english) as StoredTerms
  const document: LegalDocument = {
    title: stored.title,
    effectiveDate: stored.effectiveDate,
    summary: stored.summary,
    contactHeading: stored.contactHeading,
    // fillFigures has filled the figures already; the company's names are Site settings'.
    intro: ({ legalName, companyName }) => fillFigures(stored.intro, { legalName, companyName }),
    sections: (stored.sections ?? []).map(({ anchor, title, body }) => ({ id: anchor, title, content: parseLegalBody(body ?? '') })),
  }
  return { document, english }
}

// --- The admin's "Translations" block ----------------------------------------------------------------------------

/** A group of texts as staff see it: its name, and each text's path and words. */
type TextLeaf = { group: string; label: string; value: Record<string, unknown> }

const careersGroups: Record<string, string> = {
  metaTitle: 'search result title',
  metaDescription: 'search result description',
  hero: 'top of the page',
  mission: 'mission and values',
  pathways: 'career pathways',
  life: 'life at the company',
  perks: 'perks',
  impact: 'figures',
  closing: 'closing band',
}
const termsGroups: Record<string, string> = {
  title: 'title',
  effectiveDate: 'effective date',
  summary: 'summary',
  contactHeading: 'contact heading',
  intro: 'introduction',
}

/** Every localized text of a global, with its group's and its own staff words. */
function leaves(value: unknown, group: (path: string[]) => string, label: (path: string[]) => string, path: string[] = []): TextLeaf[] {
  if (isLocalizedValue(value)) return [{ group: group(path), label: label(path), value }]
  if (Array.isArray(value)) return value.flatMap((row, index) => leaves(row, group, label, [...path, String(index)]))
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([key]) => key !== 'id')
      .flatMap(([key, inner]) => leaves(inner, group, label, [...path, key]))
  return []
}

/**
 * Per language, the groups still in English: a group's name when none of its texts is translated, else the texts
 * ("mission and values: value 2 description"). A text empty in English too is not listed: nothing falls back.
 */
function missingByGroup(all: TextLeaf[]): MissingTranslation[] {
  const written = all.filter(({ value }) => hasText(value.en))
  return translationLanguages
    .map(({ code, name }) => {
      const groups = [...new Set(written.map(({ group }) => group))]
      const fields = groups.flatMap((group) => {
        const inGroup = written.filter((leaf) => leaf.group === group)
        const missing = inGroup.filter(({ value }) => !hasText(value[code]))
        if (missing.length === 0) return []
        if (missing.length === inGroup.length) return [group]
        return missing.map(({ label }) => `${group}: ${label}`)
      })
      return { language: name, fields }
    })
    .filter(({ fields }) => fields.length > 0)
}

const rowNouns: Record<string, string> = { values: 'value', items: 'card', highlights: 'point', figures: 'figure' }

/** "Marathi: perks, closing band still in English." One line per language; none when everything is translated. */
export function missingCareersLines(doc: unknown): string[] {
  return missingLines(
    missingByGroup(
      leaves(
        doc,
        ([top]) => careersGroups[top] ?? top,
        (path) => {
          const [, listOrLeaf, index, leaf] = path
          if (index === undefined) return listOrLeaf ?? path[0]
          const noun = rowNouns[listOrLeaf] ?? 'row'
          return leaf && leaf !== 'text' ? `${noun} ${Number(index) + 1} ${leaf}` : `${noun} ${Number(index) + 1}`
        },
      ),
    ),
  )
}

/** "Marathi: section 7 (fees-and-payment) text still in English." */
export function missingTermsLines(doc: unknown): string[] {
  return missingLines(
    missingByGroup(
      leaves(
        doc,
        (path) =>
          path[0] === 'sections'
            ? `section ${Number(path[1]) + 1} (${String((doc as StoredTerms | null)?.sections?.[Number(path[1])]?.anchor ?? '')})`
            : (termsGroups[path[0]] ?? path[0]),
        (path) => (path[2] === 'body' ? 'text' : (path[2] ?? path[0])),
      ),
    ),
  )
}
