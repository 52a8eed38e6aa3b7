// The top of an open role's edit screen: which texts still show in English on the Marathi and Hindi pages
// (docs/decisions/languages.md, "Role content"). A server component: it reads the saved role in every language.
import type { Payload } from 'payload'

import { missingTranslationLines, type RoleInAllLanguages } from '@/features/openings/translations'

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
  const lines = missingTranslationLines(role as unknown as RoleInAllLanguages)
  return (
    <section aria-labelledby="translations-heading" style={{ marginBottom: '1.5rem' }}>
      <h3 id="translations-heading" style={{ marginBottom: '0.25rem' }}>
        Translations
      </h3>
      {lines.length === 0 ? (
        <p>Every text of this role is written in Marathi and Hindi.</p>
      ) : (
        <>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p style={{ marginTop: '0.25rem' }}>
            Until translated, the Marathi and Hindi pages show these in English. Choose the language at the top of this screen to write
            them.
          </p>
        </>
      )}
    </section>
  )
}
