// A relationship or upload that names a document which does not exist (a deleted category, a mistyped id in an API
// call) is a field error, not a server error. Payload only checks the id's shape unless the field has filterOptions;
// with them its own validator looks the documents up and answers 400 "The following field is invalid: <label>".
// Without this the database's foreign key refused the row and staff saw "An unknown error occurred." (500).
import type { Config, Field } from 'payload'

/** No filter: every existing document may be chosen; the point is the lookup Payload makes for filterOptions. */
const anyExisting = () => true as const

function withLookup(fields: Field[]): Field[] {
  return fields.map((field) => {
    if ((field.type === 'relationship' || field.type === 'upload') && !field.filterOptions) return { ...field, filterOptions: anyExisting }
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: withLookup(field.fields) }
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withLookup(tab.fields) })) }
    if (field.type === 'blocks' && field.blocks)
      return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: withLookup(block.fields) })) }
    return field
  })
}

export const existingRelationsPlugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => ({ ...collection, fields: withLookup(collection.fields) })),
  globals: config.globals?.map((global) => ({ ...global, fields: withLookup(global.fields) })),
})
