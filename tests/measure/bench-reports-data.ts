// The reports benchmark's data (bench:reports, docs/benchmarks.md): leads, talent applications with their stage moves,
// roles, clients, candidates, placements and job alerts written straight into a fresh database in batches, spread over
// the last year, with campaign fields and first replies. Figures, not tests.
type Query = (text: string, params: unknown[]) => Promise<unknown>

const DAY = 86_400_000
const HOUR = 3_600_000
const BATCH = 500

const SOURCES = [
  ['google', 'cpc', 'brand'],
  ['linkedin', 'social', 'hiring-drive'],
  ['newsletter', 'email', 'monthly'],
  ['indeed', 'job-feed', 'open-roles'],
  ['job-alert', 'email', 'job-alert-daily'],
  ['job-alert', 'email', 'job-alert-weekly'],
  [null, null, null],
  [null, null, null],
] as const

/** Inserts `count` rows of `columns`, the values of row i from `values(i)`, in batches. */
async function insertRows(query: Query, table: string, columns: string[], count: number, values: (i: number) => unknown[]) {
  for (let start = 0; start < count; start += BATCH) {
    const params: unknown[] = []
    const rows: string[] = []
    for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
      rows.push(
        `(${values(i)
          .map((value) => `$${params.push(value)}`)
          .join(', ')})`,
      )
    }
    await query(`INSERT INTO ${table} (${columns.map((column) => `"${column}"`).join(', ')}) VALUES ${rows.join(', ')}`, params)
  }
}

const iso = (ms: number) => new Date(ms).toISOString()

/** A stage walk of `moves` moves: forward mostly, sometimes back a step, ending at Placed or Rejected now and then. */
function stageWalk(i: number, moves: number): string[] {
  const funnel = ['applied', 'screening', 'interview', 'offer', 'placed']
  const walk = ['applied']
  let at = 0
  for (let m = 0; m < moves; m += 1) {
    const step = (i * 31 + m * 17) % 7
    if (at === 4) at = 3
    else if (step < 4 && at < 3) at += 1
    else if (step < 6 && at > 1) at -= 1
    else at = Math.min(at + 1, 4)
    walk.push(funnel[at])
  }
  if (walk[walk.length - 1] === walk[walk.length - 2]) walk[walk.length - 1] = 'rejected'
  return walk
}

