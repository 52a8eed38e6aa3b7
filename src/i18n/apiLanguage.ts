// The API's refusals (and its few sentences of success) in the language of the request (issue 34,
// docs/decisions/languages.md "API messages"). The features keep answering with the English texts of the spec
// (lib/messages.ts); apiRoute, which wraps every JSON route handler, hands each answer to `localizeApiResponse`,
// which swaps `msg`, `message` and the per-field messages for their Marathi or Hindi version when the request's
// Accept-Language asks for one. The site's forms send the page's language (lib/apiClient); any other client gets
// English unless it asks. Server only: the three message files never reach a browser bundle from here.
import en from './messages/en.json'
import hi from './messages/hi.json'
import mr from './messages/mr.json'

import { fillText } from '@/lib/fillText'
import { messages } from '@/lib/messages'

import { defaultLocale, locales, type Locale } from './locales'

type ApiKey = keyof typeof en.Api
const apiTexts: Record<Locale, Record<ApiKey, string>> = { en: en.Api, mr: mr.Api, hi: hi.Api }

/** English text of the spec → its key in the Api namespace (only the messages translated so far). */
const keyOfEnglish = new Map<string, ApiKey>(
  (Object.keys(en.Api) as ApiKey[]).map((key) => [(messages as Record<string, string>)[key] ?? en.Api[key], key]),
)

/**
 * The language an Accept-Language header asks for among the site's (`mr`, `mr-IN;q=0.9`, `hi-IN`, …), by quality
 * then order; English for anything else or nothing.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return defaultLocale
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  const found = ranked.find((entry) => (locales as readonly string[]).includes(entry.primary))
  return (found?.primary as Locale | undefined) ?? defaultLocale
}

/** The request's language (its Accept-Language). */
export const requestLocale = (request: Request): Locale => localeFromAcceptLanguage(request.headers.get('accept-language'))

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Placeholders that stand for a number ("at most {max} characters"): they match digits only, so "{label}: at most
 * {max}." does not take "Skills: at most 100 characters.".
 */
const NUMBER_PLACEHOLDERS = new Set(['max', 'min'])

/**
 * The messages with a value in them ("Your interview is booked for {when}. …"): each English text as a pattern whose
 * {placeholders} match any text (a number for `{max}` and `{min}`), found when no message matches exactly; the values go
 * into the translation as they are, except a `{label}`, below.
 */
const patterns = (Object.keys(en.Api) as ApiKey[])
  .filter((key) => /\{\w+\}/.test(en.Api[key]))
  .map((key) => {
    const names: string[] = []
    const source = en.Api[key]
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1]
        if (!name) return escapeRegExp(part)
        names.push(name)
        return NUMBER_PLACEHOLDERS.has(name) ? '(\\d[\\d,]*)' : '(.+?)'
      })
      .join('')
    return { key, names, pattern: new RegExp(`^${source}$`, 's') }
  })

/**
 * A `{label}` is the name of the form field a refusal is about ("Skills: at most 100 characters."): the profile
 * correction's fields, named as the form on My account shows them (AccountPrivacy's `field…` words), so the message
 * and the field it sits under say the same word. A label not among them (LinkedIn, GitHub: names) stays as it is.
 */
type PrivacyKey = keyof typeof en.AccountPrivacy
const privacyTexts: Record<Locale, Record<PrivacyKey, string>> = { en: en.AccountPrivacy, mr: mr.AccountPrivacy, hi: hi.AccountPrivacy }
const fieldLabelKeys = (Object.keys(en.AccountPrivacy) as PrivacyKey[]).filter((key) => key.startsWith('field'))
const fieldLabelKey = new Map(fieldLabelKeys.map((key) => [en.AccountPrivacy[key], key]))
const labelIn = (label: string, locale: Locale) => {
  const key = fieldLabelKey.get(label)
  return key ? privacyTexts[locale][key] : label
}

/** One of the API's English messages in `locale`; a text not translated yet stays as it is. */
export function translateApiMessage(text: string, locale: Locale): string {
  if (locale === defaultLocale) return text
  const key = keyOfEnglish.get(text)
  if (key) return apiTexts[locale][key]
  for (const { key: patternKey, names, pattern } of patterns) {
    const match = pattern.exec(text)
    if (!match) continue
    const values = Object.fromEntries(
      names.map((name, index) => [name, name === 'label' ? labelIn(match[index + 1] ?? '', locale) : (match[index + 1] ?? '')]),
    )
    return fillText(apiTexts[locale][patternKey], values)
  }
  return text
}

/** The Api namespace of `locale` keyed by the English texts, for a form that checks input in the browser first. */
export function apiMessagesByEnglish(locale: Locale, keys: readonly ApiKey[]): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [en.Api[key], apiTexts[locale][key]]))
}

const translatable = (method: string, response: Response) =>
  (response.status >= 400 || method !== 'GET') && (response.headers.get('content-type') ?? '').includes('application/json')

/**
 * `response` with its `msg`, `message` and `fields` in the request's language: the same status, headers (cookies
 * included) and every other property. English requests, GET answers that succeed and non-JSON bodies pass untouched.
 */
export async function localizeApiResponse(request: Request, response: Response): Promise<Response> {
  const locale = requestLocale(request)
  if (locale === defaultLocale || !translatable(request.method, response)) return response
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null)
  if (!body || typeof body !== 'object' || Array.isArray(body)) return response
  const record = body as Record<string, unknown>
  const out: Record<string, unknown> = { ...record }
  for (const name of ['msg', 'message'] as const)
    if (typeof record[name] === 'string') out[name] = translateApiMessage(record[name], locale)
  if (record.fields && typeof record.fields === 'object' && !Array.isArray(record.fields))
    out.fields = Object.fromEntries(
      Object.entries(record.fields as Record<string, unknown>).map(([field, text]) => [
        field,
        typeof text === 'string' ? translateApiMessage(text, locale) : text,
      ]),
    )
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.set('content-language', locale)
  headers.append('vary', 'Accept-Language')
  return new Response(JSON.stringify(out), { status: response.status, statusText: response.statusText, headers })
}
