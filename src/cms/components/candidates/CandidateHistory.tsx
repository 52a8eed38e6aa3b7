'use client'
// The candidate's page (docs/decisions/talent-pool.md): every application with its role and stage, and every resume.
import { useDocumentInfo } from '@payloadcms/ui'

export function CandidateHistory() {
  const { id } = useDocumentInfo()
  if (!id) return null
  return null
}
