// "Correct" on /account (docs/decisions/privacy.md, "Correction"): a member corrects the fields of their candidate
// profile that are theirs to state (name, phone, location, headline, skills, languages, experience, notice period,
// links); staff's own fields (owner, tags, notes, source, salary figures staff negotiate) are not offered. Each
// change is written with an entry on the candidate's timeline naming the fields, before and after.
import type { Payload, PayloadRequest } from 'payload'

import { normalisePhone } from '@/features/candidates/phone'
import { CANDIDATE_TIMELINE } from '@/features/leadActivity/kinds'
import { recordActivity } from '@/features/leadActivity/record'
import { getPayloadClient } from '@/lib/payload'
import { runInTransaction } from '@/lib/payloadTransaction'
import { refuse, succeed, type Result } from '@/lib/result'

import { PROFILE_LABELS, type CandidateProfile, type ProfileCorrection } from './correctionSchema'
import { privacyMessages } from './messages'
import type { Person } from './personData'

type CandidateRow = {
  id: number
  name: string
  phone?: string | null
  location?: string | null
  headline?: string | null
  skills?: string[] | null
  languages?: string[] | null
  yearsExperience?: number | null
  noticeDays?: number | null
  links?: { linkedin?: string | null; github?: string | null; portfolio?: string | null } | null
}

const toProfile = (row: CandidateRow): CandidateProfile => ({
  name: row.name,
  phone: row.phone ?? '',
  location: row.location ?? '',
  headline: row.headline ?? '',
  skills: row.skills ?? [],
  languages: row.languages ?? [],
  yearsExperience: row.yearsExperience ?? null,
  noticeDays: row.noticeDays ?? null,
  linkedin: row.links?.linkedin ?? '',
  github: row.links?.github ?? '',
  portfolio: row.links?.portfolio ?? '',
})

/** The member's candidate profile: the one linked to the account, else the one under their address (not merged away). */
async function candidateOf(payload: Payload, person: Person, req?: PayloadRequest): Promise<CandidateRow | null> {
  const { docs } = await payload.find({
    collection: 'candidates',
    where: {
      and: [
        { or: [{ member: { equals: Number(person.id) } }, { email: { equals: person.email.toLowerCase() } }] },
        { mergedInto: { exists: false } },
      ],
    },
    sort: '-updatedAt',
    limit: 10,
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  const rows = docs as unknown as (CandidateRow & { member?: number | null })[]
  return rows.find((row) => Number(row.member) === Number(person.id)) ?? rows[0] ?? null
}

/** The member's profile as they may correct it, or null when they have none. */
export async function memberCandidateProfile(person: Person): Promise<CandidateProfile | null> {
  const row = await candidateOf(await getPayloadClient(), person)
  return row ? toProfile(row) : null
}

const shown = (value: CandidateProfile[keyof CandidateProfile]) =>
  Array.isArray(value) ? value.join(', ') || '(empty)' : value === null || value === '' ? '(empty)' : String(value)

/** Applies the member's correction; the candidate's timeline names each changed field with its old and new value. */
export async function correctCandidateProfile(
  person: Person & { name?: string | null },
  correction: ProfileCorrection,
): Promise<Result<{ msg: string; profile: CandidateProfile }>> {
  const payload = await getPayloadClient()
  return runInTransaction(payload, async (req) => {
    const row = await candidateOf(payload, person, req)
    if (!row) return refuse({ status: 404, error: 'not_found', msg: privacyMessages.noCandidateProfile })
    const before = toProfile(row)
    const after: CandidateProfile = { ...before, ...correction }
    if (correction.phone) after.phone = normalisePhone(correction.phone) ?? correction.phone
    const changed = (Object.keys(PROFILE_LABELS) as (keyof CandidateProfile)[]).filter(
      (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
    )
    if (!changed.length) return succeed({ msg: privacyMessages.profileNothingChanged, profile: before })
    await payload.update({
      collection: 'candidates',
      id: row.id,
      data: {
        name: after.name,
        phone: after.phone || null,
        location: after.location || null,
        headline: after.headline || null,
        skills: after.skills,
        languages: after.languages,
        yearsExperience: after.yearsExperience,
        noticeDays: after.noticeDays,
        links: { linkedin: after.linkedin || null, github: after.github || null, portfolio: after.portfolio || null },
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const lines = changed.map((field) => `${PROFILE_LABELS[field]}: ${shown(before[field])} → ${shown(after[field])}`)
    await recordActivity(
      payload,
      {
        leadCollection: CANDIDATE_TIMELINE,
        leadId: row.id,
        type: 'corrected',
        text: `The candidate corrected their profile on My account:\n${lines.join('\n')}`,
        authorName: person.name ? `${person.name} (the candidate)` : 'The candidate',
        authorEmail: person.email.toLowerCase(),
      },
      req,
    )
    return succeed({ msg: privacyMessages.profileSaved, profile: after })
  })
}
