// Browser-side calls to the site's JSON API: the spec's "server msg, else fallback" rule in one place.

export type ApiResult<T> = { ok: true; status: number; body: T } | { ok: false; status: number; message: string }

/** POSTs JSON; on failure the message is the server's `msg` (or `message`/`error`), else `fallback`. */
export async function postJson<T = Record<string, unknown>>(path: string, payload: unknown, fallback: string): Promise<ApiResult<T>> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(payload),
    })
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
    if (response.ok) return { ok: true, status: response.status, body: body as T }
    const serverMessage = [body.msg, body.message, body.error].find((value) => typeof value === 'string' && value)
    return { ok: false, status: response.status, message: (serverMessage as string | undefined) ?? fallback }
  } catch (error) {
    console.error(`POST ${path} failed`, error)
    return { ok: false, status: 0, message: fallback }
  }
}
