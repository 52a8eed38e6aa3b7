import { leadGuards } from '@/features/leads/requestGuards'
import { leadMeta } from '@/features/leads/lead'
import { currentMember } from '@/features/leads/member'
import { talentSchema } from '@/features/leads/schemas'
import { applyAsTalent } from '@/features/leads/talent'
import { readTalentForm } from '@/features/leads/talentForm'
import { apiRoute } from '@/lib/apiRoute'
import { clientIp, json, jsonError, refusalResponse, respondWith, validationError } from '@/lib/http'
import { messages } from '@/lib/messages'

/** POST /api/JoinTalent, multipart {firstName, lastName, email, phone, location, anythingElse, consent, phoneContact?, language?, file} → 201; members only. */
async function handlePost(request: Request) {
  const refused = await leadGuards.talent(request)
  if (refused) return refused
  const member = await currentMember(request)
  if (!member) return jsonError(401, 'unauthorized', messages.talentLoginRequired)
  const read = await readTalentForm(request)
  if (!read.ok) return refusalResponse(read.refusal)
  const { fields, file } = read.value
  const parsed = talentSchema.safeParse(fields)
  if (!parsed.success) return validationError(parsed.error)
  const result = await applyAsTalent(parsed.data, file, member, leadMeta(fields), clientIp(request))
  return respondWith(result, ({ id }) => json({ id, msg: messages.talentSuccess }, { status: 201 }))
}

export const POST = apiRoute(handlePost)
