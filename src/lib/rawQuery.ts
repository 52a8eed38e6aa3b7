// One SQL statement on the database adapter's own connection (the pg pool, or the SQLite client), for the few
// queries Payload's Local API cannot express: the mail worker's atomic claim, the staff inbox's union of lead tables.
// Write `$1`, `$2`… placeholders; on SQLite they become `?1`, `?2`… and booleans 0/1.
import type { Payload } from 'payload'
import type { Pool } from 'pg'

export type Row = Record<string, unknown>

type AdapterConnections = {
  pool?: Pool
  client?: { execute(statement: { sql: string; args: unknown[] }): Promise<{ rows: Row[] }> }
}

/** A time column as Payload gives it (ISO text): PostgreSQL's driver answers a Date, SQLite the stored ISO text. */
export const sqlTime = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value))

export const isPostgres = (payload: Payload) => Boolean((payload.db as unknown as AdapterConnections).pool)

export function rawQuery(payload: Payload): (text: string, params: unknown[]) => Promise<Row[]> {
  const db = payload.db as unknown as AdapterConnections
  if (db.pool) {
    const pool = db.pool
    return async (text, params) => (await pool.query<Row>(text, params)).rows
  }
  const client = db.client
  if (!client) throw new Error('raw queries need the PostgreSQL or SQLite adapter')
  return async (text, params) =>
    (
      await client.execute({
        sql: text.replace(/\$(\d+)/g, '?$1'),
        args: params.map((value) => (typeof value === 'boolean' ? Number(value) : value)),
      })
    ).rows
}
