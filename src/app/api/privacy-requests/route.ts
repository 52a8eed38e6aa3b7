import { requestLocale } from '@/i18n/apiLanguage'
import { privacyMessages } from '@/features/privacy/messages'
import { privacyRequestGuards, requestPrivacyCode } from '@/features/privacy/requests'
import { privacyRequestSchema } from '@/features/privacy/schemas'
import { apiRoute } from '@/lib/apiRoute'
import { clientIp, json, readValidJson, respondWith } from '@/lib/http'

/**
 * POST /api/privacy-requests {email, kind, text} → 202 with the same text for every address; a code goes by e-mail (the
 * member's language, else the request's Accept-Language: the form sends its page's).
 */
async function handlePost(request: Request) {
  const refused = await privacyRequestGuards.codeRequest(request)
  if (refused) return refused
  const body = await readValidJson(request, privacyRequestSchema)
  if (!body.ok) return body.response
  return respondWith(await requestPrivacyCode(body.data, clientIp(request), requestLocale(request)), () =>
    json({ msg: privacyMessages.requestCodeSent }, { status: 202 }),
  )
}

export const POST = apiRoute(handlePost)
