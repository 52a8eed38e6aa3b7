import { requestJobAlert } from '@/features/jobAlerts/signup'
import { jobAlertSchema } from '@/features/jobAlerts/schemas'
import { leadMeta } from '@/features/leads/lead'
import { leadGuards } from '@/features/leads/requestGuards'
import { localeFromAcceptLanguage } from '@/i18n/apiLanguage'
import { apiRoute } from '@/lib/apiRoute'
import { json, readValidJson } from '@/lib/http'
import { messages } from '@/lib/messages'

/**
 * POST /api/job-alerts {email, frequency, searchTerm?, pillar?, employmentType?, workMode?, consent} → 202 {msg}, the
 * same for every valid request (new, pending, active, unsubscribed, capped or honeypot): nothing is on until the
 * owner confirms by e-mail. The alert's language (its mails', when the address is no member's) is the body's
 * `language` (the form sends its page's), else the request's Accept-Language (docs/decisions/languages.md).
 */
async function handlePost(request: Request) {
  const refused = await leadGuards.jobAlert(request)
  if (refused) return refused
  const body = await readValidJson(request, jobAlertSchema)
  if (!body.ok) return body.response
  const language =
    typeof body.raw.language === 'string' ? body.data.language : localeFromAcceptLanguage(request.headers.get('accept-language'))
  await requestJobAlert({ ...body.data, language }, leadMeta(body.raw))
  return json({ msg: messages.jobAlertRequested }, { status: 202 })
}

export const POST = apiRoute(handlePost)
