// What a client sees of a shortlisted candidate (docs/decisions/clients.md, "What the client sees"): pure, so the
// client area, the staff preview and the share log all use the one projection. Nothing leaves it that staff did not
// tick: no e-mail address or phone number by default, the first name and initial unless the full name is ticked,
// the expected salary only when allowed.

export type ShortlistRow = {
  id?: string | null
  candidate: number | { id: number } | null
  application?: number | { id: number } | null
  summary?: string | null
  showFullName?: boolean | null
  showEmail?: boolean | null
  showPhone?: boolean | null
  showExpectedSalary?: boolean | null
  resume?: number | { id: number } | null
  maskResume?: boolean | null
  decision?: 'interview' | 'reject' | 'question' | null
  decisionReason?: string | null
  decisionText?: string | null
  decidedAt?: string | null
  decidedBy?: string | null
}

export type CandidateProfile = {
  id: number
  name: string
  email?: string | null
  phone?: string | null
  headline?: string | null
  skills?: string[] | null
  yearsExperience?: number | null
  noticeDays?: number | null
  expectedSalary?: { amount?: number | null; unit?: string | null } | null
}

export type ClientCandidate = {
  candidate: number
  name: string
  headline: string | null
  skills: string[]
  yearsExperience: number | null
  noticeDays: number | null
  expectedSalary: { amount: number; unit: string | null } | null
  summary: string | null
  email: string | null
  phone: string | null
  resume: { href: string; masked: boolean } | null
  decision: { decision: 'interview' | 'reject' | 'question'; reason: string | null; text: string | null; at: string | null } | null
}

export const idOf = (value: number | string | { id: number | string } | null | undefined): number | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? Number(value.id) : Number(value)

/** "Priya S." from "Priya Sharma"; a one-word name stays as it is. */
export function shortName(full: string): string {
  const words = full.trim().split(/\s+/).filter(Boolean)
  if (words.length < 2) return words[0] ?? ''
  return `${words[0]} ${words[words.length - 1].charAt(0).toUpperCase()}.`
}

/** The client area's resume address of one candidate on one shortlist. */
export const clientResumeHref = (shortlistId: number | string, candidateId: number) =>
  `/api/client/shortlists/${encodeURIComponent(String(shortlistId))}/resume/${candidateId}`

/** The candidate as the client sees them on this shortlist. `resumeHref` is null when no resume was chosen. */
export function clientCandidate(row: ShortlistRow, profile: CandidateProfile, resumeHref: string | null): ClientCandidate {
  const salary = profile.expectedSalary
  return {
    candidate: profile.id,
    name: row.showFullName ? profile.name.trim() : shortName(profile.name),
    headline: profile.headline?.trim() || null,
    skills: profile.skills ?? [],
    yearsExperience: profile.yearsExperience ?? null,
    noticeDays: profile.noticeDays ?? null,
    expectedSalary:
      row.showExpectedSalary && typeof salary?.amount === 'number' ? { amount: salary.amount, unit: salary.unit ?? null } : null,
    summary: row.summary?.trim() || null,
    email: row.showEmail ? (profile.email ?? null) : null,
    phone: row.showPhone ? (profile.phone ?? null) : null,
    resume: resumeHref ? { href: resumeHref, masked: row.maskResume !== false } : null,
    decision: row.decision
      ? { decision: row.decision, reason: row.decisionReason ?? null, text: row.decisionText ?? null, at: row.decidedAt ?? null }
      : null,
  }
}

/** The share log's "what the client sees": the fields shown, in staff words. */
export function fieldsShown(row: ShortlistRow, hasResume: boolean): string[] {
  return [
    row.showFullName ? 'Full name' : 'First name and initial',
    'Headline',
    'Skills',
    'Years of experience',
    'Notice period',
    ...(row.showExpectedSalary ? ['Expected salary'] : []),
    "Recruiter's summary",
    ...(row.showEmail ? ['E-mail'] : []),
    ...(row.showPhone ? ['Phone'] : []),
    ...(hasResume ? [row.maskResume === false ? 'Resume' : 'Resume (contact details removed)'] : []),
  ]
}
