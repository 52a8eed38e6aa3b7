// Production start checks, shared by server.mjs (before anything starts) and src/lib/env.ts (any other entry).
// A production server refuses to boot without a strong PAYLOAD_SECRET and an explicit SITE_URL.

const MIN_SECRET_LENGTH = 32

/** Values copied from examples or typed by hand, refused whatever their length. */
const PLACEHOLDER = /change[-_ ]?me|replace[-_ ]?me|your[-_ ]?secret|example|placeholder|^(.)\1+$/i

/**
 * Why `secret` is too weak to sign sessions and codes, or null when it is acceptable:
 * at least 32 characters, not a placeholder, and not made of a handful of repeated characters.
 * @param {string | undefined} secret
 * @returns {string | null}
 */
function secretWeakness(secret) {
  const value = (secret ?? '').trim()
  if (!value) return 'PAYLOAD_SECRET is missing'
  if (value.length < MIN_SECRET_LENGTH) return `PAYLOAD_SECRET is too short (${value.length} characters; at least ${MIN_SECRET_LENGTH})`
  if (PLACEHOLDER.test(value)) return 'PAYLOAD_SECRET looks like a placeholder'
  if (new Set(value).size < 10) return 'PAYLOAD_SECRET has too few distinct characters'
  return null
}

/**
 * Every reason a production start must be refused; empty when the settings are fit for production.
 * `ALLOW_GENERATED_SECRET=1` (the local quick start only) lets the app generate and keep its own secret.
 * @param {Record<string, string | undefined>} environment
 * @returns {string[]}
 */
export function productionConfigProblems(environment) {
  if (environment.NODE_ENV !== 'production') return []
  const problems = []
  const generatedSecretAllowed = environment.ALLOW_GENERATED_SECRET === '1' && !environment.PAYLOAD_SECRET
  if (!generatedSecretAllowed) {
    const weakness = secretWeakness(environment.PAYLOAD_SECRET)
    if (weakness) problems.push(`${weakness}. Generate one with: openssl rand -hex 32`)
  }
  const siteUrl = (environment.SITE_URL ?? '').trim()
  if (!siteUrl) {
    problems.push('SITE_URL is missing: set the public address of the site, e.g. https://www.example.in')
  } else if (!/^https?:\/\/[^/\s]+/i.test(siteUrl)) {
    problems.push(`SITE_URL must be an http(s) address, got "${siteUrl}"`)
  }
  return problems
}
