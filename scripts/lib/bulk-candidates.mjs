// A talent pool at scale, written straight into a migrated app database (SQLite or PostgreSQL) with a few INSERT …
// SELECT statements over a generated series, like scripts/lib/bulk-content.mjs: candidates with skills, tags, work
// modes and a resume text of about 400 words each (one in five has a second resume), and one application in two
// candidates at a stage, spread over two years. The search tables' triggers are dropped while loading, the tables
// filled in one pass (the migration's backfill) and the triggers created again. For the candidate search benchmark
// (scripts/bench-candidates.mjs).
import {
  candidateIndexStatements,
  postgresCandidateBackfillStatements,
  postgresCandidateTriggerStatements,
  postgresDropCandidateTriggerStatements,
  sqliteCandidateBackfillStatements,
  sqliteCandidateTriggerStatements,
  sqliteDropCandidateTriggerStatements,
} from '../../src/migrations/candidateSearch.ts'

import { minutesBefore, pick, series } from './bulk-content.mjs'

const FIRST = [
  'Meera',
  'Asha',
  'Rohan',
  'Sana',
  'Vikram',
  'Priya',
  'Arjun',
  'Neha',
  'Kiran',
  'Aditya',
  'Pooja',
  'Rahul',
  'Sneha',
  'Omkar',
  'Tanvi',
  'Imran',
  'Farah',
  'Devika',
  'Nikhil',
  'Ketaki',
  'Aniket',
  'Gauri',
  'Siddharth',
  'Ishaan',
  'Radhika',
  'Yash',
  'Manasi',
  'Harsh',
  'Ritu',
  'Zoya',
  'Chinmay',
]
const LAST = [
  'Kulkarni',
  'Patil',
  'Deshpande',
  'Joshi',
  'Shaikh',
  'Gokhale',
  'Pawar',
  'Jadhav',
  'Bhosale',
  'Kale',
  'Sathe',
  'Iyer',
  'Nair',
  'Reddy',
  'Khan',
  'Sharma',
  'Verma',
  'Mehta',
  'Shah',
  'Desai',
  'Chavan',
  'More',
  'Shinde',
  'Gupta',
  'Agarwal',
  'Menon',
  'Pillai',
  'Rao',
  'Bapat',
  'Ranade',
  'Apte',
  'Karve',
  'Thakur',
]
const AREAS = [
  'Baner, Pune',
  'Hinjewadi, Pune',
  'Kharadi, Pune',
  'Viman Nagar, Pune',
  'Aundh, Pune',
  'Magarpatta, Pune',
  'Wakad, Pune',
  'Kothrud, Pune',
  'Mumbai',
  'Bengaluru',
  'Hyderabad',
  'Nashik',
  'Nagpur',
  'Navi Mumbai',
  'Thane',
  'Chennai',
  'Gurugram',
]
const SKILLS = [
  'React',
  'TypeScript',
  'JavaScript',
  'Node.js',
  'SQL',
  'PostgreSQL',
  'Power BI',
  'Excel',
  'Figma',
  'Python',
  'Django',
  'Java',
  'Spring Boot',
  'AWS',
  'Azure',
  'Docker',
  'Kubernetes',
  'Go',
  'Kotlin',
  'Swift',
  'Android',
  'Flutter',
  'Angular',
  'Vue',
  'Next.js',
  'GraphQL',
  'MongoDB',
  'Redis',
  'Tally',
  'GST',
  'Payroll',
  'Recruitment',
  'Customer support',
  'Voice process',
  'Chat support',
  'Salesforce',
  'SAP FICO',
  'Accounts payable',
  'Accounts receivable',
  'Financial analysis',
  'Data analysis',
  'Machine learning',
  'Pandas',
  'Tableau',
  'Selenium',
  'Manual testing',
  'Jira',
  'Scrum',
  'Linux',
  'Networking',
  'C#',
  '.NET',
  'PHP',
  'Laravel',
  'WordPress',
  'SEO',
  'Content writing',
  'Marathi',
  'Hindi',
  'Operations',
  'Logistics',
  'Inventory',
  'Six Sigma',
]
const HEADLINES = [
  'Frontend developer',
  'Backend developer',
  'Full-stack developer',
  'Data analyst',
  'QA engineer',
  'DevOps engineer',
  'Android developer',
  'Payroll executive',
  'Accountant',
  'Customer support associate',
  'HR recruiter',
  'Operations executive',
  'Business analyst',
  'Product designer',
  'Sales associate',
  'Finance analyst',
  'Team lead, voice process',
  'Mobile developer',
  'Cloud engineer',
  'Data engineer',
]
const TAGS = ['shortlisted', 'referral', 'campus', 'returning', 'immediate joiner', 'night shift ok', 'relocation ok', 'senior']
const WORK_MODES = ['on-site', 'hybrid', 'remote']
const STAGES = ['applied', 'screening', 'interview', 'offer', 'placed', 'rejected', 'withdrawn']
const COMPANIES = [
  'Infosys',
  'Persistent Systems',
  'TCS',
  'Wipro',
  'Tech Mahindra',
  'KPIT',
  'Zensar',
  'Cognizant',
  'Accenture',
  'Capgemini',
  'Bajaj Finserv',
  'Barclays',
  'Mphasis',
  'Druva',
  'PubMatic',
  'Icertis',
  'FirstCry',
  'Pine Labs',
  'a Pune fintech startup',
  'a logistics startup',
  'an edtech company',
  'a BPO in Kharadi',
  'a CA firm in Deccan',
  'a manufacturing company in Chakan',
]
// Sentences a resume is made of: each uses the candidate's number in a few places so the texts differ.
const SENTENCES = [
  'Built and maintained customer-facing dashboards used by more than {n} people every day.',
  'Worked closely with product managers and designers to ship features every two weeks in an agile team.',
  'Reduced page load time by forty percent by profiling, caching and removing unused code.',
  'Wrote unit and integration tests and set up continuous integration pipelines for every service.',
  'Mentored two junior engineers and reviewed pull requests across three repositories.',
  'Handled inbound customer calls and chats in English, Hindi and Marathi with high satisfaction scores.',
  'Prepared monthly payroll for {n} employees including provident fund, ESI and professional tax.',
  'Reconciled bank statements, vendor ledgers and GST returns before every monthly close.',
  'Migrated a legacy monolith to microservices running on containers with automated deployments.',
  'Designed database schemas, wrote complex queries and tuned indexes for reporting workloads.',
  'Coordinated with warehouse teams to cut dispatch delays and keep inventory records accurate.',
  'Analysed sales data in spreadsheets and built weekly reports for the leadership team.',
  'Conducted interviews, screened resumes and closed {n} positions for technology clients.',
  'Automated manual regression testing and reported defects with clear reproduction steps.',
  'Published articles on the company blog about lessons learnt from production incidents.',
  'Led the onboarding of a fintech client, including data migration and user training sessions.',
  'Improved first call resolution by writing a knowledge base of answers for common questions.',
  'Implemented role-based access, audit logs and encryption to meet client security reviews.',
  'Presented quarterly results to stakeholders and proposed improvements that were adopted.',
  'Volunteered as a mentor at a coding club for college students in Pune on weekends.',
  'Certified in cloud fundamentals and completed a course on data structures and algorithms.',
  'Shifted to night shifts during a peak season to support customers in other time zones.',
  'Negotiated with vendors to reduce logistics costs while keeping delivery times the same.',
  'Created reusable interface components with accessibility checks and visual regression tests.',
  'Set up monitoring, alerts and runbooks so that incidents were resolved within an hour.',
  'Trained new joiners on tools, processes and the quality checklist of the team.',
  'Managed accounts payable and receivable for {n} vendors and clients with timely follow-ups.',
  'Built machine learning models to predict customer churn and explained them to business teams.',
  'Maintained a mobile application with offline support used by field sales staff across Maharashtra.',
  'Kept documentation current and wrote clear handover notes before every release.',
]

