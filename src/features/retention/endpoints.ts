// POST /cms-api/retention/restore {kind, id}: the dashboard's "Restore" on a record due for erasure
// (docs/decisions/privacy.md, "Retention"). Staff only, in Payload's error shape.
import type { PayloadHandler } from 'payload'
import { z } from 'zod'

import { staffEndpoint, staffError } from '@/features/leadDesk/staffEndpoint'

import { restoreRecord } from './quarantine'

export const retentionRestorePath = '/retention/restore'

const restoreBody = z.object({
  kind: z.string({ message: 'Choose a candidate or a lead to restore.' }),
  id: z.coerce.number({ message: 'Choose a candidate or a lead to restore.' }).int().positive('Choose a candidate or a lead to restore.'),
})

export const restoreEndpoint: PayloadHandler = staffEndpoint(async (req, body) => {
  const parsed = restoreBody.safeParse(body ?? {})
  if (!parsed.success) return staffError(400, parsed.error.issues[0]?.message ?? 'Choose a candidate or a lead to restore.')
  const result = await restoreRecord(req, parsed.data.kind, parsed.data.id)
  return result.ok ? Response.json(result.value) : staffError(result.refusal.status, result.refusal.msg)
})
