import { clientResume } from '@/features/clientArea/clientShortlists'
import { clientMessages } from '@/features/clientArea/messages'
import { currentClient } from '@/features/clientArea/session'
import { pdfResponse } from '@/features/clientArea/staffEndpoints'
import { apiRoute } from '@/lib/apiRoute'
import { jsonError, respondWith } from '@/lib/http'

export const dynamic = 'force-dynamic'

/** GET /api/client/shortlists/{id}/resume/{candidate}: the resume as a PDF, masked unless staff chose otherwise. */
async function handleGet(request: Request, { params }: { params: Promise<{ id: string; candidate: string }> }) {
  const contact = await currentClient(request)
  if (!contact) return jsonError(401, 'unauthorized', clientMessages.notLoggedIn)
  const { id, candidate } = await params
  return respondWith(await clientResume(contact, id, candidate), ({ bytes, fileName }) => pdfResponse(bytes, fileName))
}

export const GET = apiRoute(handleGet)
