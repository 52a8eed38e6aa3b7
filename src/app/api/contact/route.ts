import { captureContact } from '@/features/leads/capture'
import { guardLeadPost, leadMeta } from '@/features/leads/guard'
import { contactSchema } from '@/features/leads/schemas'
import { apiRoute } from '@/lib/apiRoute'
import { readValidJson } from '@/lib/http'
import { messages } from '@/lib/messages'

/** POST /api/contact {fullName, emailAddress, inquiryType, message} → 201 (spec section 7). */
async function handlePost(request: Request) {
  const refused = await guardLeadPost(request, 'contact')
  if (refused) return refused
  const body = await readValidJson(request, contactSchema)
  if (!body.ok) return body.response
  const { id } = await captureContact(body.data, leadMeta(body.raw))
  return Response.json({ id, msg: messages.contactSuccess }, { status: 201 })
}

export const POST = apiRoute(handlePost)
