import { leadGuards } from '@/features/leads/requestGuards'
import { leadMeta } from '@/features/leads/lead'
import { subscriptionSchema } from '@/features/leads/schemas'
import { requestSubscription } from '@/features/leads/subscriptions'
import { localeFromAcceptLanguage } from '@/i18n/apiLanguage'
import { apiRoute } from '@/lib/apiRoute'
import { json, readValidJson } from '@/lib/http'
import { messages } from '@/lib/messages'

/**
 * POST /api/subscriptions {email, consent, language?} → 202 {msg}, always the same for a valid request: new, pending,
 * subscribed, unsubscribed or honeypot. 202 because nothing is subscribed yet: the owner must confirm by e-mail. The
 * subscription's language (its mails' and their pages') is the body's `language` (the footer's form sends its page's),
 * else the request's Accept-Language (docs/decisions/languages.md "The newsletter").
 */
async function handlePost(request: Request) {
  const refused = await leadGuards.subscription(request)
  if (refused) return refused
  const body = await readValidJson(request, subscriptionSchema)
  if (!body.ok) return body.response
  const language =
    typeof body.raw.language === 'string' ? body.data.language : localeFromAcceptLanguage(request.headers.get('accept-language'))
  await requestSubscription(body.data.email, leadMeta(body.raw), language)
  return json({ msg: messages.newsletterSuccess }, { status: 202 })
}

export const POST = apiRoute(handlePost)