/** A resume text for the row `i`: about twenty sentences chosen by i, with the candidate's skills and employers. */
function resumeSql(i, seed) {
  const sentence = (k) =>
    `replace(${pick(SENTENCES, `${i} * ${7 + k} + ${k * 13} + ${seed}`)}, '{n}', CAST((${i} % 90 + ${k} + 10) AS text))`
  const parts = [
    `'Summary: ' || ${pick(HEADLINES, `${i} + ${seed}`)} || ' with experience at ' || ${pick(COMPANIES, `${i} * 3 + ${seed}`)} || ' and ' || ${pick(COMPANIES, `${i} * 5 + 1 + ${seed}`)} || '.'`,
    `'Skills: ' || ${pick(SKILLS, i)} || ', ' || ${pick(SKILLS, `${i} * 7 + 3`)} || ', ' || ${pick(SKILLS, `${i} * 11 + 5`)} || ', ' || ${pick(SKILLS, `${i} * 13 + 9 + ${seed}`)} || '.'`,
  ]
  for (let k = 0; k < 20; k++) parts.push(sentence(k))
  parts.push(`'Employee code EMP' || ${i} || '. References available on request.'`)
  return parts.join(` || ' ' || `)
}

/**
 * `count` candidates named from common Indian first names and surnames, their skills (four each from 64), a tag on
 * one in three, work modes, a resume each (a second on one in five), and an application for one in two (at a stage,
 * within the last two years). Owner: `assigneeId` on one in three. Answers the counts.
 */
