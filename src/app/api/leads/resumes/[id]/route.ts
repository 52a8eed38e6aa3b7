import { attachmentHeader, kindOfStoredName, readResume, resumeDownloadName } from '@/features/leads/resumes'
import { apiRoute } from '@/lib/apiRoute'
import { jsonError, notFound } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/** A talent application's resume, for staff only (Payload login cookie or JWT), always as a download. */
async function handleGet(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return jsonError(401, 'unauthorized', 'Please log in as staff to download resumes.')
  if (user.collection !== 'users') return jsonError(403, 'forbidden', 'Only staff can download resumes.')
  if (!/^\d{1,12}$/.test(id)) return notFound('Application not found.')
  const application = await payload
    .findByID({ collection: 'talent-applications', id: Number(id), user, overrideAccess: false, depth: 0, disableErrors: true })
    .catch(() => null)
  if (!application) return notFound('Application not found.')
  const kind = kindOfStoredName(application.resumeFile)
  const bytes = kind ? await readResume(application.resumeFile) : null
  if (!kind || !bytes) return notFound('The resume file is missing.')
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': kind.mime,
      'content-length': String(bytes.length),
      // Named from the applicant and the detected type, never from the name the file was sent with.
      'content-disposition': attachmentHeader(resumeDownloadName(application, kind.ext)),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  })
}

export const GET = apiRoute(handleGet)
