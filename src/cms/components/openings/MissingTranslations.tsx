// The top of an open role's edit screen: which texts still show in English on the Marathi and Hindi pages
// (docs/decisions/languages.md, "Role content"). A server component: it reads the saved role in every language.
import type { Payload } from 'payload'

import { missingTranslationLines, type RoleInAllLanguages } from '@/features/openings/translations'

import { TranslationsList } from '../translations/TranslationsList'

export async function MissingTranslations({ id, payload }: { id?: number | string; payload?: Payload }) {
  if (!id || !payload) return null
  const role = await payload
    .findByID({
      collection: 'openings',
      id,
      locale: 'all',
      depth: 0,
      overrideAccess: true,
      select: { title: true, summary: true, description: true, responsibilities: true, requirements: true },
    })
    .catch(() => null)
  if (!role) return null
  return (
    <TranslationsList
      lines={missingTranslationLines(role as unknown as RoleInAllLanguages)}
      allTranslated="Every text of this role is written in Marathi and Hindi."
    />
  )
}
