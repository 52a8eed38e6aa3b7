// How the admin's own screens call Payload's REST API and our staff endpoints from the browser: the staff member's
// session cookie, never a cached answer, and a refusal turned into the message staff read.
import { AGENCY_TIME_ZONE } from '@/lib/agencyTime'

/** The API's message for a refused call (a field's own message first), or a general one. */
async function failure(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as {
    errors?: { message?: string; data?: { errors?: { message?: string }[] } }[]
  } | null
  const first = body?.errors?.[0]
  return first?.data?.errors?.[0]?.message ?? first?.message ?? 'That did not work. Check your connection and try again.'
}

/** A JSON call as the logged-in staff member; throws an Error carrying the message to show when refused. */
export async function staffFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    credentials: 'same-origin',
    cache: 'no-store',
    ...init,
    headers: init.body ? { 'Content-Type': 'application/json' } : undefined,
  })
  if (!response.ok) throw new Error(await failure(response))
  return (await response.json()) as T
}

/** A date and time as staff read them on the admin's screens: India time, e.g. "26 Nov 2026, 2:05 pm". */
export const staffDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: AGENCY_TIME_ZONE,
  })
