// The member's side of the data export (docs/decisions/privacy.md, "Your data"): asking for it (a job queued for
// dataExport.ts's runner) and the signed link's download. Apart from the job so that the Payload config, which
// registers the job, does not import the Payload client.
import { logAccess } from '@/features/accessLog/record'
import { memberLimitKey } from '@/features/accounts/members'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { afterCommit, runInTransaction } from '@/lib/payloadTransaction'
import { createLimiter } from '@/lib/rateLimit'
import { refuse, succeed, tooManyRefusal, type Result } from '@/lib/result'

import { processSingleton } from '../../../server/processBridge.mjs'

import { DATA_EXPORT_QUEUE, DATA_EXPORT_TASK } from './dataExport'
import { readDataExportToken } from './exportToken'
import { readExport } from './exportStore'
import { privacyMessages } from './messages'
import type { Person } from './personData'

const runner = processSingleton('dataExportsWake', (): { wake?: () => void } => ({}))

/** A member may ask for their data this many times an hour (each one reads everything and mails a link). */
const memberLimit = createLimiter({ keyPrefix: 'data-export-member', points: 3, duration: 60 * 60 })

/** Queues the member's export; the runner is woken once the job is committed. */
export async function requestDataExport(member: Person): Promise<Result<{ msg: string }>> {
  const allowed = await memberLimit.consume(memberLimitKey(member))
  if (!allowed.ok) return refuse(tooManyRefusal(allowed.retryAfterSeconds, privacyMessages.exportTooOften))
  const payload = await getPayloadClient()
  await runInTransaction(payload, async (req) => {
    await payload.db.create({
      collection: 'payload-jobs',
      data: { input: { member: Number(member.id) }, taskSlug: DATA_EXPORT_TASK, queue: DATA_EXPORT_QUEUE },
      req,
      returning: false,
    })
    afterCommit(req, () => runner.wake?.())
  })
  return succeed({ msg: privacyMessages.exportQueued })
}

type ExportDownload = { bytes: Uint8Array; fileName: string; expiresAt: Date }

/** What a link gives: the ZIP, or why not (an altered link, an expired one, an export already deleted). */
export async function downloadDataExport(token: string, now = new Date()): Promise<Result<ExportDownload>> {
  const check = readDataExportToken(token, env().PAYLOAD_SECRET, now)
  if (!check.ok)
    return check.reason === 'expired'
      ? refuse({ status: 410, error: 'expired', msg: privacyMessages.exportExpired })
      : refuse({ status: 404, error: 'not_found', msg: privacyMessages.exportLinkInvalid })
  const payload = await getPayloadClient()
  // An erased account's export goes with it (cms/collections/Members.ts): its link gives nothing.
  const { totalDocs } = await payload.count({
    collection: 'members',
    where: { and: [{ id: { equals: check.link.member } }, { email: { equals: check.link.email } }] },
    overrideAccess: true,
  })
  if (!totalDocs) return refuse({ status: 410, error: 'expired', msg: privacyMessages.exportExpired })
  const bytes = await readExport(check.link.member, check.link.fileId)
  if (!bytes) return refuse({ status: 410, error: 'expired', msg: privacyMessages.exportExpired })
  await logAccess(payload, {
    user: { collection: 'members', id: check.link.member },
    action: 'export',
    subject: `Member ${check.link.email} (#${check.link.member})`,
    detail: 'Their own data export (ZIP) downloaded from the e-mailed link',
  })
  return succeed({ bytes, fileName: `your-data-${now.toISOString().slice(0, 10)}.zip`, expiresAt: check.link.expiresAt })
}

/** The state of a link for its page: ready (with its expiry), expired or invalid. No file is read. */
export function dataExportLinkState(
  token: string,
  now = new Date(),
): { state: 'ready'; expiresAt: Date } | { state: 'expired' | 'invalid' } {
  const check = readDataExportToken(token, env().PAYLOAD_SECRET, now)
  return check.ok ? { state: 'ready', expiresAt: check.link.expiresAt } : { state: check.reason }
}