async function insertCandidates(db, tag, count, { now = new Date(), assigneeId = null } = {}) {
  const { postgres } = db
  const at = now.toISOString()
  const spacing = (2 * 365 * 24 * 60) / Math.max(1, count)
  const added = minutesBefore(postgres, `CAST(i * ${spacing.toFixed(3)} AS integer)`)
  const owner = assigneeId === null ? 'NULL' : `CASE WHEN i % 3 = 0 THEN ${Number(assigneeId)} END`
  const [{ base }] = await db.run('SELECT COALESCE(MAX(id), 0) AS base FROM candidates')
  const first = Number(base)
  await db.run(
    `INSERT INTO candidates (id, name, email, phone, location, headline, years_experience, notice_days, assignee_id, source_kind, created_at, updated_at)
     ${series(count)}
     SELECT ${first} + i, ${pick(FIRST, 'i')} || ' ' || ${pick(LAST, 'i / 7')}, CAST(? AS text) || '-' || i || '@example.in',
       '+9198' || (10000000 + i), ${pick(AREAS, 'i / 3')}, ${pick(HEADLINES, 'i')} || ', ' || (i % 15) || ' years',
       i % 15, ${pick(['0', '15', '30', '60', '90'], 'i / 5')}${postgres ? '::int' : ''}, ${owner},
       ${pick(['site-application', 'role-application', 'staff-upload', 'import'], 'i', 'enum_candidates_source_kind', postgres)},
       ${added}, ${added}
     FROM n`,
    [tag, at, at],
  )
  // The ids were given: PostgreSQL's sequence must move past them for the next candidate the app adds.
  if (postgres) await db.run(`SELECT setval(pg_get_serial_sequence('candidates', 'id'), (SELECT MAX(id) FROM candidates))`)
  const mine = `c.id > ${first} AND c.id <= ${first + count}`
  await db.run(
    `INSERT INTO candidates_texts ("order", parent_id, path, text)
     SELECT k.k, c.id, 'skills', ${pick(SKILLS, `(c.id - ${first}) * (2 * k.k + 1) + k.k * 5`)}
     FROM candidates c, (SELECT 1 AS k UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4) k WHERE ${mine}`,
  )
  await db.run(
    `INSERT INTO candidates_texts ("order", parent_id, path, text)
     SELECT 1, c.id, 'tags', ${pick(TAGS, `c.id - ${first}`)} FROM candidates c WHERE ${mine} AND (c.id - ${first}) % 3 = 0`,
  )
  await db.run(
    `INSERT INTO candidates_work_modes ("order", parent_id, value)
     SELECT k.k, c.id, ${pick(WORK_MODES, `c.id - ${first} + k.k`, 'enum_candidates_work_modes', postgres)}
     FROM candidates c, (SELECT 1 AS k UNION ALL SELECT 2) k WHERE ${mine} AND (k.k = 1 OR (c.id - ${first}) % 2 = 0)`,
  )
  const textStatus = postgres ? `CAST('read' AS enum_resumes_text_status)` : `'read'`
  for (const [seed, every] of [
    [0, 1],
    [17, 5],
  ]) {
    await db.run(
      `INSERT INTO resumes (candidate_id, file_name, file_type, file_size, received_at, text_status, text, created_at, updated_at)
       SELECT c.id, 'resume-' || c.id || '.pdf', 'application/pdf', 120000, c.created_at, ${textStatus},
         ${resumeSql(`(c.id - ${first})`, seed)}, c.created_at, c.created_at
       FROM candidates c WHERE ${mine} AND (c.id - ${first}) % ${every} = 0`,
    )
  }
  // Applications: one candidate in two, at a stage, sent after the profile was added (within the last two years).
  const timeNow = postgres ? 'now()' : `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`
  const memberEmail = `${tag}-member@example.in`
  await db.run(`INSERT INTO members (email, name, age, created_at, updated_at) VALUES (?, 'Bulk Member', 25, ${timeNow}, ${timeNow})`, [
    memberEmail,
  ])
  const [member] = await db.run('SELECT id FROM members WHERE email = ?', [memberEmail])
  const applied = minutesBefore(postgres, `CAST((c.id - ${first}) * ${(spacing / 2).toFixed(3)} AS integer)`)
  await db.run(
    `INSERT INTO talent_applications (member_id, consent_at, first_name, last_name, email, phone, location, anything_else, resume_file,
       consent_version, status, spam, notify_state, stage, candidate_id, created_at, updated_at)
     SELECT ${Number(member.id)}, ${timeNow}, ${pick(FIRST, `c.id - ${first}`)}, ${pick(LAST, `(c.id - ${first}) / 7`)}, c.email, c.phone, c.location,
       'Applied through the site.', 'bulk-resume-' || c.id || '.pdf', '2026-01',
       ${postgres ? `CAST('new' AS enum_talent_applications_status)` : `'new'`}, false,
       ${postgres ? `CAST('sent' AS enum_talent_applications_notify_state)` : `'sent'`},
       ${pick(STAGES, `(c.id - ${first}) / 2`, 'enum_talent_applications_stage', postgres)}, c.id, ${applied}, ${applied}
     FROM candidates c WHERE ${mine} AND (c.id - ${first}) % 2 = 0`,
    [at, at],
  )
  return { candidates: count }
}

/** Loads the candidates with the search tables' triggers off, then fills the tables in one pass and puts the triggers back. */
export async function loadCandidates(db, tag, count, options = {}) {
  const { postgres } = db
  for (const statement of postgres ? postgresDropCandidateTriggerStatements() : sqliteDropCandidateTriggerStatements())
    await db.run(statement)
  const counts = await insertCandidates(db, tag, count, options)
  for (const statement of [
    ...candidateIndexStatements(),
    ...(postgres ? postgresCandidateBackfillStatements() : sqliteCandidateBackfillStatements()),
    ...(postgres ? postgresCandidateTriggerStatements() : sqliteCandidateTriggerStatements()),
  ])
    await db.run(statement)
  if (postgres) await db.run('ANALYZE')
  else await db.run('PRAGMA optimize=0x10002')
  return counts
}
