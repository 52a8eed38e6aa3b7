// A resume's suggestions against the profile (docs/decisions/talent-pool.md, "Resumes read"): which are still
// pending (the value differs from the profile's), what accepting one writes, and which values stay marked "from
// resume" after an edit. Pure; the staff endpoint (suggestionsEndpoint.ts), the profile's hook and the admin's panel
// use it. A suggestion never replaces a value by itself: only a recruiter's accept does.
import type { ResumeLinks, ResumeSuggestions } from './suggestions'

const SUGGESTED_FIELDS = [
  'email',
  'phone',
  'links.linkedin',
  'links.github',
  'links.portfolio',
  'yearsExperience',
  'skills',
  'location',
  'noticeDays',
] as const

export type SuggestedField = (typeof SUGGESTED_FIELDS)[number]

export const SUGGESTED_FIELD_LABELS: Record<SuggestedField, string> = {
  email: 'E-mail',
  phone: 'Phone',
  'links.linkedin': 'LinkedIn',
  'links.github': 'GitHub',
  'links.portfolio': 'Portfolio',
  yearsExperience: 'Years of experience',
  skills: 'Skills',
  location: 'Location',
  noticeDays: 'Notice period (days)',
}

export const isSuggestedField = (value: unknown): value is SuggestedField => SUGGESTED_FIELDS.includes(value as SuggestedField)

type StoredSuggestions = ResumeSuggestions & { dismissed?: SuggestedField[] }

/** The profile's fields this module reads and writes. */
export type CandidateProfile = {
  email?: string | null
  phone?: string | null
  links?: { [K in keyof ResumeLinks]?: string | null } | null
  yearsExperience?: number | null
  skills?: string[] | null
  location?: string | null
  noticeDays?: number | null
  fromResume?: unknown
  suggestions?: unknown
}

type Value = string | number | string[] | undefined

export function valueOf(source: CandidateProfile | ResumeSuggestions, field: SuggestedField): Value {
  if (field.startsWith('links.')) {
    const key = field.slice('links.'.length) as keyof ResumeLinks
    return (source.links as ResumeLinks | null | undefined)?.[key] ?? undefined
  }
  const value = (source as Record<string, unknown>)[field]
  return value === null ? undefined : (value as Value)
}

export const fromResumeOf = (candidate: CandidateProfile): SuggestedField[] =>
  Array.isArray(candidate.fromResume) ? candidate.fromResume.filter(isSuggestedField) : []

const storedSuggestions = (candidate: CandidateProfile): StoredSuggestions =>
  candidate.suggestions && typeof candidate.suggestions === 'object' ? candidate.suggestions : {}

const sameSkill = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

function same(a: Value, b: Value): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    const left = Array.isArray(a) ? a : []
    const right = Array.isArray(b) ? b : []
    return left.length === right.length && left.every((value, index) => sameSkill(value, right[index]))
  }
  if (typeof a === 'string' && typeof b === 'string') return a.trim().toLowerCase() === b.trim().toLowerCase()
  return (a ?? '') === (b ?? '')
}

export type PendingSuggestion = { field: SuggestedField; label: string; current: Value; suggested: Value }

/**
 * The suggestions a recruiter has yet to decide on: a value the profile does not have yet (for skills, the skills
 * not already listed), not dismissed.
 */
export function pendingSuggestions(candidate: CandidateProfile): PendingSuggestion[] {
  const suggestions = storedSuggestions(candidate)
  const dismissed = new Set(suggestions.dismissed ?? [])
  const pending: PendingSuggestion[] = []
  for (const field of SUGGESTED_FIELDS) {
    if (dismissed.has(field)) continue
    const suggested = valueOf(suggestions, field)
    const current = valueOf(candidate, field)
    if (suggested === undefined || suggested === '') continue
    if (field === 'skills') {
      const have = Array.isArray(current) ? current : []
      const missing = (Array.isArray(suggested) ? suggested : []).filter((skill) => !have.some((own) => sameSkill(own, skill)))
      if (missing.length) pending.push({ field, label: SUGGESTED_FIELD_LABELS[field], current, suggested: missing })
    } else if (!same(current, suggested)) pending.push({ field, label: SUGGESTED_FIELD_LABELS[field], current, suggested })
  }
  return pending
}

export type Accepted = Partial<Record<SuggestedField, string | number | string[]>>

/** The update a recruiter's decisions make: the accepted values, `fromResume` and the dismissed suggestions. */
export function acceptSuggestions(
  candidate: CandidateProfile,
  accepted: Accepted,
  dismiss: SuggestedField[] = [],
): { data: Record<string, unknown>; fromResume: SuggestedField[]; dismissed: SuggestedField[] } {
  const suggestions = storedSuggestions(candidate)
  const fromResume = new Set(fromResumeOf(candidate))
  const data: Record<string, unknown> = {}
  const links: Record<string, unknown> = {}
  for (const field of Object.keys(accepted) as SuggestedField[]) {
    const value = accepted[field]
    if (value === undefined) continue
    const suggested = valueOf(suggestions, field)
    if (field === 'skills') {
      const chosen = (Array.isArray(value) ? value : [String(value)]).map((skill) => skill.trim()).filter(Boolean)
      const have = candidate.skills ?? []
      data.skills = [...have, ...chosen.filter((skill) => !have.some((own) => sameSkill(own, skill)))]
      // Skills the recruiter typed in are theirs: "from resume" only when every added skill was suggested. The
      // skills already listed stay; the field is marked because part of its value now came from the resume.
      const allSuggested = chosen.every((skill) => Array.isArray(suggested) && suggested.some((one) => sameSkill(one, skill)))
      if (allSuggested) fromResume.add('skills')
      else fromResume.delete('skills')
      continue
    }
    if (field.startsWith('links.')) links[field.slice('links.'.length)] = value
    else data[field] = value
    if (same(value, suggested)) fromResume.add(field)
    else fromResume.delete(field)
  }
  if (Object.keys(links).length) data.links = { ...(candidate.links ?? {}), ...links }
  const dismissed = [...new Set([...(suggestions.dismissed ?? []), ...dismiss])]
  return { data, fromResume: SUGGESTED_FIELDS.filter((field) => fromResume.has(field)), dismissed }
}

/**
 * After a save that was not a recruiter's accept: a field whose value changed was edited by hand, so it no longer
 * counts as "from resume". `next` holds the saved values over `previous`.
 */
export function keepFromResume(previous: CandidateProfile, next: CandidateProfile): SuggestedField[] {
  return fromResumeOf(previous).filter((field) => {
    const top = field.split('.')[0] as keyof CandidateProfile
    if (!(top in next)) return true
    return same(valueOf(previous, field), valueOf({ ...previous, ...next }, field))
  })
}
