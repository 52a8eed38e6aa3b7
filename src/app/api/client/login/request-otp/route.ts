import { emailSchema } from '@/features/accounts/schemas'
import { clientLoginGuards, requestClientCode } from '@/features/clientArea/login'
import { clientMessages } from '@/features/clientArea/messages'
import { apiRoute } from '@/lib/apiRoute'
import { json, readValidJson, respondWith } from '@/lib/http'

/** POST /api/client/login/request-otp {email} → 202 with the same text for every address (docs/decisions/clients.md). */
async function handlePost(request: Request) {
  const refused = await clientLoginGuards.codeRequest(request)
  if (refused) return refused
  const body = await readValidJson(request, emailSchema)
  if (!body.ok) return body.response
  return respondWith(await requestClientCode(body.data.email), () => json({ msg: clientMessages.codeSent }, { status: 202 }))
}

export const POST = apiRoute(handlePost)
