// A shortlist as the client sees it (docs/decisions/clients.md), for the client area and the staff preview alike:
// each candidate through view.ts, and the resume as the client reads it. Takes the Payload client from its caller.
import type { Payload } from 'payload'

import { kindOfStoredName, readResume } from '@/features/leads/resumes'
import { refuse, succeed, type Result } from '@/lib/result'

import { loadProfiles, resumeIdFor, type ShortlistDoc } from './data'
import { clientMessages } from './messages'
import { maskContactDetails, textPdf } from './resumePdf'
import { clientCandidate, clientResumeHref, idOf, shortName, type ClientCandidate } from './view'

/** Every candidate of a shortlist as the client sees them. */
export async function clientCandidates(payload: Payload, shortlist: ShortlistDoc): Promise<ClientCandidate[]> {
  const rows = shortlist.candidates ?? []
  const profiles = await loadProfiles(
    payload,
    rows.map((row) => idOf(row.candidate)).filter((id): id is number => id !== null),
  )
  const result: ClientCandidate[] = []
  for (const row of rows) {
    const profile = profiles.get(idOf(row.candidate) ?? -1)
    if (!profile) continue
    const resume = await resumeIdFor(payload, row)
    result.push(clientCandidate(row, profile, resume === null ? null : clientResumeHref(shortlist.id, profile.id)))
  }
  return result
}

export type ResumeFile = { bytes: Uint8Array; fileName: string }

/** The resume of one candidate on a shortlist as the client reads it (masked unless staff unticked it). */
export async function shortlistResume(payload: Payload, shortlist: ShortlistDoc, candidateId: string): Promise<Result<ResumeFile>> {
  const row = (shortlist.candidates ?? []).find((each) => String(idOf(each.candidate)) === candidateId)
  if (!row) return refuse({ status: 404, error: 'not_found', msg: clientMessages.candidateNotOnShortlist })
  const resumeId = await resumeIdFor(payload, row)
  const resume =
    resumeId === null
      ? null
      : await payload.findByID({ collection: 'resumes', id: resumeId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!resume) return refuse({ status: 404, error: 'not_found', msg: clientMessages.resumeNotShared })
  const profile = (await loadProfiles(payload, [Number(candidateId)])).get(Number(candidateId))
  const fullName = profile?.name ?? ''
  const shownName = row.showFullName ? fullName : shortName(fullName)
  const fileName = `Resume - ${shownName.replace(/[^\p{L}\p{N} .-]/gu, '').trim() || 'candidate'}.pdf`
  if (row.maskResume === false) {
    const kind = kindOfStoredName(resume.file ?? '')
    const bytes = kind?.ext === 'pdf' ? await readResume(resume.file ?? '') : null
    if (bytes) return succeed({ bytes, fileName })
    return succeed({ bytes: await textPdf(shownName, resume.text ?? ''), fileName })
  }
  const hide = row.showFullName ? [] : fullName.split(/\s+/).slice(1)
  return succeed({ bytes: await textPdf(shownName, maskContactDetails(resume.text ?? '', hide)), fileName })
}
