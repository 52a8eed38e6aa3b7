// Realistic content and leads at scale, written straight into a seeded app database (SQLite or PostgreSQL) with a
// few INSERT … SELECT statements over a generated series: thousands of rows a second, no Payload hooks. For the scale
// benchmark (scripts/bench-scale.mjs) and tests/integration/scale.test.ts. Statements use `?` placeholders; run()
// turns them into `$n` for PostgreSQL.

/** A database client for either dialect: `run(sql, params)` answers the rows. */
export async function openDatabase(databaseUrl) {
  if (databaseUrl.startsWith('postgres')) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    return {
      postgres: true,
      async run(sql, params = []) {
        let index = 0
        return (
          await client.query(
            sql.replace(/\?/g, () => `$${++index}`),
            params,
          )
        ).rows
      },
      close: () => client.end(),
    }
  }
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: databaseUrl })
  return {
    postgres: false,
    async run(sql, params = []) {
      const { rows, columns } = await client.execute({ sql, args: params })
      return rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index]])))
    },
    close: () => client.close(),
  }
}

const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'internship', 'micro-internship', 'gig']
const WORK_MODES = ['on-site', 'hybrid', 'remote']
const AREAS = ['Baner', 'Hinjewadi', 'Kharadi', 'Viman Nagar', 'Aundh', 'Magarpatta', 'Wakad', 'Kothrud']
const SKILLS = ['React', 'TypeScript', 'Node.js', 'SQL', 'Power BI', 'Excel', 'Figma', 'Python', 'Marathi', 'Tally', 'Java', 'AWS']
const WORDS = ['hiring', 'contract', 'intern', 'startup', 'pune', 'remote', 'salary', 'interview', 'resume', 'payroll', 'gig', 'team']

/** SQL picking the i-th (1-based row number `i`) value of a list, cycling: CASE on i % n. */
export const pick = (list, expression = 'i', cast = null, postgres = false) => {
  const cases = list.map((value, index) => `WHEN ${index} THEN '${value.replace(/'/g, "''")}'`).join(' ')
  const sql = `(CASE (${expression}) % ${list.length} ${cases} END)`
  return postgres && cast ? `CAST(${sql} AS ${cast})` : sql
}

