// An alert's search in words ("Remote within India, Full-time roles matching “react”"), for mails and /account. Client-safe.
import { employmentTypeLabel, workModeLabel } from '@/features/openings/options'

export type AlertSearch = {
  searchTerm?: string | null
  pillar?: string | null
  pillarName?: string | null
  employmentType?: string | null
  workMode?: string | null
}

export function describeAlertSearch(search: AlertSearch): string {
  const parts = [
    search.pillar ? search.pillarName || search.pillar : '',
    search.employmentType ? employmentTypeLabel(search.employmentType) : '',
    search.workMode ? workModeLabel(search.workMode) : '',
  ].filter(Boolean)
  const kind = parts.length ? `${parts.join(', ')} roles` : 'All open roles'
  return search.searchTerm ? `${kind} matching \u201c${search.searchTerm}\u201d` : kind
}

export const frequencyWords = (frequency: string) => (frequency === 'daily' ? 'once a day' : 'once a week')
