// The access log (docs/security.md, "Access log"): staff's access to personal data where it matters (a resume
// downloaded, an export, a profile shared with a client, two candidates merged, a person erased), each with who and
// when, kept ACCESS_LOG_KEEP_DAYS days and read by admins only. Written by the server; nobody edits or deletes an entry.
import type { Payload, PayloadRequest } from 'payload'

export const ACCESS_ACTIONS = [
  { label: 'Resume downloaded', value: 'resume-download' },
  { label: 'Export', value: 'export' },
  { label: 'Profile shared with a client', value: 'share' },
  { label: 'Candidates merged', value: 'merge' },
  { label: 'Personal data erased', value: 'erasure' },
] as const
export type AccessAction = (typeof ACCESS_ACTIONS)[number]['value']

export const ACCESS_LOG_KEEP_DAYS = 180

type Actor = { id?: unknown; name?: unknown; email?: unknown; collection?: unknown } | null | undefined

/** Who, in staff words: "Asha Patil (asha@…)" for staff, "The person themselves" for a member, "The system" else. */
function actorOf(user: Actor): { staff: number | null; who: string } {
  if (user?.collection === 'users') {
    const name = typeof user.name === 'string' && user.name ? user.name : null
    const email = typeof user.email === 'string' ? user.email : ''
    return { staff: Number(user.id), who: name ? `${name} (${email})` : email }
  }
  if (user?.collection === 'members') return { staff: null, who: 'The person themselves' }
  return { staff: null, who: 'The system' }
}

/**
 * Appends one entry. `subject` names whose data, in staff words ("Candidate Meera Kulkarni (#12)"). Never throws: an
 * access the person was allowed must not fail because its log entry could not be written (the error is logged).
 */
export async function logAccess(
  payload: Payload,
  entry: { user: Actor; action: AccessAction; subject: string; detail?: string },
  req?: PayloadRequest,
  now = new Date(),
): Promise<void> {
  const { staff, who } = actorOf(entry.user)
  try {
    await payload.create({
      collection: 'access-log',
      data: {
        at: now.toISOString(),
        action: entry.action,
        staff,
        who: who.slice(0, 300),
        subject: entry.subject.slice(0, 300),
        detail: entry.detail?.slice(0, 1000) ?? null,
      },
      overrideAccess: true,
      depth: 0,
      ...(req ? { req } : {}),
    })
    // Entries older than ACCESS_LOG_KEEP_DAYS go with each new one (entries are few: one indexed delete each), in the
    // same transaction as the new entry when there is one.
    const cutoff = new Date(now.getTime() - ACCESS_LOG_KEEP_DAYS * 24 * 60 * 60_000).toISOString()
    await payload.db.deleteMany({ collection: 'access-log', where: { at: { less_than: cutoff } }, ...(req ? { req } : {}) })
  } catch (error) {
    payload.logger.error({ err: error }, `Could not write the access log entry (${entry.action}, ${entry.subject})`)
  }
}
