// Fills the Careers page and the Terms globals from the code copy (data/careersTerms.ts) on every database where they
// are still empty, seeded before or not: the pages read them from now on. Once: a global with its English title is
// staff's, and never written again.
import type { Payload } from 'payload'

import { careersSeed, termsSeed } from '@/features/content/pageCopy'

// Start-up expires every page afterwards (src/startup.ts).
const context = { disableRevalidate: true }

/** The array rows are shared by every language: a Marathi write names the rows English created, by their ids. */
function withIds(data: unknown, stored: unknown): unknown {
  if (Array.isArray(data))
    return data.map((row, index) => {
      const storedRow = Array.isArray(stored) ? (stored[index] as Record<string, unknown> | undefined) : undefined
      return { ...(withIds(row, storedRow) as object), ...(storedRow?.id ? { id: storedRow.id } : {}) }
    })
  if (data && typeof data === 'object')
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, withIds(value, (stored as Record<string, unknown> | undefined)?.[key])]),
    )
  return data
}

async function seedGlobal(payload: Payload, slug: 'careers-page' | 'terms', seed: Record<'en' | 'mr' | 'hi', object>) {
  const current = await payload.findGlobal({ slug, locale: 'en', fallbackLocale: false, depth: 0, overrideAccess: true })
  if ((current as { title?: string; hero?: { title?: string } }).title || (current as { hero?: { title?: string } }).hero?.title) return
  // Each call names its locale and gets its own request: the Local API writes a call's locale into a request it is
  // given, so a shared one would carry Hindi into the next English read (see seed/index.ts).
  const english = await payload.updateGlobal({ slug, locale: 'en', data: seed.en, depth: 0, overrideAccess: true, context })
  for (const locale of ['mr', 'hi'] as const)
    await payload.updateGlobal({ slug, locale, data: withIds(seed[locale], english) as object, depth: 0, overrideAccess: true, context })
}

export async function seedCareersAndTerms(payload: Payload) {
  await seedGlobal(payload, 'careers-page', careersSeed)
  await seedGlobal(payload, 'terms', termsSeed)
}
