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
import { z } from '@/lib/zod'

import { privacyMessages } from './messages'
import type { Person } from './personData'

/** The candidate profile as the member sees and corrects it. */
export type CandidateProfile = {
  name: string
  phone: string
  location: string
  headline: string
  skills: string[]
  languages: string[]
  yearsExperience: number | null
  noticeDays: number | null
  linkedin: string
  github: string
  portfolio: string
}

export const PROFILE_LABELS: Record<keyof CandidateProfile, string> = {
  name: 'Name',
  phone: 'Phone',
  location: 'Location',
  headline: 'Headline',
  skills: 'Skills',
  languages: 'Languages',
  yearsExperience: 'Years of experience',
  noticeDays: 'Notice period (days)',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  portfolio: 'Portfolio',
}

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label}: at most ${max} characters.`)
const link = (label: string) =>
  text(500, label).refine(
    (value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value),
    `${label}: write a full address starting with https://`,
  )
const list = (max: number, each: number, label: string) =>
  z
    .array(text(each, label), { error: `${label}: a list of words.` })
    .max(max, `${label}: at most ${max}.`)
    .transform((values) => [...new Set(values.filter(Boolean))])
const whole = (min: number, max: number, label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be between ${min} and ${max}.`)
    .max(max, `${label} must be between ${min} and ${max}.`)
    .nullable()

/** PATCH /api/users/me/candidate-profile: any of the fields; the ones left out stay as they are. */
export const profileCorrectionSchema = z
  .strictObject(
    {
      name: text(200, 'Name').min(1, 'Please enter your name.'),
      phone: text(30, 'Phone').refine(
        (value) => value === '' || normalisePhone(value) !== null,
        'This phone number cannot be read: write it like 98765 43210 or +91 98765 43210.',
      ),
      location: text(200, 'Location'),
      headline: text(300, 'Headline'),
      skills: list(50, 100, 'Skills'),
      languages: list(20, 60, 'Languages'),
      yearsExperience: whole(0, 60, 'Years of experience'),
      noticeDays: whole(0, 365, 'Notice period (days)'),
      linkedin: link('LinkedIn'),
      github: link('GitHub'),
      portfolio: link('Portfolio'),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only your profile fields can be corrected here.' : undefined) },
  )
  .partial()

type ProfileCorrection = z.infer<typeof profileCorrectionSchema>

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