export const series = (count) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${Math.floor(Number(count))})`

/** `at` (an ISO time parameter) minus `minutes` (an SQL expression), as the column's type wants it. */
export const minutesBefore = (postgres, minutes) =>
  postgres
    ? `(CAST(? AS timestamptz) - (${minutes}) * interval '1 minute')`
    : `strftime('%Y-%m-%dT%H:%M:%fZ', ?, '-' || (${minutes}) || ' minutes')`
const minutesAfter = (postgres, minutes) =>
  postgres
    ? `(CAST(? AS timestamptz) + (${minutes}) * interval '1 minute')`
    : `strftime('%Y-%m-%dT%H:%M:%fZ', ?, '+' || (${minutes}) || ' minutes')`

const paragraph = (text) =>
  JSON.stringify({
    root: {
      type: 'root',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      children: [
        {
          type: 'paragraph',
          direction: 'ltr',
          format: '',
          indent: 0,
          version: 1,
          children: [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  })

/**
 * `count` roles with slugs `<tag>-<n>`, the n-th posted n minutes before `now`, open until 60 days after it (or closed,
 * for every `closedEvery`-th), across the seeded pillars, each with three skills. Answers the number of roles added.
 */
export async function insertRoles(db, tag, count, { now = new Date(), closedEvery = 0 } = {}) {
  const { postgres } = db
  const categories = (await db.run('SELECT id FROM categories ORDER BY id')).map((row) => Number(row.id))
  if (!categories.length) throw new Error('no categories: start the server once to seed the database')
  const at = now.toISOString()
  const status = closedEvery > 0 ? `(CASE WHEN i % ${closedEvery} = 0 THEN 'closed' ELSE 'open' END)` : `'open'`
  await db.run(
    `INSERT INTO openings (slug, status, date_posted, valid_through, category_id, employment_type, work_mode, area,
       experience_min, experience_max, salary_min, salary_max, salary_unit, client_kind, created_at, updated_at)
     ${series(count)}
     SELECT CAST(? AS text) || '-' || i, ${postgres ? `CAST(${status} AS enum_openings_status)` : status},
       ${minutesBefore(postgres, 'i')}, ${minutesAfter(postgres, '60 * 24 * 60')},
       ${pick(categories.map(String), 'i')}${postgres ? '::int' : ''},
       ${pick(EMPLOYMENT_TYPES, 'i', 'enum_openings_employment_type', postgres)}, ${pick(WORK_MODES, 'i / 6', 'enum_openings_work_mode', postgres)},
       ${pick(AREAS, 'i / 3')}, i % 5, i % 5 + 3, 25000 + (i % 10) * 5000, 45000 + (i % 10) * 5000, 'month',
       'agency', ${minutesBefore(postgres, 'i')}, ${minutesBefore(postgres, 'i')}
     FROM n`,
    [tag, at, at, at, at],
  )
  // A role's title, summary and description are per language (docs/decisions/languages.md, "Role content"): English.
  await db.run(
    `INSERT INTO openings_locales (title, summary, description, _locale, _parent_id)
     SELECT ${pick(['Frontend Developer', 'Data Analyst', 'Payroll Executive', 'Recruiter', 'Support Engineer', 'Sales Associate'], 'o.n')} || ' ' || o.n,
       'A role with a Pune startup: clear goals, a small team and a mentor from the first week. Number ' || o.n || '.',
       ${postgres ? 'CAST(? AS jsonb)' : '?'}, 'en', o.id
     FROM (SELECT id, CAST(substr(slug, length(CAST(? AS text)) + 2) AS integer) AS n FROM openings WHERE slug LIKE CAST(? AS text) || '-%') o`,
    [paragraph('Build and run things with a small team in Pune.'), tag, tag],
  )
  await db.run(
    `INSERT INTO openings_texts ("order", parent_id, path, text)
     SELECT k.k, o.id, 'skills', ${pick(SKILLS, 'o.id + k.k')}
     FROM openings o, (SELECT 1 AS k UNION ALL SELECT 2 UNION ALL SELECT 3) k
     WHERE o.slug LIKE CAST(? AS text) || '-%'`,
    [tag],
  )
  return count
}

/** Removes the roles insertRoles added under `tag` (their skills first: SQLite enforces no cascade here). */
export async function deleteRoles(db, tag) {
  await db.run(`DELETE FROM openings_texts WHERE parent_id IN (SELECT id FROM openings WHERE slug LIKE CAST(? AS text) || '-%')`, [tag])
  await db.run(`DELETE FROM openings_locales WHERE _parent_id IN (SELECT id FROM openings WHERE slug LIKE CAST(? AS text) || '-%')`, [tag])
  await db.run(`DELETE FROM openings WHERE slug LIKE CAST(? AS text) || '-%'`, [tag])
}

/** `count` published posts with slugs `<tag>-<n>`, each with two tags and a search text of common words. */
export async function insertPosts(db, tag, count, { now = new Date() } = {}) {
  const { postgres } = db
  const categories = (await db.run('SELECT id FROM blog_categories ORDER BY id')).map((row) => Number(row.id))
  if (!categories.length) throw new Error('no blog categories: start the server once to seed the database')
  const at = now.toISOString()
  const title = `'Notes from Pune hiring, part ' || i`
  const summary = `'What we learnt about ' || ${pick(WORDS)} || ' and ' || ${pick(WORDS, 'i / 12')} || ' this month.'`
  const body = 'Hiring in Pune: contracts, internships and gigs, and what a startup should ask in an interview.'
  await db.run(
    `INSERT INTO blogs (title, slug, summary, body, category_id, published_at, search_text, _status, created_at, updated_at)
     ${series(count)}
     SELECT ${title}, CAST(? AS text) || '-' || i, ${summary}, ${postgres ? 'CAST(? AS jsonb)' : '?'},
       ${pick(categories.map(String))}${postgres ? '::int' : ''}, ${minutesBefore(postgres, 'i * 60')},
       LOWER(${title} || ' ' || ${summary} || ' ' || CAST(? AS text)), ${postgres ? "CAST('published' AS enum_blogs_status)" : "'published'"},
       ${minutesBefore(postgres, 'i * 60')}, ${minutesBefore(postgres, 'i * 60')}
     FROM n`,
    [tag, paragraph(body), at, body, at, at],
  )
  await db.run(
    `INSERT INTO blogs_texts ("order", parent_id, path, text)
     SELECT k.k, b.id, 'tags', ${pick(WORDS, 'b.id + k.k')}
     FROM blogs b, (SELECT 1 AS k UNION ALL SELECT 2) k
     WHERE b.slug LIKE CAST(? AS text) || '-%'`,
    [tag],
  )
  return count
}

/** The five lead tables and what each needs besides the shared lead fields. */
const leadKinds = (postgres, ids) => {
  const e = (table, column, list, expression = 'i') => pick(list, expression, `enum_${table}_${column}`, postgres)
  return [
    {
      table: 'contact_messages',
      columns: 'full_name, email_address, inquiry_type, message',
      values: (tag) => [
        `'Visitor ' || i`,
        `CAST('${tag}' AS text) || '-c' || i || '@example.in'`,
        e('contact_messages', 'inquiry_type', ['General', 'Careers', 'Business Inquiry', 'Support']),
        `'Hello, we are hiring in Pune; message ' || i`,
      ],
    },
    {
      table: 'team_up_requests',
      columns: 'main_category_id, sub_category_id, company_name, first_name, last_name, email, phone, description',
      values: (tag) => [
        String(ids.mainCategory),
        String(ids.subCategory),
        `'Startup ' || i || ' Pvt Ltd'`,
        `'Asha'`,
        `'Patil ' || i`,
        `CAST('${tag}' AS text) || '-t' || i || '@example.in'`,
        `'+91 98220 ' || (10000 + i % 89999)`,
        `'We need two contract developers for three months.'`,
      ],
    },
    {
      table: 'talent_applications',
      columns: 'member_id, consent_at, first_name, last_name, email, phone, location, anything_else, resume_file, consent_version',
      values: (tag) => [
        String(ids.member),
        postgres ? 'now()' : `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
        `'Sana'`,
        `'Kulkarni ' || i`,
        `CAST('${tag}' AS text) || '-a' || i || '@example.in'`,
        `'+91 98220 33445'`,
        `'Aundh, Pune'`,
        `'Two years of React.'`,
        `'bulk-resume-' || i || '.pdf'`,
        `'2026-01'`,
      ],
    },
    {
      table: 'support_requests',
      columns: 'email, page, conversation',
      values: (tag) => [`CAST('${tag}' AS text) || '-s' || i || '@example.in'`, `'/jobs'`, `'Visitor: how do I apply for a role'`],
    },
    {
      table: 'subscribers',
      columns: 'email, subscription, consent_version',
      values: (tag) => [
        `CAST('${tag}' AS text) || '-n' || i || '@example.in'`,
        e('subscribers', 'subscription', ['subscribed', 'pending', 'subscribed']),
        `'2026-01'`,
      ],
    },
  ]
}

