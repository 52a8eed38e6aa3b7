// The candidate page's reads from Payload's REST API (/cms-api), as the logged-in staff member: the candidate's
// applications with their role, stage and history, and every resume they sent (docs/decisions/talent-pool.md).
import type { Stage } from '@/features/pipeline/stages'

import { staffFetch } from '../staffView/staffFetch'

type StageMove = { id?: string | null; from: Stage; to: Stage; at: string; by: string; note?: string | null }

export type CandidateApplication = {
  id: number
  createdAt: string
  stage: Stage
  stageChangedAt?: string | null
  opening?: { id: number; title: string } | number | null
  stageHistory?: StageMove[] | null
}

export type CandidateResume = {
  id: number
  fileName?: string | null
  fileSize?: number | null
  receivedAt?: string | null
  createdAt: string
  textStatus?: 'pending' | 'read' | 'unreadable' | null
  textError?: string | null
  application?: number | null
}

/** At most this many applications and resumes are listed on one candidate's page (a person sends a handful). */
const CANDIDATE_PAGE_LIMIT = 100

export async function loadApplications(candidateId: string | number): Promise<CandidateApplication[]> {
  const query = new URLSearchParams({
    'where[candidate][equals]': String(candidateId),
    sort: '-createdAt',
    limit: String(CANDIDATE_PAGE_LIMIT),
    depth: '1',
    'select[createdAt]': 'true',
    'select[stage]': 'true',
    'select[stageChangedAt]': 'true',
    'select[opening]': 'true',
    'select[stageHistory]': 'true',
    'populate[openings][title]': 'true',
  })
  return (await staffFetch<{ docs: CandidateApplication[] }>(`/cms-api/talent-applications?${query.toString()}`)).docs
}

export async function loadResumes(candidateId: string | number): Promise<CandidateResume[]> {
  const query = new URLSearchParams({
    'where[candidate][equals]': String(candidateId),
    sort: '-receivedAt',
    limit: String(CANDIDATE_PAGE_LIMIT),
    depth: '0',
    'select[fileName]': 'true',
    'select[fileSize]': 'true',
    'select[receivedAt]': 'true',
    'select[createdAt]': 'true',
    'select[textStatus]': 'true',
    'select[textError]': 'true',
    'select[application]': 'true',
  })
  return (await staffFetch<{ docs: CandidateResume[] }>(`/cms-api/resumes?${query.toString()}`)).docs
}

/** The role an application was for, in staff's words. */
export const roleOf = (application: Pick<CandidateApplication, 'opening'>) =>
  application.opening && typeof application.opening === 'object' ? application.opening.title : 'General application'
