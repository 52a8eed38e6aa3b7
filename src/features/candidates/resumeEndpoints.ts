// The talent pool's resume endpoints under /cms-api/candidates (staff only: 401 without a login, 403 for a member):
//   POST /cms-api/candidates/upload            multipart `files`: resumes or ZIPs of them → created, merged, unreadable
//   POST /cms-api/candidates/:id/suggestions   JSON { accept: { field: value }, dismiss: [field] } → the candidate
// Answers in Payload's shape ({ errors: [{ message }] }), which the admin reads.
import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'

import { isStaff } from '@/features/accounts/isStaff'
import { rejectForeignOrigin } from '@/lib/http'

import { acceptSuggestions, type Accepted, type CandidateProfile, isSuggestedField } from './profileSuggestions'
import { RESUME_SUGGESTIONS_CONTEXT } from './readResume'
import { suggestionValue } from './suggestionValues'
import { addCandidatesFromResumes, uploadSummary } from './upload'
import { resumeFilesOf, type UploadedFile } from './uploadFiles'

const CANDIDATE_UPLOAD_PATH = '/upload'

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

type StaffRequest = PayloadRequest & { user: NonNullable<PayloadRequest['user']> }

/** Only logged-in staff, from this site's pages. */
function staffOnly(handle: (req: StaffRequest) => Promise<Response>): PayloadHandler {
  return async (req) => {
    if (!req.user) return refuse(401, 'Log in as staff to do this.')
    if (!isStaff(req)) return refuse(403, 'Only staff can do this.')
    const foreign = rejectForeignOrigin(req as unknown as Request)
    if (foreign) return refuse(403, 'This request did not come from the admin.')
    return handle(req as StaffRequest)
  }
}

const upload = staffOnly(async (req) => {
  if (!/^multipart\/form-data/i.test(req.headers.get('content-type') ?? ''))
    return refuse(415, 'Send the resumes as a file upload (multipart/form-data, field "files").')
  let form: FormData
  try {
    form = await (req as unknown as Request).formData()
  } catch {
    return refuse(400, 'The upload could not be read. Choose the files again and retry.')
  }
  const uploaded: UploadedFile[] = []
  for (const entry of form.getAll('files')) {
    if (typeof entry === 'string') continue
    uploaded.push({ name: entry.name || 'resume', bytes: new Uint8Array(await entry.arrayBuffer()) })
  }
  const files = await resumeFilesOf(uploaded)
  if (!Array.isArray(files)) return refuse(files.status, files.message)
  const outcome = await addCandidatesFromResumes(req.payload, files, Number(req.user.id))
  return Response.json({ message: `${files.length} resume${files.length === 1 ? '' : 's'}: ${uploadSummary(outcome)}.`, ...outcome })
})

const decide = staffOnly(async (req) => {
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id) || id <= 0) return refuse(404, 'No such candidate.')
  let body: { accept?: Record<string, unknown>; dismiss?: unknown }
  try {
    body = (await (req as unknown as Request).json()) as typeof body
  } catch {
    return refuse(400, 'The request could not be read. Reload the page and try again.')
  }
  const accepted: Accepted = {}
  for (const [field, raw] of Object.entries(body?.accept ?? {})) {
    if (!isSuggestedField(field)) return refuse(400, `${field} is not a field a resume suggests.`)
    const value = suggestionValue(field, raw)
    if (!value.ok) return refuse(400, value.message)
    accepted[field] = value.value
  }
  const dismiss = Array.isArray(body?.dismiss) ? body.dismiss : []
  if (!dismiss.every(isSuggestedField)) return refuse(400, 'Only suggested fields can be dismissed.')
  const candidate = (await req.payload
    .findByID({ collection: 'candidates', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)) as (CandidateProfile & { id: number }) | null
  if (!candidate) return refuse(404, 'No such candidate.')
  const { data, fromResume, dismissed } = acceptSuggestions(candidate, accepted, dismiss)
  const suggestions = { ...((candidate.suggestions as object | null) ?? {}), dismissed }
  const updated = await req.payload.update({
    collection: 'candidates',
    id,
    data: { ...data, fromResume, suggestions },
    depth: 0,
    overrideAccess: true,
    context: { [RESUME_SUGGESTIONS_CONTEXT]: true },
    req,
  })
  return Response.json({ doc: updated })
})

export const candidateResumeEndpoints: Endpoint[] = [
  { path: CANDIDATE_UPLOAD_PATH, method: 'post', handler: upload },
  { path: '/:id/suggestions', method: 'post', handler: decide },
]
