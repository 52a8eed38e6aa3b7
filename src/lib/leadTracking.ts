// Browser side: where a lead came from. The landing page's utm_* parameters are kept in sessionStorage for the
// visit (so a form sent three pages later still carries them), and the form's own page is the source page.
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const
const STORAGE_KEY = 'leadUtm'

export type LeadTrackingFields = { sourcePage?: string; utm_source?: string; utm_medium?: string; utm_campaign?: string }

/** Remembers the current address's UTM parameters, if it has any (a later campaign link replaces them). */
export function rememberUtm(search: string) {
  const params = new URLSearchParams(search)
  const found = Object.fromEntries(UTM_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!.slice(0, 500)]] : [])))
  if (Object.keys(found).length === 0) return
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(found))
  } catch {
    // storage unavailable (private mode): the lead is simply sent without UTM data
  }
}

/** The fields every lead form sends along. */
export function leadTrackingFields(): LeadTrackingFields {
  const fields: LeadTrackingFields = { sourcePage: `${window.location.pathname}${window.location.search}`.slice(0, 500) }
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>
    for (const key of UTM_KEYS) if (typeof stored[key] === 'string') fields[key] = stored[key]
  } catch {
    // ignore malformed storage
  }
  return fields
}
