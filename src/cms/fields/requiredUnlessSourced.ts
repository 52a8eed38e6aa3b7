// A talent application sent through the form carries the person's details, resume, account and consent; one that staff
// created from the talent pool (source "sourced", docs/decisions/talent-pool.md "Sourcing into roles") has none of
// those. So these fields are required for every application but a sourced one: the column may be empty, and the
// field's own check (Payload's default: format, length, existence) runs with `required` set from the source.
import type {
  DateFieldValidation,
  EmailFieldValidation,
  Field,
  RelationshipFieldSingleValidation,
  TextareaFieldValidation,
  TextFieldSingleValidation,
} from 'payload'
import { date, email, relationship, text, textarea } from 'payload/shared'

const isSourced = (data: unknown) => (data as { source?: unknown } | undefined)?.source === 'sourced'

const textUnlessSourced: TextFieldSingleValidation = (value, options) => text(value, { ...options, required: !isSourced(options.data) })
const emailUnlessSourced: EmailFieldValidation = (value, options) => email(value, { ...options, required: !isSourced(options.data) })
const textareaUnlessSourced: TextareaFieldValidation = (value, options) =>
  textarea(value, { ...options, required: !isSourced(options.data) })
const dateUnlessSourced: DateFieldValidation = (value, options) => date(value, { ...options, required: !isSourced(options.data) })
const relationshipUnlessSourced: RelationshipFieldSingleValidation = (value, options) =>
  relationship(value, { ...options, required: !isSourced(options.data) })

export function requiredUnlessSourced(field: Field): Field {
  switch (field.type) {
    case 'row':
    case 'collapsible': {
      // The same object when nothing inside changes: shared field lists (leadFields) stay recognisable.
      const fields = field.fields.map(requiredUnlessSourced)
      return fields.every((child, index) => child === field.fields[index]) ? field : { ...field, fields }
    }
    case 'text':
      return field.required && !field.hasMany ? { ...field, required: false, validate: textUnlessSourced } : field
    case 'email':
      return field.required ? { ...field, required: false, validate: emailUnlessSourced } : field
    case 'textarea':
      return field.required ? { ...field, required: false, validate: textareaUnlessSourced } : field
    case 'date':
      return field.required ? { ...field, required: false, validate: dateUnlessSourced } : field
    case 'relationship':
      return field.required && !field.hasMany ? { ...field, required: false, validate: relationshipUnlessSourced } : field
    default:
      return field
  }
}
