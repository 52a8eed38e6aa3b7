import { downloadDataExport } from '@/features/privacy/exportRequests'
import { attachmentHeader } from '@/features/leads/resumes'
import { apiRoute } from '@/lib/apiRoute'
import { respondWith } from '@/lib/http'

/**
 * GET /api/data-export?token=…: the ZIP of a member's data export, from the signed link of its e-mail (no login: the
 * signature is the proof). 404 for an altered link, 410 once it expired (24 hours) or the file was deleted.
 */
async function handleGet(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return respondWith(
    await downloadDataExport(token),
    ({ bytes, fileName }) =>
      new Response(Buffer.from(bytes), {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': attachmentHeader(fileName),
          'Cache-Control': 'private, no-store',
          'X-Robots-Tag': 'noindex',
        },
      }),
  )
}

export const GET = apiRoute(handleGet)
