import { captureContact } from '@/features/leads/contact'
import { leadGuards } from '@/features/leads/requestGuards'
import { leadMeta } from '@/features/leads/lead'
import { contactSchema } from '@/features/leads/schemas'
import { apiRoute } from '@/lib/apiRoute'
import { json, readValidJson } from '@/lib/http'
import { messages } from '@/lib/messages'

/** POST /api/contact {fullName, emailAddress, inquiryType, message} → 201 (spec section 7). */
async function handlePost(request: Request) {
  const refused = await leadGuards.contact(request)
  if (refused) return refused
  const body = await readValidJson(request, contactSchema)
  if (!body.ok) return body.response
  const { id } = await captureContact(body.data, leadMeta(body.raw))
  return json({ id, msg: messages.contactSuccess }, { status: 201 })
}

export const POST = apiRoute(handlePost)
