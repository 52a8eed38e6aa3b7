import type { FieldHook, TextField } from 'payload'
import { text } from 'payload/shared'

import { slugify } from '@/lib/slugify'

/**
 * A slug generated from `sourceField` when left empty on create, editable afterwards.
 * With `required: false` an editor may clear it (categories then link by id).
 */
export function slugField(sourceField: string, { required = true } = {}): TextField {
  const formatSlug: FieldHook = ({ value, data, operation, originalDoc }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value)
    const source: unknown = data?.[sourceField] ?? (originalDoc as Record<string, unknown> | undefined)?.[sourceField]
    if ((required || operation === 'create') && typeof source === 'string' && source.trim()) return slugify(source)
    return null
  }
  return {
    name: 'slug',
    type: 'text',
    index: true,
    unique: true,
    required,
    admin: {
      position: 'sidebar',
      description: required
        ? 'Used in the address. Generated from the title when left empty.'
        : 'Used in the address. Generated from the name when left empty on creation; clear it to link by id.',
    },
    hooks: { beforeValidate: [formatSlug] },
    // The admin form validates before the hook above runs: an empty slug is fine while the title (or name) it is
    // generated from is filled in, so staff are not asked for what the description says is generated.
    validate: (value, options) => {
      const source: unknown = (options.data as Record<string, unknown> | undefined)?.[sourceField]
      if ((value === undefined || value === null || value === '') && typeof source === 'string' && source.trim()) return true
      return text(value, options)
    },
  }
}
