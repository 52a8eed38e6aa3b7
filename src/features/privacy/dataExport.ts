// "Download your data" (docs/decisions/privacy.md, "Your data"): the member asks on /account
// (POST /api/users/me/data-export), a job of Payload's jobs queue (queue "data-exports") builds a ZIP of data.json and
// their resume files, keeps it privately (exportStore.ts) and mails a signed link valid 24 hours (exportToken.ts).
// The link downloads the ZIP without a login; an export is deleted once its day is over.
import { randomBytes } from 'node:crypto'

import { zipSync, strToU8 } from 'fflate'
import type { Payload, TaskConfig } from 'payload'

import { logAccess } from '@/features/accessLog/record'
import { companyNameForMail } from '@/features/content/queries'
import { readResume } from '@/features/leads/resumes'
import { env } from '@/lib/env'
import { claimJobs, pollQueue, runClaimedJob } from '@/lib/jobClaim'
import { queueMail } from '@/lib/mailQueue'
import { getPayloadClient } from '@/lib/payload'
import { afterCommit, runInTransaction } from '@/lib/payloadTransaction'
import { createLimiter } from '@/lib/rateLimit'
import { refuse, succeed, tooManyRefusal, type Result } from '@/lib/result'
import { absoluteUrl, dataExportPageHref } from '@/lib/routes'

import { processSingleton } from '../../../server/processBridge.mjs'

import { dataExportToken, readDataExportToken } from './exportToken'
import { readExport, removeExportsOlderThan, saveExport } from './exportStore'
import { dataExportReady } from './mails'
import { privacyMessages } from './messages'
import { collectPersonData, type Person } from './personData'

const DATA_EXPORT_QUEUE = 'data-exports'
const DATA_EXPORT_TASK = 'buildDataExport'
/** How long a link works, and how long its ZIP is kept. */
const DATA_EXPORT_VALID_HOURS = 24
const VALID_MS = DATA_EXPORT_VALID_HOURS * 60 * 60_000

const POLL_MS = 10_000
const STALE_SECONDS = 600
const RETRY_SECONDS = [60, 600]
/** Old exports are looked for at most this often (and after each export built). */
const SWEEP_MS = 10 * 60_000

/** A member may ask for their data this many times an hour (each one reads everything and mails a link). */
const memberLimit = createLimiter({ keyPrefix: 'data-export-member', points: 3, duration: 60 * 60 })

const runner = processSingleton('dataExportsWake', (): { wake?: () => void } => ({}))

/** Queues the member's export; the runner is woken once the job is committed. */
export async function requestDataExport(member: Person): Promise<Result<{ msg: string }>> {
  const allowed = await memberLimit.consume(String(member.id))
  if (!allowed.ok) return refuse(tooManyRefusal(allowed.retryAfterSeconds, privacyMessages.exportTooOften))
  const payload = await getPayloadClient()
  await runInTransaction(payload, async (req) => {
    await payload.db.create({
      collection: 'payload-jobs',
      data: { input: { member: Number(member.id) }, taskSlug: DATA_EXPORT_TASK, queue: DATA_EXPORT_QUEUE },
      req,
      returning: false,
    })
    afterCommit(req, () => runner.wake?.())
  })
  return succeed({ msg: privacyMessages.exportQueued })
}

/** A name inside the ZIP: letters, digits, dots, dashes and underscores only. */
const safeName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 120) || 'resume'

/** The ZIP of one person: data.json and their resume files under resumes/. */
async function buildExportZip(payload: Payload, person: Person, now = new Date()): Promise<Uint8Array> {
  const data = await collectPersonData(payload, person)
  const files: Record<string, Uint8Array> = {}
  /** Each stored file once, under the name it was first added with. */
  const added = new Map<string, string>()
  const addFile = async (storedName: unknown, zipName: string): Promise<string | null> => {
    if (typeof storedName !== 'string' || !storedName) return null
    const known = added.get(storedName)
    if (known) return known
    const bytes = await readResume(storedName)
    if (!bytes) return null
    added.set(storedName, `resumes/${zipName}`)
    files[`resumes/${zipName}`] = bytes
    return `resumes/${zipName}`
  }
  // The stored names are read before they are left out of data.json: collect them again with the rows' ids.
  const stored = await payload.find({
    collection: 'resumes',
    where: { id: { in: data.resumes.map((resume) => Number(resume.id)) } },
    limit: data.resumes.length || 1,
    depth: 0,
    overrideAccess: true,
    select: { file: true, fileName: true },
  })
  for (const resume of data.resumes) {
    const row = stored.docs.find((doc) => Number(doc.id) === Number(resume.id))
    resume.fileInZip = await addFile(row?.file, `${resume.id}-${safeName(String(row?.fileName ?? 'resume'))}`)
  }
  const applicationFiles = await payload.find({
    collection: 'talent-applications',
    where: { id: { in: data.applications.map((application) => Number(application.id)) } },
    limit: data.applications.length || 1,
    depth: 0,
    overrideAccess: true,
    select: { resumeFile: true, resumeName: true },
  })
  for (const application of data.applications) {
    const row = applicationFiles.docs.find((doc) => Number(doc.id) === Number(application.id))
    const zipName = `application-${application.id}-${safeName(String(row?.resumeName ?? 'resume'))}`
    application.fileInZip = await addFile(row?.resumeFile, zipName)
  }
  const document = {
    exportedAt: now.toISOString(),
    about:
      'Every record we hold about you, by kind, as stored (less our internal notes and working fields). Your resume files are in the resumes folder.',
    ...data,
  }
  files['data.json'] = strToU8(JSON.stringify(document, null, 2))
  return zipSync(files, { level: 6 })
}

