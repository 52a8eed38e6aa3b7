// Every talent application stored before the talent pool existed is attached to a candidate by the rule new ones follow
// (features/candidates/attach.ts; docs/decisions/talent-pool.md, "Matching"): the same member account, else the same
// e-mail in any case, else the same phone number however typed, else a new candidate made from the person's first
// application (oldest first, so "how they first came" is their first application's). Each application's resume
// becomes a row of `resumes` waiting to be read. Written in SQL for both dialects and frozen with its migration (the
// collections may gain fields later; a migration must keep doing what it did when it ran). Applications that already
// have a candidate are left as they are, so running it again changes nothing.
import { normaliseEmail, normalisePhone } from '../features/candidates/phone'

export type Row = Record<string, unknown>

/** One statement with `?` placeholders, run on the migration's connection; answers the rows read. */
export type Query = (sql: string, params: unknown[]) => Promise<Row[]>

type Keys = { member: number | null; email: string | null; phone: string | null }

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value))

/** Answers how many candidates it created, how many applications it attached and how many resume rows it added. */
export async function attachExistingApplications(query: Query): Promise<{ created: number; attached: number; resumes: number }> {
  const byMember = new Map<number, number>()
  const byEmail = new Map<string, number>()
  const byPhone = new Map<string, number>()
  const mergedInto = new Map<number, number>()
  const known = (id: number, keys: Keys) => {
    if (keys.member !== null && !byMember.has(keys.member)) byMember.set(keys.member, id)
    if (keys.email && !byEmail.has(keys.email)) byEmail.set(keys.email, id)
    if (keys.phone && !byPhone.has(keys.phone)) byPhone.set(keys.phone, id)
  }
  const kept = (id: number) => {
    let current = id
    for (let hop = 0; hop < 10 && mergedInto.has(current); hop += 1) current = mergedInto.get(current)!
    return current
  }
  for (const row of await query('SELECT id, member_id, email, phone, merged_into_id FROM candidates ORDER BY created_at, id', [])) {
    const id = Number(row.id)
    if (row.merged_into_id !== null && row.merged_into_id !== undefined) mergedInto.set(id, Number(row.merged_into_id))
    known(id, { member: num(row.member_id), email: normaliseEmail(str(row.email)), phone: str(row.phone) })
  }

  const applications = await query(
    `SELECT id, first_name, last_name, email, phone, location, member_id, opening_id, resume_file, resume_name, resume_type,
            resume_size, created_at, source_page, utm_source, utm_medium, utm_campaign
       FROM talent_applications WHERE candidate_id IS NULL ORDER BY created_at, id`,
    [],
  )
  let created = 0
  let resumes = 0
  for (const application of applications) {
    const keys: Keys = {
      member: num(application.member_id),
      email: normaliseEmail(str(application.email)),
      phone: normalisePhone(str(application.phone)),
    }
    const found =
      (keys.member !== null ? byMember.get(keys.member) : undefined) ??
      (keys.email ? byEmail.get(keys.email) : undefined) ??
      (keys.phone ? byPhone.get(keys.phone) : undefined)
    let candidate: number
    if (found !== undefined) {
      candidate = kept(found)
      await query(
        'UPDATE candidates SET member_id = COALESCE(member_id, ?), email = COALESCE(email, ?), phone = COALESCE(phone, ?) WHERE id = ?',
        [keys.member, keys.email, keys.phone, candidate],
      )
    } else {
      const name = `${str(application.first_name) ?? ''} ${str(application.last_name) ?? ''}`.trim().slice(0, 200) || keys.email || 'Applicant'
      const [inserted] = await query(
        `INSERT INTO candidates (name, email, phone, location, member_id, source_kind, source_source_page, source_utm_source,
                                 source_utm_medium, source_utm_campaign, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [
          name,
          keys.email,
          keys.phone,
          str(application.location)?.slice(0, 200) ?? null,
          keys.member,
          application.opening_id === null || application.opening_id === undefined ? 'site-application' : 'role-application',
          str(application.source_page),
          str(application.utm_source),
          str(application.utm_medium),
          str(application.utm_campaign),
          application.created_at,
          application.created_at,
        ],
      )
      candidate = Number(inserted!.id)
      created += 1
    }
    known(candidate, keys)
    await query('UPDATE talent_applications SET candidate_id = ? WHERE id = ?', [candidate, application.id])
    const hasRow = (await query('SELECT id FROM resumes WHERE application_id = ?', [application.id])).length > 0
    if (str(application.resume_file) && !hasRow) {
      await query(
        `INSERT INTO resumes (candidate_id, application_id, file, file_name, file_type, file_size, received_at, text_status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
        [
          candidate,
          application.id,
          application.resume_file,
          str(application.resume_name)?.slice(0, 255) ?? null,
          str(application.resume_type),
          num(application.resume_size),
          application.created_at,
          application.created_at,
          application.created_at,
        ],
      )
      resumes += 1
    }
  }
  return { created, attached: applications.length, resumes }
}
