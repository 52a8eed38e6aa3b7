// Shared by the lead API tests: POSTs from a chosen client address, staff reads of lead collections.
import { signUp } from './accounts-helpers'
import { baseUrl, staffRequest } from './helpers'

let addressCounter = 0
/** A fresh client address per call (the server trusts X-Forwarded-For in tests), so rate limits stay per test. */
export const freshIp = () => {
  addressCounter += 1
  return `10.5.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`
}

export async function postJson(
  path: string,
  body: unknown,
  { ip = freshIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    // not JSON
  }
  return { status: response.status, body: json, text, headers: response.headers }
}

export type LeadDoc = Record<string, unknown> & { id: number }

/** Staff read of one lead collection with a where clause in Payload's query-string form. */
export async function findLeads(collection: string, where: Record<string, string>): Promise<LeadDoc[]> {
  const query = new URLSearchParams({ depth: '0', limit: '100', ...where })
  const { docs } = await staffRequest<{ docs: LeadDoc[] }>('GET', `/${collection}?${query.toString()}`)
  return docs
}

export const byField = (field: string, value: string) => ({ [`where[${field}][equals]`]: value })

/** A member signed up through the accounts API (code read from the SMTP sink): id, token and session cookie. */
export async function memberCookie(email: string) {
  const { cookie, body } = await signUp(freshIp(), email, { name: 'Test Member' })
  const { token, user } = body as { token: string; user: { id: string | number } }
  return { id: Number(user.id), token, cookie }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
