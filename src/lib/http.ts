// One JSON error shape for the public API: { error, msg } plus optional per-field messages, and the request
// checks every state-changing endpoint shares (origin, body parsing, validation, rate-limit answers).
import ipaddr from 'ipaddr.js'
import { NextResponse } from 'next/server'
import type { z } from 'zod'

import { env } from './env'
import { messages } from './messages'
import type { Refusal, Result } from './result'

export type ApiError = { error: string; msg: string; fields?: Record<string, string> }

export function jsonError(status: number, error: string, msg: string, extra: Partial<ApiError> = {}, headers?: HeadersInit) {
  return NextResponse.json<ApiError>({ error, msg, ...extra }, { status, headers })
}

export const notFound = (msg: string) => jsonError(404, 'not_found', msg)

export function json<T>(body: T, init?: ResponseInit) {
  return NextResponse.json(body, init)
}

/** The client's address as server.mjs recorded it (the socket peer, or X-Forwarded-For behind a trusted proxy). */
export function clientIp(request: { headers: Headers }): string {
  return request.headers.get('x-client-ip') || 'unknown'
}

/**
 * What a per-client limit counts: an IPv4 address as it is, an IPv6 address by its /64 network. A phone, a home or an
 * office on IPv6 is given a whole /64 and may use any address in it, so counting single IPv6 addresses would give one
 * client 2^64 allowances of every per-client limit. An IPv4 address written as IPv6 (::ffff:1.2.3.4) counts as IPv4.
 * Records that keep the address as evidence (consents, privacy requests) keep `clientIp` whole.
 */
export function clientLimitKey(request: { headers: Headers }): string {
  const address = clientIp(request)
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16))
  return `${network.join(':')}::/64`
}

/** A feature's refusal as its JSON error (with Retry-After when it says how long to wait). */
export function refusalResponse({ status, error, msg, fields, retryAfterSeconds }: Refusal) {
  const headers = retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(retryAfterSeconds) }
  return jsonError(status, error, msg, fields ? { fields } : {}, headers)
}

/** Maps a feature's result to the response: its refusal, or `respond(value)`. */
export function respondWith<T>(result: Result<T>, respond: (value: T) => Response): Response {
  return result.ok ? respond(result.value) : refusalResponse(result.refusal)
}

/** 429 with Retry-After (seconds). */
export function tooManyRequests(retryAfterSeconds: number, msg: string = messages.tooManyRequests) {
  return jsonError(429, 'rate_limited', msg, {}, { 'Retry-After': String(retryAfterSeconds) })
}

/**
 * Cross-site request forgery guard for state-changing endpoints: a browser always sends Origin on a POST, and it
 * must be this site's. Requests without Origin (curl, server-to-server) carry no ambient browser credentials.
 */
export function rejectForeignOrigin(request: Request): NextResponse | null {
  const origin = request.headers.get('origin')
  const fetchSite = request.headers.get('sec-fetch-site')
  if (!origin) return fetchSite === 'cross-site' ? forbiddenOrigin() : null
  const allowed = new Set([new URL(env().SITE_URL).origin])
  const host = request.headers.get('host')
  if (host) {
    const scheme = new URL(request.url).protocol
    allowed.add(`${scheme}//${host}`)
  }
  return allowed.has(origin) ? null : forbiddenOrigin()
}

const forbiddenOrigin = () => jsonError(403, 'forbidden_origin', messages.foreignOrigin)

/** Reads a JSON object body; answers 400 for anything that is not one, 413 past `maxBytes`. */
async function readJsonObject(
  request: Request,
  maxBytes = 64 * 1024,
): Promise<{ ok: true; data: Record<string, unknown> } | { ok: false; response: NextResponse }> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return { ok: false, response: jsonError(413, 'payload_too_large', messages.requestTooLarge) }
  let text: string
  try {
    text = await request.text()
  } catch {
    return { ok: false, response: jsonError(400, 'invalid_body', messages.bodyUnreadable) }
  }
  if (Buffer.byteLength(text) > maxBytes) return { ok: false, response: jsonError(413, 'payload_too_large', messages.requestTooLarge) }
  try {
    const data: unknown = JSON.parse(text)
    if (data && typeof data === 'object' && !Array.isArray(data)) return { ok: true, data: data as Record<string, unknown> }
  } catch {
    // fall through
  }
  return { ok: false, response: jsonError(400, 'invalid_json', messages.bodyNotJson) }
}

/**
 * Reads a JSON object (readJsonObject) and validates it with `schema`: 400 naming each invalid field otherwise.
 * `extend` adds server-side values before validation; `raw` keeps what the schema does not know (honeypot, tracking).
 */
export async function readValidJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes, extend }: { maxBytes?: number; extend?: Record<string, unknown> } = {},
): Promise<{ ok: true; data: z.output<S>; raw: Record<string, unknown> } | { ok: false; response: NextResponse }> {
  const body = await readJsonObject(request, maxBytes)
  if (!body.ok) return body
  const parsed = await schema.safeParseAsync({ ...body.data, ...extend })
  return parsed.success ? { ok: true, data: parsed.data, raw: body.data } : { ok: false, response: validationError(parsed.error) }
}

/** 400 naming each invalid field; `msg` is the first field's message so a form can show it as is. */
export function validationError(error: z.ZodError) {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= issue.message
  }
  const first = error.issues[0]?.message ?? 'Invalid request.'
  return jsonError(400, 'validation_error', first, { fields })
}
