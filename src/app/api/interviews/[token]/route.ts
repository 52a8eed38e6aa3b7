import { viewBooking } from '@/features/interviews'
import { apiRoute } from '@/lib/apiRoute'
import { json, respondWith } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'

type Context = { params: Promise<{ token: string }> }

/** GET /api/interviews/{token} → the interview's times in India time (the signed link of the candidate's e-mail). */
async function handleGet(_request: Request, { params }: Context) {
  const { token } = await params
  return respondWith(await viewBooking(await getPayloadClient(), token), (view) =>
    json(view, { headers: { 'Cache-Control': 'private, no-store' } }),
  )
}

export const GET = apiRoute(handleGet)
