import { currentMember } from '@/features/accounts/session'
import { correctCandidateProfile, memberCandidateProfile } from '@/features/privacy/correction'
import { profileCorrectionSchema } from '@/features/privacy/correctionSchema'
import { privacyMessages } from '@/features/privacy/messages'
import { apiRoute } from '@/lib/apiRoute'
import { json, jsonError, readValidJson, rejectForeignOrigin, respondWith } from '@/lib/http'
import { messages } from '@/lib/messages'

const notLoggedIn = () => jsonError(401, 'unauthorized', messages.notLoggedIn)
const noStore = { 'Cache-Control': 'no-store' }

/** GET /api/users/me/candidate-profile: the fields of the member's candidate profile they may correct, or 404. */
async function handleGet(request: Request) {
  const member = await currentMember(request)
  if (!member) return notLoggedIn()
  const profile = await memberCandidateProfile(member)
  return profile ? json({ profile }, { headers: noStore }) : jsonError(404, 'not_found', privacyMessages.noCandidateProfile)
}

/** PATCH /api/users/me/candidate-profile: the member corrects their profile; staff see it on the candidate's timeline. */
async function handlePatch(request: Request) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  const member = await currentMember(request)
  if (!member) return notLoggedIn()
  const body = await readValidJson(request, profileCorrectionSchema)
  if (!body.ok) return body.response
  return respondWith(await correctCandidateProfile(member, body.data), (value) => json(value, { headers: noStore }))
}

export const GET = apiRoute(handleGet)
export const PATCH = apiRoute(handlePatch)
