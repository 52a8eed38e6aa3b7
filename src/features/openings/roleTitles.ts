// Roles' titles (and summaries) in a member's language for what the site writes to them: their e-mails and "My
// applications" (docs/decisions/languages.md, "Role content"). One read for all the roles of a page or a batch, never
// one per row. It takes the Payload of the caller, so the collection hooks (which cannot import the content queries)
// use it too.
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'

import { hasRoleText } from './translations'

export type RoleTexts = { title: string; summary: string }

/**
 * The roles `ids` in `locale`: each text in that language, English (`fallbackLocale: 'en'`) where staff have not
 * translated it; `translated: false` keeps only the translated texts (an untranslated one is missing), for pages that
 * mark the English ones. English asks for nothing: the caller already holds the English texts.
 *
 * Payload's local API writes the locale into the request it is given: a hook's request gets its own locale back, so the
 * hook's later reads and writes stay in theirs.
 */
export async function roleTextsIn(
  payload: Payload,
  ids: readonly (number | string)[],
  locale: Locale,
  { translated = false, req }: { translated?: boolean; req?: PayloadRequest } = {},
): Promise<Map<number, Partial<RoleTexts>>> {
  const unique = [...new Set(ids.map(Number).filter((id) => Number.isInteger(id)))]
  if (locale === 'en' || unique.length === 0) return new Map()
  const saved = req ? { locale: req.locale, fallbackLocale: req.fallbackLocale } : null
  try {
    const { docs } = await payload.find({
      collection: 'openings',
      where: { id: { in: unique } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      locale,
      fallbackLocale: translated ? false : 'en',
      select: { title: true, summary: true },
      req,
    })
    const texts = new Map<number, Partial<RoleTexts>>()
    for (const doc of docs) {
      const entry: Partial<RoleTexts> = {}
      if (hasRoleText(doc.title)) entry.title = doc.title as string
      if (hasRoleText(doc.summary)) entry.summary = doc.summary as string
      texts.set(Number(doc.id), entry)
    }
    return texts
  } finally {
    if (req && saved) {
      req.locale = saved.locale
      req.fallbackLocale = saved.fallbackLocale
    }
  }
}

/** One role's title in `locale`, English where not translated; `english` when the role has no text in that language. */
export async function roleTitleIn(
  payload: Payload,
  id: number | string,
  locale: Locale,
  english: string,
  req?: PayloadRequest,
): Promise<string> {
  if (locale === 'en') return english
  return (await roleTextsIn(payload, [id], locale, { req })).get(Number(id))?.title ?? english
}
