'use client'
// Admin: a download link for a talent application's resume (served by the app to staff only, as an attachment).
import { useDocumentInfo } from '@payloadcms/ui'

import { resumeDownloadHref } from '@/lib/routes'

export function ResumeDownloadLink() {
  const { id } = useDocumentInfo()
  if (!id) return null
  return (
    <p style={{ marginBottom: '1rem' }}>
      <a href={resumeDownloadHref(id)} download>
        Download resume
      </a>
    </p>
  )
}
