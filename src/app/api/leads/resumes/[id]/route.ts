import { resumeForStaff } from '@/features/leads/resumeDownload'
import { attachmentHeader } from '@/features/leads/resumes'
import { apiRoute } from '@/lib/apiRoute'
import { respondWith } from '@/lib/http'

export const dynamic = 'force-dynamic'

/**
 * A talent application's resume, or with `?from=resume` a row of the talent pool's resumes, for staff only (Payload
 * login cookie or JWT), always as a download.
 */
async function handleGet(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const from = new URL(request.url).searchParams.get('from') === 'resume' ? 'resume' : 'application'
  const result = await resumeForStaff(request.headers, (await params).id, from)
  return respondWith(
    result,
    ({ bytes, mime, fileName }) =>
      new Response(new Uint8Array(bytes), {
        headers: {
          'content-type': mime,
          'content-length': String(bytes.length),
          'content-disposition': attachmentHeader(fileName),
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
          'content-security-policy': "default-src 'none'; sandbox",
        },
      }),
  )
}

export const GET = apiRoute(handleGet)
