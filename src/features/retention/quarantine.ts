// What the daily retention run set aside (docs/decisions/privacy.md, "Retention"): the dashboard's "Due for erasure"
// card lists it, and one action of staff restores a record. Restoring saves the record, which is activity: it is
// kept for the full time of Site settings again.
import type { Payload, PayloadRequest } from 'payload'

import { rawQuery } from '@/lib/rawQuery'
import { refuse, succeed, type Result } from '@/lib/result'

import { QUARANTINE_DAYS } from './options'
import { RETENTION_KINDS, retentionKind, type RetentionKindKey } from './rules'

/** How many records the card lists (the count covers all of them). */
const QUARANTINE_LIST_SIZE = 20
const DAY_MS = 24 * 60 * 60_000

type QuarantinedRecord = { kind: RetentionKindKey; collection: string; label: string; id: number; name: string; erasedOn: Date }

export type QuarantineFigures = { total: number; list: QuarantinedRecord[] }

const timeOf = (value: unknown) => new Date(value instanceof Date ? value : String(value))

/** Every kind's records set aside: how many, and those to be erased first. */
export async function loadQuarantine(payload: Payload): Promise<QuarantineFigures> {
  const query = rawQuery(payload)
  let total = 0
  const list: QuarantinedRecord[] = []
  for (const kind of RETENTION_KINDS) {
    const [count] = await query(`SELECT COUNT(*) AS n FROM ${kind.table} WHERE quarantined_at IS NOT NULL`, [])
    const n = Number(count?.n ?? 0)
    total += n
    if (!n) continue
    const rows = await query(
      `SELECT x.id, ${kind.name} AS name, x.quarantined_at FROM ${kind.table} x WHERE x.quarantined_at IS NOT NULL ORDER BY x.quarantined_at, x.id LIMIT ${QUARANTINE_LIST_SIZE}`,
      [],
    )
    for (const row of rows)
      list.push({
        kind: kind.key,
        collection: kind.collection,
        label: kind.label,
        id: Number(row.id),
        name: (typeof row.name === 'string' && row.name) || `${kind.label} ${Number(row.id)}`,
        erasedOn: new Date(timeOf(row.quarantined_at).getTime() + QUARANTINE_DAYS * DAY_MS),
      })
  }
  list.sort((a, b) => a.erasedOn.getTime() - b.erasedOn.getTime() || a.id - b.id)
  return { total, list: list.slice(0, QUARANTINE_LIST_SIZE) }
}

/** Brings a record set aside back: visible again, and kept for the full time from now. */
export async function restoreRecord(req: PayloadRequest, kindKey: string, id: number): Promise<Result<{ restored: boolean }>> {
  const kind = retentionKind(kindKey)
  if (!kind) return refuse({ status: 400, error: 'validation_error', msg: 'Choose a candidate or a lead to restore.' })
  const doc = await req.payload
    .findByID({
      collection: kind.collection,
      id,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
      select: { quarantinedAt: true },
    })
    .catch(() => null)
  if (!doc)
    return refuse({ status: 404, error: 'not_found', msg: `This ${kind.label.toLowerCase()} no longer exists: it may have been erased.` })
  if (!(doc as { quarantinedAt?: unknown }).quarantinedAt) return succeed({ restored: false })
  await req.payload.update({ collection: kind.collection, id, data: { quarantinedAt: null }, overrideAccess: true, depth: 0, req })
  return succeed({ restored: true })
}
