'use client'
// Admin, export drawer: the column picker in staff words (docs/decisions/lead-desk.md, "CSV exports of leads are
// complete" and "Exports"). A new export starts with every column of the lead (message text, notes, source, status,
// assignee…) instead of the columns the list happens to show. The plugin's own picker names a column by its path of
// containers, and a row has no label, so it read "Source >  > Campaign source" and "  > First name"; here a column is
// named by its own label, after its section's (a collapsible's or group's) label only: "Source › Campaign source".
import { FieldLabel, ReactSelect, useConfig, useDocumentInfo, useDocumentTitle, useField } from '@payloadcms/ui'
import type { ClientField } from 'payload'
import { useEffect, useMemo } from 'react'

import { EXPORT_FIELDS_KEY } from '@/lib/constants'

type Option = { id: string; label: string; value: string }

/** The columns a lead has besides its fields, in staff words. */
const BUILT_IN: Record<string, string> = { id: 'Lead number', createdAt: 'Received', updatedAt: 'Last changed' }

const labelOf = (field: ClientField): string | null => {
  const label = 'label' in field ? field.label : undefined
  if (typeof label === 'string' && label.trim()) return label.trim()
  if (label && typeof label === 'object') {
    const english = (label as Record<string, unknown>).en
    if (typeof english === 'string') return english
  }
  return 'name' in field && field.name ? field.name : null
}

/** Every exportable column of the fields: its path and its name in staff words. */
function columnOptions(fields: ClientField[], path = '', section: string | null = null): Option[] {
  return fields.flatMap((field): Option[] => {
    if (field.type === 'ui' || field.type === 'join') return []
    const named = 'name' in field && field.name ? field.name : null
    if (field.type === 'group' || field.type === 'collapsible' || field.type === 'row') {
      const here = named ? (path ? `${path}.${named}` : named) : path
      const heading = field.type === 'row' ? section : (labelOf(field) ?? section)
      return columnOptions(field.fields, here, heading === section || !section ? heading : `${section} › ${heading}`)
    }
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => columnOptions(tab.fields, path, section))
    if (!named || named in BUILT_IN) return []
    const value = path ? `${path}.${named}` : named
    const label = labelOf(field) ?? named
    return [{ id: value, value, label: section ? `${section} › ${label}` : label }]
  })
}

export function LeadExportFields({ path, readOnly }: { path: string; readOnly?: boolean }) {
  const { id } = useDocumentInfo()
  const { setValue, value } = useField<string[]>({ path })
  const { value: collectionSlug } = useField<string>({ path: 'collectionSlug' })
  const { getEntityConfig } = useConfig()
  const collection = collectionSlug ? getEntityConfig({ collectionSlug }) : undefined
  const exportFields: unknown = collection?.admin?.custom?.[EXPORT_FIELDS_KEY]
  const options = useMemo(() => {
    const fields = columnOptions(collection?.fields ?? [])
    const builtIn = Object.entries(BUILT_IN).map(([key, label]) => ({ id: key, value: key, label }))
    return [builtIn[0], ...fields, ...builtIn.slice(1)]
  }, [collection])
  // A new export starts with every column of the lead.
  useEffect(() => {
    if (!id && Array.isArray(exportFields)) setValue(exportFields)
  }, [id, exportFields, setValue])
  // A new export's drawer is titled by its file name (Payload titles a new document "[Untitled]" until its title
  // field is typed in, although the plugin fills the name in).
  const { value: name } = useField<string>({ path: 'name' })
  const { setDocumentTitle } = useDocumentTitle()
  useEffect(() => {
    if (!id) setDocumentTitle(name?.trim() || 'New export')
  }, [id, name, setDocumentTitle])
  const selected = (Array.isArray(value) ? value : []).map(
    (key) => options.find((option) => option.value === key) ?? { id: key, value: key, label: key },
  )
  return (
    <div className="field-type fields-to-export">
      <FieldLabel label="Columns" path={path} />
      <ReactSelect
        className="field-type fields-to-export"
        disabled={readOnly}
        getOptionValue={(option) => String(option.value)}
        inputId={`field-${path.replace(/\./g, '__')}`}
        isClearable
        isMulti
        isSortable
        onChange={(chosen) => setValue(Array.isArray(chosen) ? chosen.map((option) => String(option.value)) : [])}
        options={options}
        value={selected}
      />
    </div>
  )
}
