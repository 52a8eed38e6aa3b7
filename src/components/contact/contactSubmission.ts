// What the contact form sends and what it shows afterwards (spec sections 3, 4 and 8).
import type { INQUIRY_TYPES } from '@/lib/constants'
import { messages } from '@/lib/messages'

type InquiryType = (typeof INQUIRY_TYPES)[number]

/** The JSON body of POST /api/contact; inquiryType is '' until the visitor picks one. */
export type ContactMessage = { fullName: string; emailAddress: string; inquiryType: InquiryType | ''; message: string }

export const emptyContactMessage: ContactMessage = { fullName: '', emailAddress: '', inquiryType: '', message: '' }

export type ContactOutcome = { ok: boolean; text: string }

/**
 * The answer's explanation: its human `msg` when present (our API's `error` is a machine code such as
 * `validation_error`), else its `error` field (spec section 8: "response field error").
 */
function errorField(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  for (const key of ['msg', 'error'] as const) {
    const value = (body as Record<string, unknown>)[key]
    if (typeof value === 'string' && value.trim()) return value
  }
  return null
}

/**
 * Only 201 is success (spec section 7). Any other answer shows the server's `error` field when it
 * explains the problem, else the spec's "Failed to submit the form" text.
 */
export function outcomeOfAnswer(status: number, body: unknown): ContactOutcome {
  if (status === 201) return { ok: true, text: messages.contactSuccess }
  return { ok: false, text: errorField(body) ?? messages.contactSubmitFailed }
}

/** No answer at all (network down, request blocked). */
export const outcomeOfNetworkError = (): ContactOutcome => ({ ok: false, text: messages.contactUnexpectedError })
