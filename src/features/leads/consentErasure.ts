// Erasure and the consent log (docs/decisions/privacy.md, "Erasure"): the entries stay, as the proof of what the
// person agreed to and withdrew, but without who they were. The address becomes a one-way hash of it (the agency can
// still answer "did you erase x@example.com?" by hashing the address it is asked about), and the links to the
// candidate and the account, the client address and the staff note go. Purpose, granted, client, notice version,
// language, channel and time are kept.
import { createHash } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { rawQueryFor } from '@/lib/rawQuery'

/** What an erased person's address becomes in the consent log: a valid address that names nobody. */
const erasedAddress = (email: string) =>
  `erased-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}@erased.invalid`

/** Reduces every consent entry of the address, the candidate or the member to what proving the erasure needs. */
export async function reduceConsents(
  req: PayloadRequest,
  person: { email?: string | null; candidate?: number | string | null; member?: number | string | null },
): Promise<void> {
  const query = await rawQueryFor(req)
  const params: unknown[] = []
  const match: string[] = []
  const add = (sql: string, value: unknown) => {
    params.push(value)
    match.push(`${sql} = $${params.length}`)
  }
  if (person.email) add('email', person.email.trim().toLowerCase())
  if (person.candidate != null) add('candidate_id', Number(person.candidate))
  if (person.member != null) add('member_id', person.member)
  if (!match.length) return
  const rows = await query(`SELECT id, email FROM consents WHERE ${match.join(' OR ')}`, params)
  const byAddress = new Map<string, number[]>()
  for (const row of rows) {
    const email = String(row.email)
    if (email.endsWith('@erased.invalid')) continue
    byAddress.set(email, [...(byAddress.get(email) ?? []), Number(row.id)])
  }
  for (const [email, ids] of byAddress) {
    await query(
      `UPDATE consents SET email = $1, candidate_id = NULL, member_id = NULL, ip = NULL, note = NULL WHERE id IN (${ids.map((_, index) => `$${index + 2}`).join(', ')})`,
      [erasedAddress(email), ...ids],
    )
  }
}
