// What a feature function answers: a value, or a refusal with the status and words the visitor is told. Plain data,
// so feature functions are tested without HTTP; route handlers map a refusal with `refusalResponse` (lib/http).
export type Refusal = {
  status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503
  error: string
  msg: string
  fields?: Record<string, string>
  retryAfterSeconds?: number
}

export type Result<T = undefined> = { ok: true; value: T } | { ok: false; refusal: Refusal }

export const succeed = <T>(value: T): { ok: true; value: T } => ({ ok: true, value })
export const refuse = (refusal: Refusal): { ok: false; refusal: Refusal } => ({ ok: false, refusal })

/** A 400 about one field: the message at the field and as the form's message. */
export const fieldRefusal = (field: string, msg: string): Refusal => ({
  status: 400,
  error: 'validation_error',
  msg,
  fields: { [field]: msg },
})

/** A 429 with the seconds to wait. */
export const tooManyRefusal = (retryAfterSeconds: number, msg: string): Refusal => ({
  status: 429,
  error: 'rate_limited',
  msg,
  retryAfterSeconds,
})
