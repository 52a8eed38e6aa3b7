import { requestLocale } from '@/i18n/apiLanguage'
import { privacyMessages } from '@/features/privacy/messages'
import { confirmPrivacyRequest, privacyRequestGuards } from '@/features/privacy/requests'
import { privacyVerifySchema } from '@/features/privacy/schemas'
import { apiRoute } from '@/lib/apiRoute'
import { json, readValidJson, respondWith } from '@/lib/http'

/** POST /api/privacy-requests/verify {email, otp} → 201: the request is confirmed, with its reference and due date. */
async function handlePost(request: Request) {
  const refused = await privacyRequestGuards.codeCheck(request)
  if (refused) return refused
  const body = await readValidJson(request, privacyVerifySchema)
  if (!body.ok) return body.response
  return respondWith(await confirmPrivacyRequest(body.data.email, body.data.otp, requestLocale(request)), (confirmed) =>
    json({ msg: privacyMessages.requestConfirmed(confirmed.dueOn.slice(0, 10)), request: confirmed }, { status: 201 }),
  )
}

export const POST = apiRoute(handlePost)
