// The columns of a lead export in staff words (docs/decisions/lead-desk.md, "The export drawer speaks staff words"), one
// naming for the drawer's column picker (components/LeadExportFields), its preview and the CSV's header row
// (plugins/leadExport renames each row's keys): a field is named by its own label after its section's (a collapsible's
// or group's) label, "Source › Campaign source"; a field without a label by its name in words ("Main category"); a
// numbered item of a list by its number ("Stage history 2 › To"). Works on server and client field configs alike.

/** The columns a lead has besides its fields. */
export const BUILT_IN_COLUMNS: Record<string, string> = { id: 'Lead number', createdAt: 'Received', updatedAt: 'Last changed' }

/** The shape both Payload's server and client field configs share, as far as naming needs it. */
type NamedField = {
  type: string
  name?: string
  label?: unknown
  fields?: NamedField[]
  tabs?: { fields: NamedField[] }[]
}

/** "mainCategory", "utm_source" → "Main category", "Utm source". */
export function inWords(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim()
    .toLowerCase()
  return words ? words[0].toUpperCase() + words.slice(1) : name
}

function labelOf(field: NamedField): string | null {
  const label = field.label
  if (typeof label === 'string' && label.trim()) return label.trim()
  if (label && typeof label === 'object') {
    const english = (label as Record<string, unknown>).en
    if (typeof english === 'string' && english.trim()) return english.trim()
  }
  return field.name ? inWords(field.name) : null
}

const within = (section: string | null, label: string) => (section ? `${section} › ${label}` : label)

/** The fields that hold data at this level (rows, collapsibles and tabs opened), each with its section's label. */
function dataFields(fields: NamedField[], section: string | null): { field: NamedField; section: string | null }[] {
  return fields.flatMap((field) => {
    if (field.type === 'ui' || field.type === 'join') return []
    if (field.type === 'tabs') return (field.tabs ?? []).flatMap((tab) => dataFields(tab.fields, section))
    if (!field.name && field.fields) {
      const heading = field.type === 'row' ? null : labelOf(field)
      return dataFields(field.fields, heading && heading !== section ? within(section, heading) : section)
    }
    return field.name ? [{ field, section }] : []
  })
}

/** Every column the picker offers: its path (dot-separated) and its name in staff words. */
export function columnOptions(fields: NamedField[], path = '', section: string | null = null): { value: string; label: string }[] {
  return dataFields(fields, section).flatMap(({ field, section: where }) => {
    const name = field.name!
    const value = path ? `${path}.${name}` : name
    if (!path && name in BUILT_IN_COLUMNS) return []
    if (field.type === 'group' && field.fields) return columnOptions(field.fields, value, within(where, labelOf(field) ?? inWords(name)))
    return [{ value, label: within(where, labelOf(field) ?? inWords(name)) }]
  })
}

/** The parts of a CSV column's name (the plugin joins paths with "_"), in staff words, or null if no field has it. */
function partsOf(fields: NamedField[], key: string, section: string | null): string[] | null {
  // The longest field name that the key is or starts with ("utm_source" before "utm").
  const matches = dataFields(fields, section)
    .filter(({ field }) => key === field.name || key.startsWith(`${field.name}_`))
    .sort((a, b) => b.field.name!.length - a.field.name!.length)
  const found = matches[0]
  if (!found) return null
  const { field, section: where } = found
  const label = within(where, labelOf(field) ?? inWords(field.name!))
  if (key === field.name) return [label]
  const rest = key.slice(field.name!.length + 1)
  if (field.type === 'array' && field.fields) {
    const item = /^(\d+)(?:_(.+))?$/.exec(rest)
    if (item) {
      const numbered = `${label} ${Number(item[1]) + 1}`
      if (!item[2]) return [numbered]
      return [numbered, ...(partsOf(field.fields, item[2], null) ?? [inWords(item[2])])]
    }
  }
  if (field.type === 'group' && field.fields) return [label, ...(partsOf(field.fields, rest, null) ?? [inWords(rest)])]
  // A related document's part ("assignee_id") or a JSON value's.
  return [label, inWords(rest)]
}

/** A CSV column's heading in staff words: "createdAt" → "Received", "utm_source" → "Source › Campaign source". */
export function columnHeading(fields: NamedField[], key: string): string {
  if (key in BUILT_IN_COLUMNS) return BUILT_IN_COLUMNS[key]
  return partsOf(fields, key, null)?.join(' › ') ?? inWords(key)
}