/**
 * `total` leads spread over the five lead tables, received over the last `days` days (newest first), with realistic
 * mixes: statuses (half new, a quarter in progress, the rest won or closed), one in 50 spam, one in 3 assigned to
 * `assigneeId`, follow-up days around today, and first replies on the older ones. A member row is added for the
 * talent applications. Answers the rows per table.
 */
export async function insertLeads(db, tag, total, { now = new Date(), days = 365, assigneeId = null } = {}) {
  const { postgres } = db
  const [mainCategory] = await db.run('SELECT id FROM categories ORDER BY id LIMIT 1')
  const [subCategory] = await db.run('SELECT id FROM subpages ORDER BY id LIMIT 1')
  const memberEmail = `${tag}-member@example.in`
  const timeNow = postgres ? 'now()' : `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`
  await db.run(`INSERT INTO members (email, name, age, created_at, updated_at) VALUES (?, 'Bulk Member', 25, ${timeNow}, ${timeNow})`, [
    memberEmail,
  ])
  const [member] = await db.run('SELECT id FROM members WHERE email = ?', [memberEmail])
  const ids = {
    mainCategory: Number(mainCategory.id),
    subCategory: Number(subCategory.id),
    member: Number(member.id),
  }
  const kinds = leadKinds(postgres, ids)
  const per = Math.floor(total / kinds.length)
  const spacing = (days * 24 * 60) / Math.max(1, per)
  const at = now.toISOString()
  const counts = {}
  for (const kind of kinds) {
    const status = pick(
      ['new', 'new', 'in-progress', 'new', 'won-placed', 'in-progress', 'closed', 'new'],
      'i',
      `enum_${kind.table}_status`,
      postgres,
    )
    const received = minutesBefore(postgres, `CAST(i * ${spacing.toFixed(3)} AS integer)`)
    // Follow-up days from 10 days ago to 10 days ahead on one lead in four; a first reply a day later on older leads.
    const followUp = `CASE WHEN i % 4 = 0 THEN ${minutesAfter(postgres, '((i % 21) - 10) * 24 * 60')} END`
    const firstReply = `CASE WHEN i % 3 <> 0 AND i > 20 THEN ${minutesBefore(postgres, `CAST(i * ${spacing.toFixed(3)} AS integer) - 24 * 60`)} END`
    const assignee = assigneeId === null ? 'NULL' : `CASE WHEN i % 3 = 0 THEN ${Number(assigneeId)} END`
    const notify = postgres ? `CAST('sent' AS enum_${kind.table}_notify_state)` : `'sent'`
    await db.run(
      `INSERT INTO ${kind.table} (${kind.columns}, status, spam, notify_state, assignee_id, follow_up_on, first_reply_at, created_at, updated_at)
       ${series(per)}
       SELECT ${kind.values(tag).join(', ')}, ${status}, (i % 50 = 0), ${notify}, ${assignee}, ${followUp}, ${firstReply}, ${received}, ${received}
       FROM n`,
      [at, at, at, at],
    )
    counts[kind.table] = per
  }
  return counts
}