export async function fillReportsBench(
  query: Query,
  {
    staffId,
    leads,
    applications,
    movesPerApplication,
    days,
  }: { staffId: number | null; leads: number; applications: number; movesPerApplication: number; days: number },
) {
  const now = Date.now()
  const spread = (i: number) => now - ((i * 7919) % (days * 86_400)) * 1000
  const campaign = (i: number) => SOURCES[i % SOURCES.length]

  const leadKinds = [
    {
      table: 'contact_messages',
      columns: ['full_name', 'email_address', 'inquiry_type', 'message'],
      values: (i: number) => [`Bench ${i}`, `bench-${i}@example.in`, 'General', 'Bench'],
    },
    { table: 'support_requests', columns: ['email', 'conversation'], values: (i: number) => [`care-${i}@example.in`, '[]'] },
    { table: 'subscribers', columns: ['email'], values: (i: number) => [`reader-${i}@example.in`] },
  ]
  for (const [k, kind] of leadKinds.entries()) {
    const count = Math.round(leads / leadKinds.length)
    await insertRows(
      query,
      kind.table,
      [...kind.columns, 'status', 'spam', 'first_reply_at', 'utm_source', 'utm_medium', 'utm_campaign', 'created_at', 'updated_at'],
      count,
      (i) => {
        const n = i * 3 + k
        const created = spread(n)
        const reply = i % 3 === 0 || kind.table === 'subscribers' ? null : iso(created + ((n * 13) % 72) * HOUR)
        return [...kind.values(n), 'new', n % 50 === 0, reply, ...campaign(n), iso(created), iso(created)]
      },
    )
  }

  const roles = 200
  const [category] = (await query('SELECT id FROM categories ORDER BY id LIMIT 1', [])) as { id: number }[]
  await insertRows(
    query,
    'openings',
    [
      'slug',
      'status',
      'date_posted',
      'opened_at',
      'valid_through',
      'category_id',
      'employment_type',
      'work_mode',
      'experience_min',
      'client_kind',
      'created_at',
      'updated_at',
    ],
    roles,
    (i) => {
      const opened = now - (days - (i % days)) * DAY
      return [
        `bench-role-${i}`,
        'closed',
        iso(opened),
        iso(opened),
        iso(now - DAY),
        category.id,
        'full-time',
        'on-site',
        0,
        'agency',
        iso(opened),
        iso(opened),
      ]
    },
  )
  const [firstRole] = (await query("SELECT MIN(id) AS id FROM openings WHERE slug LIKE 'bench-role-%'", [])) as { id: number }[]
  const roleOf = (i: number) => Number(firstRole.id) + (i % roles)
  // A role's title, summary and description are per language (docs/decisions/languages.md, "Role content"): English.
  await insertRows(query, 'openings_locales', ['_parent_id', '_locale', 'title', 'summary', 'description'], roles, (i) => [
    roleOf(i),
    'en',
    `Bench role ${i}`,
    'Bench',
    '{}',
  ])

  const [lastApplication] = (await query('SELECT COALESCE(MAX(id), 0) AS id FROM talent_applications', [])) as { id: number }[]
  const firstApplication = Number(lastApplication.id) + 1
  const walks = Array.from({ length: applications }, (_, i) => stageWalk(i, movesPerApplication))
  await insertRows(
    query,
    'talent_applications',
    [
      'id',
      'source',
      'first_name',
      'last_name',
      'email',
      'opening_id',
      'stage',
      'status',
      'spam',
      'first_reply_at',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'created_at',
      'updated_at',
    ],
    applications,
    (i) => {
      const created = spread(i * 5 + 1)
      const walk = walks[i]
      return [
        firstApplication + i,
        'applied',
        'Bench',
        `Applicant ${i}`,
        `applicant-${i}@example.in`,
        roleOf(i),
        walk[walk.length - 1],
        'in-progress',
        i % 60 === 0,
        i % 4 === 0 ? null : iso(created + ((i * 7) % 48) * HOUR),
        ...campaign(i),
        iso(created),
        iso(created),
      ]
    },
  )
  const moves = applications * movesPerApplication
  // Each move with the time the stage it leaves began (the move before, or the application's arrival), as the hook writes it.
  const moveAt = (i: number, m: number) => {
    const created = spread(i * 5 + 1)
    return m < 0 ? created : Math.min(now, created + (m + 1) * ((i % 5) + 1) * 0.7 * DAY)
  }
  await insertRows(
    query,
    'talent_applications_stage_history',
    ['_order', '_parent_id', 'id', 'from', 'to', 'at', 'since', 'by'],
    moves,
    (j) => {
      const i = Math.floor(j / movesPerApplication)
      const m = j % movesPerApplication
      return [
        m + 1,
        firstApplication + i,
        `bench-${i}-${m}`,
        walks[i][m],
        walks[i][m + 1],
        iso(moveAt(i, m)),
        iso(moveAt(i, m - 1)),
        'Bench',
      ]
    },
  )

  await insertRows(query, 'client_companies', ['name', 'status'], 50, (i) => [`Bench client ${i}`, 'active'])
  const [firstClient] = (await query("SELECT MIN(id) AS id FROM client_companies WHERE name LIKE 'Bench client %'", [])) as { id: number }[]
  await insertRows(query, 'candidates', ['name', 'email'], 1000, (i) => [`Bench candidate ${i}`, `candidate-${i}@example.in`])
  const [firstCandidate] = (await query("SELECT MIN(id) AS id FROM candidates WHERE email LIKE 'candidate-%@example.in'", [])) as {
    id: number
  }[]
  const placed = walks.flatMap((walk, i) => (walk[walk.length - 1] === 'placed' ? [i] : []))
  await insertRows(
    query,
    'placements',
    ['title', 'candidate_id', 'application_id', 'client_id', 'recruiter_id', 'joining_date', 'fee_amount', 'invoice_status'],
    placed.length,
    (p) => {
      const i = placed[p]
      return [
        `Bench placement ${p}`,
        Number(firstCandidate.id) + (p % 1000),
        firstApplication + i,
        Number(firstClient.id) + (p % 50),
        staffId,
        iso(Math.min(now, spread(i * 5 + 1) + 30 * DAY)),
        50_000 + (p % 7) * 10_000,
        'to-invoice',
      ]
    },
  )

  await insertRows(
    query,
    'job_alerts',
    ['email', 'state', 'frequency', 'spam', 'confirmed_at', 'utm_source', 'created_at', 'updated_at'],
    5000,
    (i) => {
      const created = spread(i * 11 + 3)
      return [
        `alert-${i}@example.in`,
        i % 3 === 0 ? 'pending' : 'confirmed',
        i % 2 === 0 ? 'daily' : 'weekly',
        false,
        i % 3 === 0 ? null : iso(created + HOUR),
        null,
        iso(created),
        iso(created),
      ]
    },
  )
  return { leads, applications, moves, placements: placed.length }
}
