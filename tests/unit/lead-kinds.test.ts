// The lead kinds are written once (src/features/leadDesk/kinds.ts, see docs/decisions.md "Lead desk"): every
// collection that carries the lead fields has its row, each row's fields exist on its collection, and the admin's
// stylesheet (which cannot import the table) names exactly the table's collections.
import fs from 'node:fs'
import path from 'node:path'

import type { CollectionConfig, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { leadFields } from '@/cms/fields/leadFields'
import { LEAD_COLLECTIONS, LEAD_KINDS } from '@/features/leadDesk/kinds'

const root = path.resolve(import.meta.dirname, '../..')

/** Every collection defined under src/cms/collections (each file's exported configs). */
async function allCollections(): Promise<CollectionConfig[]> {
  const dir = path.join(root, 'src/cms/collections')
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'))
  const configs: CollectionConfig[] = []
  for (const file of files) {
    const exported = (await import(path.join(dir, file))) as Record<string, unknown>
    for (const value of Object.values(exported)) {
      if (value && typeof value === 'object' && 'slug' in value && 'fields' in value) configs.push(value as CollectionConfig)
    }
  }
  return configs
}

/** The names of a collection's stored fields, rows and collapsibles opened. */
const fieldNames = (fields: Field[]): string[] =>
  fields.flatMap((field) => [
    ...('name' in field && field.name ? [field.name] : []),
    ...('fields' in field && Array.isArray(field.fields) && !('name' in field && field.name) ? fieldNames(field.fields) : []),
  ])

describe('the lead kinds', () => {
  it('have a row for every collection carrying the lead fields, and none for any other', async () => {
    const collections = await allCollections()
    const carrying = collections.filter((collection) => leadFields.every((field) => collection.fields.includes(field)))
    expect(carrying.map((collection) => collection.slug).sort()).toEqual([...LEAD_COLLECTIONS].sort())
    for (const kind of LEAD_KINDS) {
      const collection = carrying.find((found) => found.slug === kind.collection)!
      const names = fieldNames(collection.fields)
      expect(names, kind.key).toContain(kind.emailField)
      if (kind.greetingField) expect(names, kind.key).toContain(kind.greetingField)
      expect(collection.labels, kind.key).toEqual({ singular: kind.label, plural: kind.plural })
    }
    // Importing every collection (the whole Payload config) takes a few seconds, more on a busy machine.
  }, 30_000)

  it('are named "Support request" for the chat\u2019s hand-off, in the admin and the staff mail alike', () => {
    expect(LEAD_KINDS.find((kind) => kind.key === 'support')?.label).toBe('Support request')
  })

  it('are the lead lists the admin stylesheet narrows on a phone', () => {
    const scss = fs.readFileSync(path.join(root, 'src/app/(payload)/custom.scss'), 'utf8')
    const listed = [...scss.matchAll(/\.collection-list--([a-z-]+)/g)].map((match) => match[1])
    // Besides the lead lists, only Unmatched mail (not a lead kind) is narrowed on a phone (docs/decisions/lead-desk.md).
    const otherLists = ['inbound-mail']
    expect([...new Set(listed)].sort()).toEqual([...LEAD_COLLECTIONS, ...otherLists].sort())
  })
})
