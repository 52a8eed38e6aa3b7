// The candidate's own view of their applications (docs/decisions/openings.md): each one with its role, date and a friendly stage, and
// withdrawing an open one. A member only ever reaches their own applications; anyone else's is "not found".
import { roleTextsIn } from '@/features/openings/roleTitles'
import type { Locale } from '@/i18n/locales'
import { stageForReader } from '@/i18n/stageNames'
import { getPayloadClient } from '@/lib/payload'
import { messages } from '@/lib/messages'
import { refuse, succeed, type Result } from '@/lib/result'

import { CANDIDATE_MOVE, isOpenStage, isStage, type Stage } from './stages'

type Member = { id: string | number }

export type MyApplication = {
  id: string
  role: string | null
  /** On a Marathi or Hindi page: true when the role's title is the English one (not translated yet). */
  roleInEnglish?: boolean
  roleSlug: string | null
  appliedAt: string
  /** The candidate's word for the stage, in the answer's language ("Being reviewed", "तपासणी सुरू आहे"). */
  stage: string
  /** In Marathi or Hindi only: the stored stage (`screening`, …), the same whatever the language. */
  stageKey?: Stage
  canWithdraw: boolean
}

const stageOf = (value: unknown): Stage => (isStage(value) ? value : 'applied')

/**
 * The member's applications, newest first (at most 100: a member applies a few times a day at most); in Marathi or
 * Hindi, the stages in that language and the roles' titles in it where translated (one more read for the whole
 * list), else English and marked so.
 */
export async function myApplications(member: Member, locale: Locale = 'en'): Promise<MyApplication[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'talent-applications',
    where: { member: { equals: Number(member.id) } },
    sort: '-createdAt',
    limit: 100,
    depth: 1,
    overrideAccess: true,
    select: { opening: true, stage: true, createdAt: true },
    populate: { openings: { title: true, slug: true } },
  })
  const applications = docs.map((doc) => toMyApplication(doc, locale))
  if (locale === 'en') return applications
  const openingIds = docs.map((doc) => idOf(doc.opening)).filter((id): id is number => id !== null)
  const translated = await roleTextsIn(payload, openingIds, locale, { translated: true })
  return applications.map((application, index) => {
    const id = idOf(docs[index]?.opening)
    if (id === null || application.role === null) return application
    const title = translated.get(id)?.title
    return title ? { ...application, role: title, roleInEnglish: false } : { ...application, roleInEnglish: true }
  })
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null

/**
 * The member's application for one open role, or null: the role's page and the application form show it instead of
 * a form the server would refuse (one application per member and role). Its stage in `locale`.
 */
export async function myApplicationFor(member: Member, openingId: string, locale: Locale = 'en'): Promise<MyApplication | null> {
  if (!/^\d{1,12}$/.test(openingId)) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'talent-applications',
    where: { and: [{ member: { equals: Number(member.id) } }, { opening: { equals: Number(openingId) } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 1,
    overrideAccess: true,
    select: { opening: true, stage: true, createdAt: true },
    populate: { openings: { title: true, slug: true } },
  })
  return docs[0] ? toMyApplication(docs[0], locale) : null
}

type ApplicationRow = { id: string | number; opening?: unknown; stage?: unknown; createdAt: string }

function toMyApplication(doc: ApplicationRow, locale: Locale): MyApplication {
  const opening = doc.opening && typeof doc.opening === 'object' ? (doc.opening as { title?: string; slug?: string | null }) : null
  const stage = stageOf(doc.stage)
  return {
    id: String(doc.id),
    role: opening?.title ?? null,
    roleSlug: opening?.slug ?? null,
    appliedAt: doc.createdAt,
    ...stageForReader(stage, locale),
    canWithdraw: isOpenStage(stage),
  }
}

const notFound = refuse({ status: 404, error: 'not_found', msg: messages.applicationNotFound })

/**
 * Withdraws one of the member's open applications; the move is kept in its history as the candidate's. Answers the
 * new stage as `stageForReader` gives it in `locale`.
 */
export async function withdrawApplication(
  member: Member,
  id: string,
  locale: Locale = 'en',
): Promise<Result<{ stage: string; stageKey?: Stage }>> {
  if (!/^\d{1,12}$/.test(id)) return notFound
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'talent-applications',
    where: { and: [{ id: { equals: Number(id) } }, { member: { equals: Number(member.id) } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { stage: true },
  })
  const doc = docs[0]
  if (!doc) return notFound
  if (!isOpenStage(stageOf(doc.stage))) {
    return refuse({ status: 409, error: 'not_open', msg: messages.applicationNotOpen })
  }
  await payload.update({
    collection: 'talent-applications',
    id: doc.id,
    data: { stage: 'withdrawn' },
    overrideAccess: true,
    depth: 0,
    context: { [CANDIDATE_MOVE]: true },
  })
  return succeed(stageForReader('withdrawn', locale))
}
