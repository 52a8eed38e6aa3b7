// A talent application sent through the form carries the person's details, resume, account and consent; one that staff
// created from the talent pool (source "sourced", docs/decisions/talent-pool.md "Sourcing into roles") has none of
// those. So these fields are required for every application but a sourced one: the column may be empty, and the
// field's own check (Payload's default: format, length, existence) runs with `required` set from the source.
import type { Field } from 'payload'
import { date, email, relationship, text, textarea } from 'payload/shared'

const isSourced = (data: unknown) => (data as { source?: unknown } | undefined)?.source === 'sourced'

export function requiredUnlessSourced(field: Field): Field {
  switch (field.type) {
    case 'row':
    case 'collapsible':
      return { ...field, fields: field.fields.map(requiredUnlessSourced) }
    case 'text':
      if (!field.required || field.hasMany) return field
      return { ...field, required: false, validate: (value, options) => text(value, { ...options, required: !isSourced(options.data) }) }
    case 'email':
      if (!field.required) return field
      return { ...field, required: false, validate: (value, options) => email(value, { ...options, required: !isSourced(options.data) }) }
    case 'textarea':
      if (!field.required) return field
      return {
        ...field,
        required: false,
        validate: (value, options) => textarea(value, { ...options, required: !isSourced(options.data) }),
      }
    case 'date':
      if (!field.required) return field
      return { ...field, required: false, validate: (value, options) => date(value, { ...options, required: !isSourced(options.data) }) }
    case 'relationship':
      if (!field.required || field.hasMany) return field
      return {
        ...field,
        required: false,
        validate: (value, options) => relationship(value, { ...options, required: !isSourced(options.data) }),
      }
    default:
      return field
  }
}
