// The profile's and the merge screen's calls (docs/decisions/talent-pool.md): Payload's REST API and the talent pool's
// endpoints, as the logged-in staff member.
import { staffFetch } from '../staffView/staffFetch'

export type CandidateSummary = {
  id: number
  name: string
  email?: string | null
  phone?: string | null
  links?: { linkedin?: string | null } | null
  mergedInto?: number | { id: number; name?: string } | null
}

export type RoleChoice = { id: number; title: string }

const API = '/cms-api/candidates'

export async function loadCandidates(ids: number[]): Promise<CandidateSummary[]> {
  if (!ids.length) return []
  const params = new URLSearchParams({ depth: '0', limit: String(ids.length), 'where[id][in]': ids.join(',') })
  for (const field of ['name', 'email', 'phone', 'links', 'mergedInto']) params.set(`select[${field}]`, 'true')
  return (await staffFetch<{ docs: CandidateSummary[] }>(`${API}?${params.toString()}`)).docs
}

/** The roles a candidate can be added to: every role that is not closed, by title. */
export async function loadRoles(): Promise<RoleChoice[]> {
  const params = new URLSearchParams({
    depth: '0',
    limit: '500',
    sort: 'title',
    'where[status][not_equals]': 'closed',
    'select[title]': 'true',
  })
  return (await staffFetch<{ docs: RoleChoice[] }>(`/cms-api/openings?${params.toString()}`)).docs
}

export const addToRole = (candidate: number | string, opening: number, notify: boolean) =>
  staffFetch<{ application: number; stage: string; notified: boolean }>(`${API}/${candidate}/add-to-role`, {
    method: 'POST',
    body: JSON.stringify({ opening, notify }),
  })

export const mergeInto = (kept: number, other: number, keep: Record<string, 'this' | 'other'>) =>
  staffFetch<{ kept: number; merged: number; moved: { applications: number; resumes: number; timelineEntries: number } }>(
    `${API}/${kept}/merge`,
    { method: 'POST', body: JSON.stringify({ other, keep }) },
  )
