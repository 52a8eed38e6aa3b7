// Reading a resume in the background (docs/decisions/talent-pool.md, "Resumes read"): a row of `resumes` queues a job
// of Payload's jobs queue (queue "resumes") when it is created; this instance's reader (resumeReader.ts) runs it.
// The job stores the text (or why there is none) on the row, then the suggestions it makes on the candidate. An
// unreadable file is an outcome, not a failure: the application or upload it came with is already stored.
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { readResume as readStoredResume } from '@/features/leads/resumes'
import { afterCommit } from '@/lib/payloadTransaction'
import { rawQuery } from '@/lib/rawQuery'

import { processSingleton } from '../../../server/processBridge.mjs'

import { extractResumeText, UNREADABLE } from './resumeText'
import { suggestFromText } from './suggestions'
import { loadSkillMatcher } from './vocabulary'

export const RESUME_QUEUE = 'resumes'
export const READ_RESUME_TASK = 'readResume'

/** The context flag of the server's own writes of `suggestions` and `fromResume` (cms/hooks/fromResume.ts). */
export const RESUME_SUGGESTIONS_CONTEXT = 'resumeSuggestions'

type ResumeRow = { id: number; candidate: number | { id: number }; file?: string | null; textStatus?: string | null; text?: string | null }

/** Set by the reader when it starts; a process without one (a script) leaves the jobs to the servers. */
const reader = processSingleton('resumeReaderWake', (): { wake?: () => void } => ({}))

export const setResumeReaderWake = (wake: (() => void) | undefined) => {
  reader.wake = wake
}

/** Queues the reading of one resume with the request's transaction; the reader is woken once it is committed. */
export async function queueResumeReading(req: PayloadRequest, resumeId: number): Promise<void> {
  await req.payload.db.create({
    collection: 'payload-jobs',
    data: { input: { resume: resumeId }, taskSlug: READ_RESUME_TASK, queue: RESUME_QUEUE },
    req,
    returning: false,
  })
  afterCommit(req, () => reader.wake?.())
}

/** Reads one resume: its text when still pending, then the candidate's suggestions. Returns the text's status. */
export async function readOneResume(payload: Payload, resumeId: number): Promise<'read' | 'unreadable' | 'missing'> {
  const resume = (await payload
    .findByID({ collection: 'resumes', id: resumeId, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)) as ResumeRow | null
  if (!resume) return 'missing'
  let text = resume.textStatus === 'read' ? (resume.text ?? null) : null
  if (!text) {
    const bytes = resume.file ? await readStoredResume(resume.file) : null
    const outcome = bytes
      ? await extractResumeText(bytes)
      : ({ status: 'unreadable', reason: `${UNREADABLE.notText}: the file is missing` } as const)
    text = outcome.status === 'read' ? outcome.text : null
    await payload.update({
      collection: 'resumes',
      id: resumeId,
      data: { textStatus: outcome.status, text, textError: outcome.status === 'read' ? null : outcome.reason },
      depth: 0,
      overrideAccess: true,
    })
  }
  if (!text) return 'unreadable'
  const suggestions = suggestFromText(text, await loadSkillMatcher(payload))
  const candidateId = typeof resume.candidate === 'object' ? resume.candidate.id : resume.candidate
  // One column, written on its own: Payload's update reads the whole candidate and writes every field back, so a
  // recruiter's edit saved while the resume was being read (seconds after an upload) was overwritten with the values
  // read before it. The suggestions column is the reader's only; nothing else is touched.
  await rawQuery(payload)('UPDATE candidates SET suggestions = $1 WHERE id = $2', [
    JSON.stringify({ ...suggestions, fromResume: resumeId }),
    candidateId,
  ])
  return 'read'
}

/**
 * The job type, so Payload validates and stores it. Each instance's reader (resumeReader.ts) claims and runs these
 * jobs; this handler serves a staff member who runs the queue by hand (POST /cms-api/payload-jobs/run?queue=resumes).
 */
export const readResumeTask: TaskConfig = {
  slug: READ_RESUME_TASK,
  label: 'Read a resume',
  inputSchema: [{ name: 'resume', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    await readOneResume(req.payload, Number((input as { resume: number }).resume))
    return { output: {} }
  },
}
