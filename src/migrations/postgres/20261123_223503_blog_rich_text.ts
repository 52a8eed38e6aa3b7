import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { blogBodyColumns, bodyToEditorJson, bodyToText, type BodyRow } from '../blogBodies'

// A blog post's body becomes Lexical rich text (jsonb); each stored "§ " text is read first, the column's type
// changes with the old values cleared, and every row is written back converted. Down does the reverse.
async function convert(db: MigrateUpArgs['db'], type: 'jsonb' | 'varchar', toValue: (value: unknown) => string | null) {
  for (const { table, column } of blogBodyColumns) {
    const { rows } = await db.execute<BodyRow>(sql`SELECT "id", ${sql.identifier(column)} AS "body" FROM ${sql.identifier(table)}`)
    await db.execute(sql`ALTER TABLE ${sql.identifier(table)} ALTER COLUMN ${sql.identifier(column)} SET DATA TYPE ${sql.raw(type)} USING NULL`)
    for (const row of rows) {
      const value = toValue(row.body)
      if (value === null) continue
      const cast = type === 'jsonb' ? sql`${value}::jsonb` : sql`${value}`
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${cast} WHERE "id" = ${row.id}`)
    }
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await convert(db, 'jsonb', bodyToEditorJson)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await convert(db, 'varchar', bodyToText)
}
