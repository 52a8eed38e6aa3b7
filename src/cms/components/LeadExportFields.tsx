'use client'
// Admin, export drawer: the plugin's column picker, but a new export starts with every column of the lead (message
// text, notes, source, status, assignee…) instead of the columns the list happens to show.
import { FieldsToExport } from '@payloadcms/plugin-import-export/rsc'
import { useConfig, useDocumentInfo, useField } from '@payloadcms/ui'
import type { ComponentProps } from 'react'
import { useEffect } from 'react'

import { EXPORT_FIELDS_KEY } from '@/lib/constants'

export function LeadExportFields(props: ComponentProps<typeof FieldsToExport>) {
  const { id } = useDocumentInfo()
  const { setValue } = useField<string[]>()
  const { value: collectionSlug } = useField<string>({ path: 'collectionSlug' })
  const { getEntityConfig } = useConfig()
  const exportFields: unknown = collectionSlug ? getEntityConfig({ collectionSlug })?.admin?.custom?.[EXPORT_FIELDS_KEY] : undefined
  // Runs after the plugin's own effect (a parent's effects run after its child's), so this default wins.
  useEffect(() => {
    if (!id && Array.isArray(exportFields)) setValue(exportFields)
  }, [id, exportFields, setValue])
  return <FieldsToExport {...props} />
}
