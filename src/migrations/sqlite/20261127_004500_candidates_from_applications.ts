import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { attachExistingApplications, type Query } from '../candidatesFromApplications'

// Every existing talent application attached to a candidate, its resume a row of `resumes`
// (src/migrations/candidatesFromApplications.ts; docs/decisions/talent-pool.md).
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const query: Query = async (text, params) => {
    const parts = text.split('?')
    const strings = Object.assign([...parts], { raw: [...parts] }) as unknown as TemplateStringsArray
    const result = (await db.run(sql(strings, ...params))) as unknown as { rows: unknown[][]; columns: string[] }
    return result.rows.map((row) => Object.fromEntries(result.columns.map((column, index) => [column, row[index]])))
  }
  const { created, attached, resumes } = await attachExistingApplications(query)
  payload.logger.info(`talent pool: ${attached} applications attached to candidates (${created} new), ${resumes} resumes recorded`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE talent_applications SET candidate_id = NULL`)
  await db.run(sql`DELETE FROM resumes`)
  await db.run(sql`DELETE FROM candidates`)
}
