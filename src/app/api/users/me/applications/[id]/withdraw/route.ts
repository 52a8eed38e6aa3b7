import { currentMember } from '@/features/accounts/session'
import { withdrawApplication } from '@/features/pipeline/candidate'
import { requestLocale } from '@/i18n/apiLanguage'
import { apiRoute } from '@/lib/apiRoute'
import { json, jsonError, rejectForeignOrigin, respondWith } from '@/lib/http'
import { messages } from '@/lib/messages'

/**
 * POST /api/users/me/applications/{id}/withdraw: the member withdraws one of their open applications. The new stage in
 * the request's language, as My applications shows it (with `stageKey` in Marathi or Hindi); English as before.
 */
async function handlePost(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  const member = await currentMember(request)
  if (!member) return jsonError(401, 'unauthorized', messages.notLoggedIn)
  const { id } = await params
  return respondWith(await withdrawApplication(member, id, requestLocale(request)), (stage) =>
    json({ ...stage, msg: messages.applicationWithdrawn }),
  )
}

export const POST = apiRoute(handlePost)
