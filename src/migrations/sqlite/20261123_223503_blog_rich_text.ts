import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { blogBodyColumns, bodyToEditorJson, bodyToText, type BodyRow } from '../blogBodies'

// A blog post's body becomes Lexical rich text. SQLite keeps it in the same text column (as JSON), so the
// schema is unchanged and only the rows are converted: "§ " text -> the editor's JSON, and back on down.
async function convert(db: MigrateUpArgs['db'], toValue: (value: unknown) => string | null) {
  for (const { table, column } of blogBodyColumns) {
    const rows = await db.all<BodyRow>(sql`SELECT "id", ${sql.identifier(column)} AS "body" FROM ${sql.identifier(table)}`)
    for (const row of rows) {
      await db.run(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${toValue(row.body)} WHERE "id" = ${row.id}`)
    }
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await convert(db, bodyToEditorJson)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await convert(db, bodyToText)
}
