'use client'
// Admin, export drawer: the column picker in staff words (docs/decisions/lead-desk.md, "CSV exports of leads are
// complete" and "Exports"). A new export starts with every column of the lead (message text, notes, source, status,
// assignee…) instead of the columns the list happens to show. The plugin's own picker names a column by its path of
// containers, and a row has no label, so it read "Source >  > Campaign source" and "  > First name"; here a column is
// named by its own label, after its section's (a collapsible's or group's) label only: "Source › Campaign source"
// (cms/exportColumnNames.ts, which names the preview's and the CSV's columns the same way).
import { FieldLabel, ReactSelect, useConfig, useDocumentInfo, useDocumentTitle, useField } from '@payloadcms/ui'
import { useEffect, useMemo } from 'react'

import { EXPORT_FIELDS_KEY } from '@/lib/constants'

import { BUILT_IN_COLUMNS, columnOptions } from '../exportColumnNames'

export function LeadExportFields({ path, readOnly }: { path: string; readOnly?: boolean }) {
  const { id } = useDocumentInfo()
  const { setValue, value } = useField<string[]>({ path })
  const { value: collectionSlug } = useField<string>({ path: 'collectionSlug' })
  const { getEntityConfig } = useConfig()
  const collection = collectionSlug ? getEntityConfig({ collectionSlug }) : undefined
  const exportFields: unknown = collection?.admin?.custom?.[EXPORT_FIELDS_KEY]
  const options = useMemo(() => {
    const fields = columnOptions(collection?.fields ?? []).map((option) => ({ ...option, id: option.value }))
    const builtIn = Object.entries(BUILT_IN_COLUMNS).map(([key, label]) => ({ id: key, value: key, label }))
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
