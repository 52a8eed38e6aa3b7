// What the agency holds about a member (docs/decisions/privacy.md, "Your data"): every kind of row found by their
// account, their address or their candidate profile, read once for the summary on /account and in full for the
// ZIP's data.json. Rows are read with the server's rights and passed on as stored, less what is the agency's own
// working or a secret (staff notes, spam marks, mail delivery states, password hashes, stored file keys).
import type { CollectionSlug, Payload, Where } from 'payload'

import { LEAD_KINDS } from '@/features/leadDesk/kinds'
import { CANDIDATE_TIMELINE } from '@/features/leadActivity/kinds'

type Row = Record<string, unknown> & { id: number | string }
export type Person = { id: number | string; email: string }

/** Fields never exported: secrets, and the agency's own working on a row (not data about the person). */
const LEFT_OUT = new Set([
  'salt',
  'hash',
  'sessions',
  'password',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'resetPasswordRequestedAt',
  'loginAttempts',
  'lockUntil',
  'internalNotes',
  'assignee',
  'followUpOn',
  'spam',
  'notifyState',
  'notifiedAt',
  'notifyError',
  'notifyCandidate',
  'suggestions',
  'fromResume',
  'possibleDuplicates',
  'mergedInto',
  'prefix',
  '_objectKey',
  'file',
  'resumeFile',
  'sharedBy',
  'recruiter',
  'fee',
  'invoiceStatus',
  'notes',
  'icsUid',
  'icsSequence',
  'ip',
])

const clean = (row: Row): Row => Object.fromEntries(Object.entries(row).filter(([key]) => !LEFT_OUT.has(key))) as Row

/** A resume's text as read by the reader, and why it could not be read: the file itself is in the ZIP. */
const RESUME_READING = new Set(['text', 'textError'])
const cleanResume = (row: Row): Row => Object.fromEntries(Object.entries(clean(row)).filter(([key]) => !RESUME_READING.has(key))) as Row

const MAX_ROWS = 1000

async function rows(payload: Payload, collection: CollectionSlug, where: Where, sort = 'createdAt'): Promise<Row[]> {
  const { docs } = await payload.find({ collection, where, sort, limit: MAX_ROWS, depth: 0, overrideAccess: true, pagination: false })
  return docs as unknown as Row[]
}

const ids = (list: Row[]) => list.map((row) => Number(row.id))
const none: Where = { id: { equals: -1 } }
const within = (field: string, values: number[]): Where => (values.length ? { [field]: { in: values } } : none)

/** A mail the agency sent the person, as its timeline recorded it. */
type SentMail = { at: string; subject: string | null; kind: 'mail' | 'reply'; text: string }

/** Every kind of row the person has, by kind. */
type PersonData = {
  member: Row | null
  candidates: Row[]
  applications: Row[]
  resumes: Row[]
  consents: Row[]
  shares: (Row & { clientName: string | null })[]
  interviews: Row[]
  placements: Row[]
  jobAlerts: Row[]
  subscriptions: Row[]
  contactMessages: Row[]
  teamUpRequests: Row[]
  supportRequests: Row[]
  privacyRequests: Row[]
  answersByEmail: Row[]
  mailsSent: SentMail[]
}

/** The mails recorded on the person's timelines (their leads' and their candidate profiles'), newest first. */
async function mailsSent(payload: Payload, leadsByCollection: [string, number[]][], since?: Date): Promise<SentMail[]> {
  const timelines: Where[] = leadsByCollection
    .filter(([, leadIds]) => leadIds.length)
    .map(([collection, leadIds]): Where => ({ and: [{ leadCollection: { equals: collection } }, { leadId: { in: leadIds } }] }))
  if (!timelines.length) return []
  const where: Where[] = [{ type: { in: ['mail', 'reply'] } }, { or: timelines }]
  if (since) where.push({ createdAt: { greater_than_equal: since.toISOString() } })
  const { docs } = await payload.find({
    collection: 'lead-activity',
    where: { and: where },
    sort: '-createdAt',
    limit: MAX_ROWS,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    select: { type: true, subject: true, text: true, createdAt: true },
  })
  return docs.map((entry) => ({
    at: entry.createdAt,
    subject: entry.subject ?? null,
    kind: entry.type === 'reply' ? 'reply' : 'mail',
    text: entry.text,
  }))
}

/** Every row the person has; `mailsSince` limits the mails (the summary shows a year, the export everything). */
export async function collectPersonData(payload: Payload, person: Person, { mailsSince }: { mailsSince?: Date } = {}): Promise<PersonData> {
  const email = person.email.toLowerCase()
  const memberId = Number(person.id)
  const byMemberOrEmail: Where = { or: [{ member: { equals: memberId } }, { email: { equals: email } }] }
  const member = await payload
    .findByID({ collection: 'members', id: memberId, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  const candidates = await rows(payload, 'candidates', byMemberOrEmail)
  const candidateIds = ids(candidates)
  const applications = await rows(payload, 'talent-applications', byMemberOrEmail)
  const otherLeads = LEAD_KINDS.filter((kind) => kind.collection !== 'talent-applications')
  const leadRows = new Map<string, Row[]>()
  for (const kind of otherLeads)
    leadRows.set(kind.collection, await rows(payload, kind.collection, { [kind.emailField]: { equals: email } }))
  const shareRows = await rows(payload, 'candidate-shares', within('candidate', candidateIds), '-at')
  const clientIds = [...new Set(shareRows.map((share) => Number(share.client)))]
  const clients = clientIds.length
    ? (
        await payload.find({
          collection: 'client-companies',
          where: { id: { in: clientIds } },
          limit: clientIds.length,
          depth: 0,
          overrideAccess: true,
          select: { name: true },
        })
      ).docs
    : []
  const clientName = (id: unknown) => clients.find((client) => Number(client.id) === Number(id))?.name ?? null
  const timelines: [string, number[]][] = [
    ['talent-applications', ids(applications)],
    [CANDIDATE_TIMELINE, candidateIds],
    ...otherLeads.map((kind): [string, number[]] => [kind.collection, ids(leadRows.get(kind.collection) ?? [])]),
  ]
  return {
    member: member ? clean(member as unknown as Row) : null,
    candidates: candidates.map(clean),
    applications: applications.map(clean),
    resumes: (await rows(payload, 'resumes', within('candidate', candidateIds), 'receivedAt')).map(cleanResume),
    consents: (
      await rows(
        payload,
        'consents',
        {
          or: [
            { member: { equals: memberId } },
            { email: { equals: email } },
            ...(candidateIds.length ? [within('candidate', candidateIds)] : []),
          ],
        },
        'at',
      )
    ).map(clean),
    shares: shareRows.map((share) => ({ ...clean(share), clientName: clientName(share.client) })),
    interviews: (await rows(payload, 'interviews', within('candidate', candidateIds))).map(clean),
    placements: (await rows(payload, 'placements', within('candidate', candidateIds))).map(clean),
    jobAlerts: (await rows(payload, 'job-alerts', { email: { equals: email } })).map(clean),
    subscriptions: (leadRows.get('subscribers') ?? []).map(clean),
    contactMessages: (leadRows.get('contact-messages') ?? []).map(clean),
    teamUpRequests: (leadRows.get('team-up-requests') ?? []).map(clean),
    supportRequests: (leadRows.get('support-requests') ?? []).map(clean),
    privacyRequests: (await rows(payload, 'privacy-requests', { email: { equals: email } })).map(clean),
    answersByEmail: (await rows(payload, 'inbound-mail', { fromAddress: { equals: email } })).map(clean),
    mailsSent: await mailsSent(payload, timelines, mailsSince),
  }
}
