// When two candidates are probably one person (docs/decisions/talent-pool.md, "Possible duplicates"): the same e-mail
// (in any case), the same phone number (stored normalised, +91…), or the same name with the same LinkedIn profile.
// Pure rules, shared by the server (which keeps the flags) and the profile (which says why).

export type DuplicateProbe = {
  id: number
  name?: string | null
  email?: string | null
  phone?: string | null
  links?: { linkedin?: string | null } | null
}

export type DuplicateReason = 'email' | 'phone' | 'name-linkedin'

export const duplicateReasonLabel: Record<DuplicateReason, string> = {
  email: 'same e-mail',
  phone: 'same phone number',
  'name-linkedin': 'same name and LinkedIn profile',
}

const present = (value: string | null | undefined) => (value && value.trim() ? value : null)

export const normaliseEmail = (email: string | null | undefined) => present(email)?.trim().toLowerCase() ?? null

export const normaliseName = (name: string | null | undefined) => present(name)?.trim().toLowerCase().replace(/\s+/g, ' ') ?? null

/** A LinkedIn address as one string whatever way it was written: no scheme, "www.", query, fragment or trailing slash. */
export function normaliseLinkedIn(link: string | null | undefined): string | null {
  const value = present(link)
    ?.trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^(www|m|[a-z]{2})\.(?=linkedin\.com)/, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
  return value || null
}

/** Why `a` and `b` look like one person (empty when they do not). */
export function duplicateReasons(a: DuplicateProbe, b: DuplicateProbe): DuplicateReason[] {
  const reasons: DuplicateReason[] = []
  const email = normaliseEmail(a.email)
  if (email && email === normaliseEmail(b.email)) reasons.push('email')
  const phone = present(a.phone)?.replace(/[^\d+]/g, '')
  if (phone && phone === present(b.phone)?.replace(/[^\d+]/g, '')) reasons.push('phone')
  const name = normaliseName(a.name)
  const linkedin = normaliseLinkedIn(a.links?.linkedin)
  if (name && linkedin && name === normaliseName(b.name) && linkedin === normaliseLinkedIn(b.links?.linkedin)) reasons.push('name-linkedin')
  return reasons
}
