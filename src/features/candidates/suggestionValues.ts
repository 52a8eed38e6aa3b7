// The value a recruiter accepts (or edits) for a suggested field, checked the way the profile's field is: an e-mail
// address, a phone number (stored as +91…), a link, years 0–60, notice 0–365 days, skills as a list.
import { z } from '@/lib/zod'

import { normalisePhone } from './phone'
import { SUGGESTED_FIELD_LABELS, type SuggestedField } from './profileSuggestions'

type Checked = { ok: true; value: string | number | string[] } | { ok: false; message: string }

const link = z
  .string()
  .trim()
  .max(500)
  .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
  .pipe(z.url({ protocol: /^https?$/ }))

const schemas: Record<SuggestedField, z.ZodType<string | number | string[]>> = {
  email: z
    .email()
    .max(254)
    .transform((value) => value.toLowerCase()),
  phone: z.string().trim().min(1).max(30),
  'links.linkedin': link,
  'links.github': link,
  'links.portfolio': link,
  yearsExperience: z.coerce.number().min(0).max(60),
  noticeDays: z.coerce.number().int().min(0).max(365),
  location: z.string().trim().min(1).max(200),
  skills: z.array(z.string().trim().min(1).max(100)).min(1).max(100),
}

const limits: Partial<Record<SuggestedField, string>> = {
  email: 'an e-mail address',
  'links.linkedin': 'a link (https://…)',
  'links.github': 'a link (https://…)',
  'links.portfolio': 'a link (https://…)',
  yearsExperience: 'a number of years from 0 to 60',
  noticeDays: 'a whole number of days from 0 to 365',
  location: 'a place of up to 200 characters',
  skills: 'a list of up to 100 skills',
}

export function suggestionValue(field: SuggestedField, raw: unknown): Checked {
  const label = SUGGESTED_FIELD_LABELS[field]
  const parsed = schemas[field].safeParse(raw)
  if (!parsed.success) return { ok: false, message: `${label} must be ${limits[field] ?? 'a phone number'}.` }
  if (field === 'phone') {
    const phone = normalisePhone(String(parsed.data))
    return phone
      ? { ok: true, value: phone }
      : { ok: false, message: `${label} must be a phone number, e.g. 98220 12345 or +91 98220 12345.` }
  }
  return { ok: true, value: parsed.data }
}
