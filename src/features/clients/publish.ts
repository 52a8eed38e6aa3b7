// "Publish as opening" (docs/decisions/clients.md, "Publishing a requirement"): an open role on /jobs made
// from a client's requirement, linked both ways (the role's `requirement`, the requirement's `opening`). A
// confidential requirement gives a role whose employer is "a client kept confidential": the client's name is not in
// the role's title, summary, description or client fields, so no public page or API can show it. The client's budget
// and the requirement's notes stay internal; staff add pay on the role themselves if they want it shown.
import type { PayloadRequest } from 'payload'

import { lexicalElement, lexicalRoot, lexicalText } from '@/features/content/blogRichText'
import { OPENING_VALID_DAYS } from '@/lib/constants'
import { slugify } from '@/lib/slugify'
import { runInTransaction, withLock } from '@/lib/payloadTransaction'
import { refuse, succeed, type Result } from '@/lib/result'

export type Published = { opening: { id: number; title: string; slug: string; status: string } }
export type PublishInput = { requirementId: number; category: number; summary?: string }

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null

const lockKey = (requirementId: number) => 3_210_000_000 + requirementId

const SUMMARY_MAX = 300

/** The role card's summary when staff give none: what is hired and where, naming the client only when allowed. */
export function defaultSummary(
  requirement: { title: string; headcount?: number | null; location?: string | null },
  employer: string | null,
) {
  const people = (requirement.headcount ?? 1) > 1 ? `${requirement.headcount} people as ${requirement.title}` : `a ${requirement.title}`
  const where = requirement.location?.trim() ? ` in ${requirement.location.trim()}` : ''
  return `We are hiring ${people} for ${employer ?? 'a client'}${where}.`.slice(0, SUMMARY_MAX)
}

/** A slug no other role has: the title's, then with -2, -3… */
async function freeSlug(req: PayloadRequest, title: string): Promise<string> {
  const base = slugify(title) || 'role'
  const { docs } = await req.payload.find({
    collection: 'openings',
    where: { slug: { like: base } },
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
    select: { slug: true },
    req,
  })
  const taken = new Set(docs.map((doc) => doc.slug))
  if (!taken.has(base)) return base
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

export async function publishRequirement(req: PayloadRequest, input: PublishInput): Promise<Result<Published>> {
  const requirement = await req.payload
    .findByID({ collection: 'requirements', id: input.requirementId, depth: 0, req, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!requirement) return refuse({ status: 404, error: 'not_found', msg: 'This requirement no longer exists.' })
  if (requirement.status === 'filled' || requirement.status === 'cancelled') {
    return refuse({ status: 409, error: 'conflict', msg: `This requirement is ${requirement.status}: reopen it before publishing it.` })
  }
  if (!requirement.employmentType || !requirement.workMode) {
    return refuse({
      status: 400,
      error: 'validation_error',
      msg: 'Give the requirement’s employment type and work mode, and save it, before publishing it.',
    })
  }
  const category = await req.payload
    .findByID({ collection: 'categories', id: input.category, depth: 0, req, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!category) return refuse({ status: 400, error: 'validation_error', msg: 'Choose the pillar the role belongs to.' })
  const client = await req.payload
    .findByID({
      collection: 'client-companies',
      id: idOf(requirement.client) ?? 0,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  const confidential = Boolean(requirement.confidential)
  const employer = confidential ? null : (client?.name ?? null)
  const summary = (input.summary?.trim() || defaultSummary(requirement, employer)).slice(0, SUMMARY_MAX)
  const skills = (requirement.skills ?? []).slice(0, 20)
  const paragraphs = [summary, ...(skills.length ? [`Skills: ${skills.join(', ')}.`] : [])]

  return runInTransaction(
    req.payload,
    (tx) =>
      withLock(tx, lockKey(input.requirementId), async () => {
        const fresh = await tx.payload.findByID({
          collection: 'requirements',
          id: input.requirementId,
          depth: 0,
          overrideAccess: true,
          req: tx,
        })
        if (idOf(fresh.opening) != null) {
          return refuse({ status: 409, error: 'conflict', msg: 'This requirement is already published as an opening.' })
        }
        const opening = await tx.payload.create({
          collection: 'openings',
          data: {
            title: requirement.title,
            slug: await freeSlug(tx, requirement.title),
            status: 'open',
            datePosted: new Date().toISOString(),
            validThrough: new Date(Date.now() + OPENING_VALID_DAYS * 24 * 60 * 60 * 1000).toISOString(),
            category: category.id,
            summary,
            employmentType: requirement.employmentType!,
            workMode: requirement.workMode!,
            area: requirement.location?.trim().slice(0, 80) || null,
            experienceMin: requirement.experienceMin ?? 0,
            experienceMax: requirement.experienceMax ?? null,
            skills,
            description: lexicalRoot(paragraphs.map((text) => lexicalElement('paragraph', [lexicalText(text)]))),
            client: confidential || !client ? { kind: 'confidential' } : { kind: 'named', name: client.name.slice(0, 120) },
            requirement: input.requirementId,
          },
          overrideAccess: true,
          depth: 0,
          req: tx,
        })
        await tx.payload.update({
          collection: 'requirements',
          id: input.requirementId,
          data: { opening: opening.id },
          overrideAccess: true,
          depth: 0,
          req: tx,
        })
        return succeed({
          opening: { id: opening.id, title: opening.title ?? requirement.title, slug: opening.slug, status: opening.status },
        })
      }),
    req.user,
  )
}
