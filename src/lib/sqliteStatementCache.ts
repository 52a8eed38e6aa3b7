// Payload's SQLite driver (@libsql/client 0.14) prepares every statement anew for each query and then asks for its
// column list twice: SQLite parses the SQL and plans it each time. On a lead's POST that was about a sixth of the
// instance's CPU (`npm run bench:leads`, docs/decisions/platform.md, "SQLite writes"). This keeps the most recently used statements of each
// connection prepared, as better-sqlite3 applications do by hand:
// - A cached statement is reused only after its last run finished: the driver runs each one to completion at once
//   (`all()` or `run()`, synchronously), so two uses never overlap.
// - The driver sets the same modes on it before each run (`safeIntegers`, `raw`), so a reused statement behaves as a
//   new one. SQLite itself prepares a statement again if the schema changed since; the remembered column list is
//   dropped with the whole cache whenever SQL that can change the schema runs on the connection. The site changes its
//   schema only through its migrations, on its own connection at start-up (one process owns the SQLite file).
// - Closing a connection (the end of a transaction's connection, shutdown) empties its cache first.
import Database from 'libsql'

import { SQLITE_STATEMENT_CACHE_SIZE } from './constants'

type Statement = Database.Statement
type Columns = Database.ColumnDefinition[]

const CACHE = Symbol('preparedStatements')
const INSTALLED = Symbol.for('agency.sqliteStatementCache')

type CachingDatabase = Database.Database & { [CACHE]?: Map<string, Statement> }

/** The connection methods this replaces, as plain functions of the connection. */
type ConnectionMethods = {
  prepare: (this: CachingDatabase, sql: string) => Statement
  exec: (this: CachingDatabase, sql: string) => CachingDatabase
  close: (this: CachingDatabase) => CachingDatabase
}

/** SQL that can change what a statement reads or returns: its cached plans and column lists are stale after it. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop|vacuum|attach|detach)\b/i

function clear(db: CachingDatabase) {
  db[CACHE]?.clear()
}

/** Installs the cache on every libsql connection of this process; the second call does nothing. */
export function cacheSqliteStatements(limit = SQLITE_STATEMENT_CACHE_SIZE) {
  const proto = Database.prototype as unknown as ConnectionMethods & Record<symbol, unknown>
  if (proto[INSTALLED]) return
  proto[INSTALLED] = true
  const { prepare, exec, close } = proto

  proto.prepare = function (sql) {
    if (SCHEMA_CHANGE.test(sql)) {
      clear(this)
      return prepare.call(this, sql)
    }
    const cache = (this[CACHE] ??= new Map<string, Statement>())
    const cached = cache.get(sql)
    if (cached) {
      // Most recently used last: the first key is the one to drop.
      cache.delete(sql)
      cache.set(sql, cached)
      return cached
    }
    const statement = prepare.call(this, sql)
    const readColumns = statement.columns.bind(statement)
    let columns: Columns | undefined
    statement.columns = () => (columns ??= readColumns())
    cache.set(sql, statement)
    const oldest = cache.keys().next()
    if (cache.size > limit && !oldest.done) cache.delete(oldest.value)
    return statement
  }

  // `exec` runs any SQL text (migrations' multi-statement scripts): whatever it changed, the cache starts over.
  proto.exec = function (sql) {
    clear(this)
    return exec.call(this, sql)
  }

  proto.close = function () {
    clear(this)
    return close.call(this)
  }
}
