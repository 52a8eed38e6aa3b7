// Staff add candidates from resumes (docs/decisions/talent-pool.md, "Adding candidates from resumes"): each file's
// text is read at once (to know whose it is), then the file joins the candidate with the same e-mail, else the same
// phone, or becomes a new profile (source "Added by staff from a resume"). Its row of `resumes` queues the reading
// job, which writes the suggestions. A file whose text cannot be read adds nothing and is listed with the reason.
import type { Payload, Where } from 'payload'

import { removeResume, storeResume } from '@/features/leads/resumes'
import { runInTransaction } from '@/lib/payloadTransaction'

import { RESUME_SUGGESTIONS_CONTEXT } from './readResume'
import { extractResumeText } from './resumeText'
import { guessName, nameFromFileName, suggestEmail, suggestPhone } from './suggestions'
import type { ResumeFile } from './uploadFiles'

export type UploadOutcome = {
  created: { file: string; candidate: { id: number; name: string } }[]
  merged: { file: string; candidate: { id: number; name: string } }[]
  unreadable: { file: string; reason: string }[]
}

type Found = { id: number; name: string }

async function findCandidate(payload: Payload, email?: string, phone?: string): Promise<Found | null> {
  const tries: Where[] = []
  if (email) tries.push({ email: { equals: email } })
  if (phone) tries.push({ phone: { equals: phone } })
  for (const where of tries) {
    const { docs } = await payload.find({
      collection: 'candidates',
      // A profile merged into another is no one's profile any more: the file joins the one it was merged into.
      where: { and: [where, { mergedInto: { exists: false } }] },
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { name: true },
    })
    if (docs[0]) return { id: Number(docs[0].id), name: String((docs[0] as { name?: string }).name ?? '') }
  }
  return null
}

/** Adds each file in order (a later file of the same person joins the profile an earlier one made). */
export async function addCandidatesFromResumes(payload: Payload, files: ResumeFile[], staffId: number): Promise<UploadOutcome> {
  const outcome: UploadOutcome = { created: [], merged: [], unreadable: [] }
  for (const file of files) {
    const read = await extractResumeText(file.bytes)
    if (read.status === 'unreadable') {
      outcome.unreadable.push({ file: file.name, reason: read.reason })
      continue
    }
    const email = suggestEmail(read.text)
    const phone = suggestPhone(read.text)
    const existing = await findCandidate(payload, email, phone)
    const storedName = await storeResume(file.bytes, file.kind)
    const candidate = await runInTransaction(payload, async (req) => {
      let profile = existing
      if (!profile) {
        const name = guessName(read.text) ?? nameFromFileName(file.name) ?? 'Name not found in the resume'
        const created = await payload.create({
          collection: 'candidates',
          data: {
            name,
            email,
            phone,
            source: { kind: 'staff-upload' },
            assignee: staffId,
            fromResume: [email && 'email', phone && 'phone'].filter(Boolean),
          },
          depth: 0,
          overrideAccess: true,
          context: { [RESUME_SUGGESTIONS_CONTEXT]: true },
          req,
        })
        profile = { id: Number(created.id), name }
      }
      await payload.create({
        collection: 'resumes',
        data: {
          candidate: profile.id,
          file: storedName,
          fileName: file.name.slice(0, 255),
          fileType: file.kind.mime,
          fileSize: file.bytes.length,
          receivedAt: new Date().toISOString(),
          textStatus: 'read',
          text: read.text,
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
      return profile
    }).catch(async (error: unknown) => {
      // Nothing of this file was stored: its bytes go too.
      await removeResume(storedName).catch(() => {})
      throw error
    })
    ;(existing ? outcome.merged : outcome.created).push({ file: file.name, candidate })
  }
  return outcome
}

/** The result in a sentence for the staff's screen. */
export function uploadSummary({ created, merged, unreadable }: UploadOutcome): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  return [
    count(created.length, 'new candidate', 'new candidates'),
    `${count(merged.length, 'resume', 'resumes')} joined an existing profile`,
    `${count(unreadable.length, 'file', 'files')} not readable`,
  ].join(', ')
}
