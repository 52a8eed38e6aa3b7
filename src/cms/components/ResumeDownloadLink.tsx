'use client'
// Admin: a download link for a talent application's resume (served by the app to staff only, as an attachment).
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

import { resumeDownloadHref } from '@/lib/routes'

export function ResumeDownloadLink() {
  const { id } = useDocumentInfo()
  // An application staff added from the talent pool came without a resume (docs/decisions/talent-pool.md).
  const sourced = useFormFields(([fields]) => fields.source?.value === 'sourced')
  if (!id) return null
  if (sourced) return <p style={{ marginBottom: '1rem' }}>No resume: staff added this candidate from the talent pool.</p>
  return (
    <p style={{ marginBottom: '1rem' }}>
      <a href={resumeDownloadHref(id)} download>
        Download resume
      </a>
    </p>
  )
}
