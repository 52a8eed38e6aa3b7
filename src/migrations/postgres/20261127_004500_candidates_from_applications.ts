import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { attachExistingApplications, type Query, type Row } from '../candidatesFromApplications'

// Every existing talent application attached to a candidate, its resume a row of `resumes`
// (src/migrations/candidatesFromApplications.ts; docs/decisions/talent-pool.md).
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const query: Query = async (text, params) => {
    const parts = text.split('?')
    const strings = Object.assign([...parts], { raw: [...parts] }) as unknown as TemplateStringsArray
    const result = await db.execute(sql(strings, ...params))
    return result.rows as Row[]
  }
  const { created, attached, resumes } = await attachExistingApplications(query)
  payload.logger.info(`talent pool: ${attached} applications attached to candidates (${created} new), ${resumes} resumes recorded`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`UPDATE talent_applications SET candidate_id = NULL`)
  await db.execute(sql`DELETE FROM resumes`)
  await db.execute(sql`DELETE FROM candidates`)
}
