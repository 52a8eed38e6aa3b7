import { unsubscribeJobAlert } from '@/features/jobAlerts/signup'
import { leadGuards } from '@/features/leads/requestGuards'
import { apiRoute } from '@/lib/apiRoute'
import { json, jsonError, respondWith } from '@/lib/http'
import { messages } from '@/lib/messages'

/**
 * POST /api/job-alerts/unsubscribe → 200: turns the alert off. The token comes from the address (`?token=`, the
 * List-Unsubscribe header's one-click POST of RFC 8058, whose body is `List-Unsubscribe=One-Click`) or from a JSON
 * body {token} (the unsubscribe page's button).
 */
async function handlePost(request: Request) {
  const refused = await leadGuards.jobAlertLink(request)
  if (refused) return refused
  let token = new URL(request.url).searchParams.get('token') ?? ''
  if (!token && (request.headers.get('content-type') ?? '').includes('json')) {
    const body: unknown = await request.json().catch(() => null)
    const value = body && typeof body === 'object' ? (body as Record<string, unknown>).token : undefined
    token = typeof value === 'string' ? value.trim() : ''
  }
  if (!token || token.length > 2000) return jsonError(400, 'invalid_token', messages.jobAlertLinkInvalid)
  return respondWith(await unsubscribeJobAlert(token), () => json({ msg: messages.jobAlertUnsubscribed }))
}

export const POST = apiRoute(handlePost)
