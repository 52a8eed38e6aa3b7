// The prepared-statement cache under Payload's SQLite driver (src/lib/sqliteStatementCache.ts), on real SQLite files
// through the same driver (@libsql/client) Payload uses: answers stay right while statements are reused, a schema
// change is seen at once, and each connection keeps its own.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import Database from 'libsql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cacheSqliteStatements } from '@/lib/sqliteStatementCache'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statement-cache-'))
const file = (name: string) => path.join(dir, `${name}.db`)

beforeAll(() => cacheSqliteStatements(3))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('prepared statements are kept per connection', () => {
  it('gives the same prepared statement for the same SQL, and its columns are read once', () => {
    const db = new Database(file('same'))
    db.exec('CREATE TABLE leads (id INTEGER PRIMARY KEY, name TEXT)')
    const first = db.prepare('SELECT id, name FROM leads WHERE id = ?')
    expect(db.prepare('SELECT id, name FROM leads WHERE id = ?')).toBe(first)
    expect(first.columns()).toBe(first.columns())
    expect(first.columns().map((column) => column.name)).toEqual(['id', 'name'])
    expect(db.prepare('SELECT name FROM leads')).not.toBe(first)
    db.close()
  })

  it('keeps only the most recently used statements (here 3)', () => {
    const db = new Database(file('bounded'))
    const statements = ['SELECT 1', 'SELECT 2', 'SELECT 3'].map((sql) => db.prepare(sql))
    db.prepare('SELECT 1') // used again: now the most recent
    db.prepare('SELECT 4') // the least recent, SELECT 2, makes room
    expect(db.prepare('SELECT 1')).toBe(statements[0])
    expect(db.prepare('SELECT 3')).toBe(statements[2])
    expect(db.prepare('SELECT 2')).not.toBe(statements[1])
    db.close()
  })

  it('answers every repeated query right through the driver: inserts, reads, changes and errors', async () => {
    const client = createClient({ url: `file:${file('driver')}` })
    await client.execute('CREATE TABLE leads (id INTEGER PRIMARY KEY, name TEXT NOT NULL, state TEXT)')
    for (let index = 1; index <= 20; index += 1) {
      const inserted = await client.execute({
        sql: 'INSERT INTO leads (name, state) VALUES (?, ?) RETURNING id',
        args: [`Visitor ${index}`, 'pending'],
      })
      expect(Number(inserted.rows[0].id)).toBe(index)
    }
    const updated = await client.execute({ sql: "UPDATE leads SET state = 'sent' WHERE id <= ?", args: [5] })
    expect(updated.rowsAffected).toBe(5)
    const again = await client.execute({ sql: "UPDATE leads SET state = 'sent' WHERE id <= ?", args: [7] })
    expect(again.rowsAffected).toBe(7)
    const sent = await client.execute({ sql: 'SELECT count(*) AS n FROM leads WHERE state = ?', args: ['sent'] })
    expect(Number(sent.rows[0].n)).toBe(7)
    const read = await client.execute({ sql: 'SELECT name FROM leads WHERE id = ?', args: [12] })
    expect(read.rows[0].name).toBe('Visitor 12')
    expect((await client.execute({ sql: 'SELECT name FROM leads WHERE id = ?', args: [13] })).rows[0].name).toBe('Visitor 13')
    // A failed run leaves the statement usable for the next one.
    await expect(client.execute({ sql: 'INSERT INTO leads (name) VALUES (?)', args: [null] })).rejects.toThrow(/NOT NULL/)
    await client.execute({ sql: 'INSERT INTO leads (name) VALUES (?)', args: ['After the error'] })
    expect(Number((await client.execute('SELECT count(*) AS n FROM leads')).rows[0].n)).toBe(21)
    client.close()
  })

  it('sees a schema change at once: a migration adds a column, the next read returns it', async () => {
    const client = createClient({ url: `file:${file('schema')}` })
    await client.execute('CREATE TABLE leads (id INTEGER PRIMARY KEY, name TEXT)')
    await client.execute({ sql: 'INSERT INTO leads (name) VALUES (?)', args: ['Asha'] })
    const before = await client.execute('SELECT * FROM leads')
    expect(before.columns).toEqual(['id', 'name'])
    await client.execute("ALTER TABLE leads ADD COLUMN source TEXT DEFAULT 'contact'")
    const after = await client.execute('SELECT * FROM leads')
    expect(after.columns).toEqual(['id', 'name', 'source'])
    expect(after.rows[0].source).toBe('contact')
    // The same through a multi-statement script (migrations).
    await client.executeMultiple("ALTER TABLE leads ADD COLUMN city TEXT; UPDATE leads SET city = 'Pune';")
    const latest = await client.execute('SELECT * FROM leads')
    expect(latest.columns).toEqual(['id', 'name', 'source', 'city'])
    expect(latest.rows[0].city).toBe('Pune')
    client.close()
  })

  it('keeps statements to their own connection: after a close, a new connection prepares its own and reads every write', async () => {
    const url = file('reopen')
    const client = createClient({ url: `file:${url}` })
    await client.execute('PRAGMA journal_mode = WAL')
    await client.execute('CREATE TABLE leads (id INTEGER PRIMARY KEY, name TEXT)')
    for (let index = 0; index < 50; index += 1)
      await client.execute({ sql: 'INSERT INTO leads (name) VALUES (?)', args: [`Lead ${index}`] })
    client.close()
    const first = new Database(url)
    const count = first.prepare('SELECT count(*) AS n FROM leads')
    expect(count.get()).toEqual({ n: 50 })
    first.close()
    const second = new Database(url)
    const again = second.prepare('SELECT count(*) AS n FROM leads')
    expect(again).not.toBe(count)
    expect(again.get()).toEqual({ n: 50 })
    second.close()
  })
})
