// Browser-side calls to the site's JSON API: the spec's "server msg, else fallback" rule in one place.

export type ApiResult<T> =
  { ok: true; status: number; body: T } | { ok: false; status: number; message: string; fields: Record<string, string> }

/** The per-field messages of a 400 answer (`{ fields: { name: message } }`), or {} when it has none. */
export function fieldMessagesOf(body: unknown): Record<string, string> {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).fields : null
  if (typeof fields !== 'object' || fields === null) return {}
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  )
}

/**
 * The page's language (`<html lang>`: en-IN, mr-IN, hi-IN), sent as Accept-Language so the API answers in it
 * (docs/decisions/languages.md "API messages") whatever the browser's own setting.
 */
export const pageLanguage = () => (typeof document === 'undefined' ? 'en-IN' : document.documentElement.lang || 'en-IN')

/** POSTs JSON; on failure the message is the server's `msg` (or `message`/`error`), else `fallback`. */
export function postJson<T = Record<string, unknown>>(path: string, payload: unknown, fallback: string): Promise<ApiResult<T>> {
  return sendJson<T>('POST', path, payload, fallback)
}

/** Sends JSON with `method` (POST, PATCH); answers as postJson does. */
export async function sendJson<T = Record<string, unknown>>(
  method: 'POST' | 'PATCH',
  path: string,
  payload: unknown,
  fallback: string,
): Promise<ApiResult<T>> {
  try {
    const response = await fetch(path, {
      method,
      headers: { 'content-type': 'application/json', 'accept-language': pageLanguage() },
      credentials: 'same-origin',
      body: JSON.stringify(payload),
    })
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
    if (response.ok) return { ok: true, status: response.status, body: body as T }
    const serverMessage = [body.msg, body.message, body.error].find((value) => typeof value === 'string' && value)
    return { ok: false, status: response.status, message: (serverMessage as string | undefined) ?? fallback, fields: fieldMessagesOf(body) }
  } catch (error) {
    console.error(`${method} ${path} failed`, error)
    return { ok: false, status: 0, message: fallback, fields: {} }
  }
}
