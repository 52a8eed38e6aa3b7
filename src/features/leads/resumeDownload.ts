// A talent application's resume for staff: who may have it, and under which name it is downloaded.
import { messages } from '@/lib/messages'
import { logAccess } from '@/features/accessLog/record'
import { getPayloadClient } from '@/lib/payload'
import { refuse, succeed, type Result } from '@/lib/result'

import { kindOfStoredName, readResume, resumeDownloadName } from './resumes'

type ResumeDownload = { bytes: Uint8Array; mime: string; fileName: string }

const notFound = (msg: string) => refuse({ status: 404, error: 'not_found', msg })

/**
 * Staff only (Payload login cookie or JWT in `headers`); named from the applicant and the detected type. `id` names a
 * talent application, or with `from` "resume" a row of the talent pool's `resumes` (docs/decisions/talent-pool.md):
 * every resume a candidate sent, including those staff uploaded without an application.
 */
export async function resumeForStaff(
  headers: Headers,
  id: string,
  from: 'application' | 'resume' = 'application',
): Promise<Result<ResumeDownload>> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers })
  if (!user) return refuse({ status: 401, error: 'unauthorized', msg: messages.resumeStaffLogin })
  if (user.collection !== 'users') return refuse({ status: 403, error: 'forbidden', msg: messages.resumeStaffOnly })
  if (from === 'resume') return candidateResume(user, id)
  if (!/^\d{1,12}$/.test(id)) return notFound(messages.applicationNotFound)
  const application = await payload
    .findByID({ collection: 'talent-applications', id: Number(id), user, overrideAccess: false, depth: 0, disableErrors: true })
    .catch(() => null)
  if (!application) return notFound(messages.applicationNotFound)
  // A candidate staff added from the talent pool has no resume on the application (docs/decisions/talent-pool.md).
  const stored = application.resumeFile ?? ''
  const kind = kindOfStoredName(stored)
  const bytes = kind ? await readResume(stored) : null
  if (!kind || !bytes) return notFound(messages.resumeMissing)
  const applicant = [application.firstName, application.lastName].filter(Boolean).join(' ') || 'an applicant'
  await logAccess(payload, { user, action: 'resume-download', subject: `Resume of ${applicant} (application #${application.id})` })
  return succeed({ bytes, mime: kind.mime, fileName: resumeDownloadName(application, kind.ext) })
}

type Staff = NonNullable<Awaited<ReturnType<Awaited<ReturnType<typeof getPayloadClient>>['auth']>>['user']>

/** A row of `resumes`, named after its candidate. */
async function candidateResume(user: Staff, id: string): Promise<Result<ResumeDownload>> {
  if (!/^\d{1,12}$/.test(id)) return notFound(messages.resumeNotFound)
  const payload = await getPayloadClient()
  const resume = await payload
    .findByID({
      collection: 'resumes',
      id: Number(id),
      user,
      overrideAccess: false,
      depth: 1,
      disableErrors: true,
      select: { file: true, candidate: true },
    })
    .catch(() => null)
  if (!resume) return notFound(messages.resumeNotFound)
  const file = resume.file ?? ''
  const kind = kindOfStoredName(file)
  const bytes = kind ? await readResume(file) : null
  if (!kind || !bytes) return notFound(messages.resumeMissing)
  const name = typeof resume.candidate === 'object' && resume.candidate ? resume.candidate.name : null
  const candidateId = typeof resume.candidate === 'object' && resume.candidate ? resume.candidate.id : resume.candidate
  await logAccess(payload, { user, action: 'resume-download', subject: `Resume of ${name ?? 'a candidate'} (candidate #${candidateId})` })
  return succeed({ bytes, mime: kind.mime, fileName: resumeDownloadName({ firstName: name }, kind.ext) })
}
