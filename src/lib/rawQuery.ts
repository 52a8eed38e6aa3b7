// One SQL statement on the database adapter's own connection (the pg pool, or the SQLite client), for the few
// queries Payload's Local API cannot express: the mail worker's atomic claim, the staff inbox's union of lead tables.
// Write `$1`, `$2`… placeholders; on SQLite they become `?1`, `?2`… and booleans 0/1.
import type { sql as drizzleSql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
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

type SQL = ReturnType<typeof drizzleSql.raw>

type PostgresSessions = { sessions?: Record<string, { db?: { execute(query: SQL): Promise<{ rows: Row[] }> } }> }

/**
 * `text` with `$n` placeholders as drizzle's SQL with bound values (each placeholder its own parameter). The adapter is
 * loaded when it is needed (it is, already, on PostgreSQL): importing it costs seconds that a SQLite site never needs.
 */
async function boundSql(text: string, params: unknown[]): Promise<SQL> {
  const { sql } = await import('@payloadcms/db-postgres')
  const chunks = text.split(/\$(\d+)/).map((piece, index) => (index % 2 === 0 ? sql.raw(piece) : sql`${params[Number(piece) - 1]}`))
  return sql.join(chunks)
}

/**
 * rawQuery inside `req`'s transaction when it has one (PostgreSQL): the query sees the transaction's own writes, and
 * a hook running in a transaction does not wait for a second connection of the pool.
 */
export async function rawQueryFor(req: PayloadRequest): Promise<(text: string, params: unknown[]) => Promise<Row[]>> {
  const transactionID = req.transactionID ? await req.transactionID : null
  const session = transactionID ? (req.payload.db as unknown as PostgresSessions).sessions?.[String(transactionID)]?.db : undefined
  if (session && isPostgres(req.payload)) return async (text, params) => (await session.execute(await boundSql(text, params))).rows
  return rawQuery(req.payload)
}

export type Statement = { text: string; params: unknown[] }

type SqliteBatch = { batch(statements: { sql: string; args: unknown[] }[], mode: 'write'): Promise<{ rowsAffected: number }[]> }

/**
 * Several statements as one transaction: all of them or none. Answers each statement's count of rows changed. On
 * SQLite it is one `batch` of the driver, run synchronously on its connection, so no other request's write can come
 * between the statements (and none waits on a lock this transaction holds while the event loop is busy elsewhere).
 */
export async function rawTransaction(payload: Payload, statements: Statement[]): Promise<number[]> {
  const db = payload.db as unknown as AdapterConnections
  if (db.pool) {
    const connection = await db.pool.connect()
    try {
      await connection.query('BEGIN')
      const counts: number[] = []
      for (const { text, params } of statements) counts.push((await connection.query(text, params)).rowCount ?? 0)
      await connection.query('COMMIT')
      return counts
    } catch (error) {
      await connection.query('ROLLBACK').catch(() => undefined)
      throw error
    } finally {
      connection.release()
    }
  }
  const client = db.client as unknown as SqliteBatch | undefined
  if (!client) throw new Error('raw queries need the PostgreSQL or SQLite adapter')
  const results = await client.batch(
    statements.map(({ text, params }) => ({
      sql: text.replace(/\$(\d+)/g, '?$1'),
      args: params.map((value) => (typeof value === 'boolean' ? Number(value) : value)),
    })),
    'write',
  )
  return results.map((result) => result.rowsAffected)
}