/** Builds, stores and mails one member's export. A member deleted since asking gets nothing. */
export async function runDataExport(payload: Payload, memberId: number, now = new Date()): Promise<boolean> {
  const member = await payload
    .findByID({ collection: 'members', id: memberId, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!member) return false
  const person = { id: member.id, email: member.email.toLowerCase() }
  const zip = await buildExportZip(payload, person, now)
  const fileId = randomBytes(16).toString('hex')
  await saveExport(fileId, zip)
  const expiresAt = new Date(now.getTime() + VALID_MS)
  const token = dataExportToken({ email: person.email, member: Number(member.id), fileId, expiresAt }, env().PAYLOAD_SECRET)
  const link = absoluteUrl(dataExportPageHref(token), env().SITE_URL)
  const company = await companyNameForMail()
  await runInTransaction(payload, (req) =>
    queueMail(req, { to: person.email, content: dataExportReady(company, member.name, link, expiresAt) }),
  )
  return true
}

/** Deletes the exports whose day is over; answers how many went. */
const sweepOldExports = (now = new Date()) => removeExportsOlderThan(new Date(now.getTime() - VALID_MS))

/** Runs the queued exports on this instance. */
async function runDueDataExports(payload: Payload): Promise<number> {
  let done = 0
  for (;;) {
    const [job] = await claimJobs(payload, DATA_EXPORT_QUEUE, 1, STALE_SECONDS)
    if (!job) return done
    await runClaimedJob(
      payload,
      job,
      async () => {
        if (await runDataExport(payload, Number(job.input.member))) done += 1
      },
      { label: `data export of member ${String(job.input.member)}`, retrySeconds: RETRY_SECONDS },
    )
  }
}

/** This instance's runner: every 10 s and at once after a request; old exports are swept every 10 minutes. */
export function startDataExports(payload: Payload): () => void {
  let sweptAt = 0
  const round = async () => {
    const built = await runDueDataExports(payload)
    if (built || Date.now() - sweptAt > SWEEP_MS) {
      sweptAt = Date.now()
      const removed = await sweepOldExports()
      if (removed) payload.logger.info(`data exports: ${removed} export(s) older than ${DATA_EXPORT_VALID_HOURS} hours deleted`)
    }
  }
  const { wake, stop } = pollQueue(payload, round, { everyMs: POLL_MS, firstAfterMs: 5000, label: 'data exports' })
  runner.wake = wake
  return () => {
    stop()
    runner.wake = undefined
  }
}

/** The job type, so Payload validates and stores it; each instance's runner (above) claims and runs these jobs. */
export const dataExportTask: TaskConfig = {
  slug: DATA_EXPORT_TASK,
  label: 'Build a member’s data export',
  inputSchema: [{ name: 'member', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    await runDataExport(req.payload, Number((input as { member: number }).member))
    return { output: {} }
  },
}

type ExportDownload = { bytes: Uint8Array; fileName: string; expiresAt: Date }

/** What a link gives: the ZIP, or why not (an altered link, an expired one, an export already deleted). */
export async function downloadDataExport(token: string, now = new Date()): Promise<Result<ExportDownload>> {
  const check = readDataExportToken(token, env().PAYLOAD_SECRET, now)
  if (!check.ok)
    return check.reason === 'expired'
      ? refuse({ status: 410, error: 'expired', msg: privacyMessages.exportExpired })
      : refuse({ status: 404, error: 'not_found', msg: privacyMessages.exportLinkInvalid })
  const bytes = await readExport(check.link.fileId)
  if (!bytes) return refuse({ status: 410, error: 'expired', msg: privacyMessages.exportExpired })
  const payload = await getPayloadClient()
  await logAccess(payload, {
    user: { collection: 'members', id: check.link.member },
    action: 'export',
    subject: `Member ${check.link.email} (#${check.link.member})`,
    detail: 'Their own data export (ZIP) downloaded from the e-mailed link',
  })
  return succeed({ bytes, fileName: `your-data-${now.toISOString().slice(0, 10)}.zip`, expiresAt: check.link.expiresAt })
}

/** The state of a link for its page: ready (with its expiry), expired or invalid. No file is read. */
export function dataExportLinkState(
  token: string,
  now = new Date(),
): { state: 'ready'; expiresAt: Date } | { state: 'expired' | 'invalid' } {
  const check = readDataExportToken(token, env().PAYLOAD_SECRET, now)
  return check.ok ? { state: 'ready', expiresAt: check.link.expiresAt } : { state: check.reason }
}
