import { withoutSessionCookie } from '@/features/accounts/cookie'
import { publicMember } from '@/features/accounts/members'
import { deleteAccount } from '@/features/accounts/profile'
import { currentMemberDocument } from '@/features/accounts/session'
import { apiRoute } from '@/lib/apiRoute'
import { json, jsonError, rejectForeignOrigin } from '@/lib/http'
import { messages } from '@/lib/messages'

const notLoggedIn = () => jsonError(401, 'unauthorized', messages.notLoggedIn)

/** GET /api/users/me: the current member or 401. */
async function handleGet(request: Request) {
  const member = await currentMemberDocument(request)
  if (!member) return notLoggedIn()
  return json({ user: { ...publicMember(member), age: member.age ?? null } }, { headers: { 'Cache-Control': 'no-store' } })
}

/** DELETE /api/users/me: removes the member and their personal data (right to erasure), ends the session. */
async function handleDelete(request: Request) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  const member = await currentMemberDocument(request)
  if (!member) return notLoggedIn()
  await deleteAccount(member)
  return withoutSessionCookie(json({ msg: messages.accountDeleted }))
}

export const GET = apiRoute(handleGet)
export const DELETE = apiRoute(handleDelete)
