// "Download your data" (docs/decisions/privacy.md, "Your data"): the member asks on /account
// (POST /api/users/me/data-export), a job of Payload's jobs queue (queue "data-exports") builds a ZIP of data.json and
// their resume files, keeps it privately (exportStore.ts) and mails a signed link valid 24 hours (exportToken.ts).
// The link downloads the ZIP without a login; an export is deleted once its day is over.
import { randomBytes } from 'node:crypto'

import { zipSync, strToU8 } from 'fflate'
import type { Payload, TaskConfig } from 'payload'

import { companyNameVia } from '@/features/content/siteDefaults'
import { readResume } from '@/features/leads/resumes'
import { memberLocale } from '@/i18n/mailText'
import en from '@/i18n/messages/en.json'
import hi from '@/i18n/messages/hi.json'
import mr from '@/i18n/messages/mr.json'
import { localizedPath, type Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { claimJobs, pollQueue, runClaimedJob } from '@/lib/jobClaim'
import { queueMail } from '@/lib/mailQueue'
import { runInTransaction } from '@/lib/payloadTransaction'
import { absoluteUrl, dataExportPageHref } from '@/lib/routes'

import { processSingleton } from '../../../server/processBridge.mjs'

import { dataExportToken } from './exportToken'
import { removeExportsOlderThan, saveExport } from './exportStore'
import { dataExportReady } from './mails'
import { collectPersonData, type Person } from './personData'

export const DATA_EXPORT_QUEUE = 'data-exports'
export const DATA_EXPORT_TASK = 'buildDataExport'
/** How long a link works, and how long its ZIP is kept. */
const DATA_EXPORT_VALID_HOURS = 24
const VALID_MS = DATA_EXPORT_VALID_HOURS * 60 * 60_000

const POLL_MS = 10_000
const STALE_SECONDS = 600
const RETRY_SECONDS = [60, 600]
/** Old exports are looked for at most this often (and after each export built). */
const SWEEP_MS = 10 * 60_000

/** data.json's one sentence for people, in each language. */
const exportAbout: Record<Locale, string> = { en: en.DataExport.about, mr: mr.DataExport.about, hi: hi.DataExport.about }

const runner = processSingleton('dataExportsWake', (): { wake?: () => void } => ({}))

/** A name inside the ZIP: letters, digits, dots, dashes and underscores only. */
const safeName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 120) || 'resume'

/** The ZIP of one person: data.json and their resume files under resumes/. */
async function buildExportZip(payload: Payload, person: Person, locale: Locale, now = new Date()): Promise<Uint8Array> {
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
  // The keys stay English in every language (a machine-readable file; the same export for every reader's tools); only
  // the one sentence for people is in the member's language (docs/decisions/languages.md "Your data").
  const document = { exportedAt: now.toISOString(), about: exportAbout[locale], ...data }
  files['data.json'] = strToU8(JSON.stringify(document, null, 2))
  return zipSync(files, { level: 6 })
}

/** Builds, stores and mails one member's export. A member deleted since asking gets nothing. */
async function runDataExport(payload: Payload, memberId: number, now = new Date()): Promise<boolean> {
  const member = await payload
    .findByID({ collection: 'members', id: memberId, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!member) return false
  const person = { id: member.id, email: member.email.toLowerCase() }
  // The member's language (the one of all their mails): the mail, its link's page and data.json's sentence.
  const locale = memberLocale(member.language)
  const zip = await buildExportZip(payload, person, locale, now)
  const fileId = randomBytes(16).toString('hex')
  await saveExport(Number(member.id), fileId, zip)
  const expiresAt = new Date(now.getTime() + VALID_MS)
  const token = dataExportToken({ email: person.email, member: Number(member.id), fileId, expiresAt }, env().PAYLOAD_SECRET)
  const link = absoluteUrl(localizedPath(locale, dataExportPageHref(token)), env().SITE_URL)
  const company = await companyNameVia(payload)
  await runInTransaction(payload, (req) =>
    queueMail(req, { to: person.email, content: dataExportReady(company, member.name, link, expiresAt, locale) }),
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
