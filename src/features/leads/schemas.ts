// One zod schema per lead form, shared by the browser form and the route handler (spec sections 5 and 7; docs/decisions/site.md:
// required fields, e-mail and lenient international phone format, length limits; unknown fields are dropped).
import { ENGAGEMENT_MODEL_KEYS, INQUIRY_TYPES } from '@/lib/constants'
import { messages } from '@/lib/messages'
import { z } from '@/lib/zod'

import { HONEYPOT_FIELD } from './formFields'

const LIMITS = { name: 100, company: 200, email: 254, phone: 30, location: 200, long: 5000, tracking: 500 } as const

const text = (what: string, max: number) =>
  z
    .string({ error: `Please enter ${what}.` })
    .trim()
    .min(1, `Please enter ${what}.`)
    .max(max, `Please keep ${what} under ${max + 1} characters.`)

/** An e-mail address, trimmed and lower-cased (job alerts share it). */
export const emailSchema = (what = 'your e-mail address') =>
  z
    .string({ error: `Please enter ${what}.` })
    .trim()
    .min(1, `Please enter ${what}.`)
    .max(LIMITS.email, messages.leadEmailInvalid)
    .pipe(z.email(messages.leadEmailInvalid))
    .transform((value) => value.toLowerCase())

/** Lenient international phone: digits with optional +, spaces, dots, dashes and brackets; 7 to 15 digits. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/
const phone = z
  .string({ error: 'Please enter your phone number.' })
  .trim()
  .min(1, 'Please enter your phone number.')
  .max(LIMITS.phone, 'Please enter a valid phone number.')
  .refine((value) => PHONE_PATTERN.test(value) && /^(\D*\d){7,15}\D*$/.test(value), 'Please enter a valid phone number.')

/** Payload ids: numbers on both databases here; accept their string form only. */
const recordId = (what: string) =>
  z
    .union([z.string(), z.number()], { error: `Please choose ${what}.` })
    .transform((value) => String(value).trim())
    .refine((value) => value !== '', `Please choose ${what}.`)
    .refine((value) => /^\d{1,12}$/.test(value), `Please choose ${what}.`)

export const consentSchema = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on',
  z.literal(true, { error: 'Please agree to the privacy policy.' }),
)

/**
 * The language of the page the form was on (en, mr, hi), recorded with the consent entry; anything else is English
 * (the forms are the same in every language, so a wrong value never refuses a form).
 */
export const consentLanguageSchema = z.preprocess((value) => (value === 'mr' || value === 'hi' ? value : 'en'), z.enum(['en', 'mr', 'hi']))

/** Where the visitor came from; never a reason to refuse a lead, so bad values are dropped, long ones cut. */
const trackingValue = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, LIMITS.tracking) : undefined),
  z.string().optional(),
)
export const trackingSchema = z.object({
  sourcePage: trackingValue,
  utm_source: trackingValue,
  utm_medium: trackingValue,
  utm_campaign: trackingValue,
})
export type Tracking = z.infer<typeof trackingSchema>

export const isHoneypotFilled = (data: Record<string, unknown>) => {
  const value = data[HONEYPOT_FIELD]
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false
}

export const contactSchema = z.object({
  fullName: text('your full name', LIMITS.name),
  emailAddress: emailSchema(),
  inquiryType: z.enum(INQUIRY_TYPES, { error: `Please choose an inquiry type (${INQUIRY_TYPES.join(', ')}).` }),
  message: text('a message', LIMITS.long),
})
export type ContactInput = z.infer<typeof contactSchema>

export const teamUpSchema = z.object({
  companyName: text('your company name', LIMITS.company),
  firstName: text('your first name', LIMITS.name),
  lastName: text('your last name', LIMITS.name),
  phone,
  email: emailSchema(),
  mainCategory: recordId('a main category'),
  subCategory: recordId('a sub category'),
  description: text('your staffing needs', LIMITS.long),
  /** Ours (docs/decisions/content.md, "Engagement models"): optional; empty means "not sure yet". */
  engagementModel: z
    .union([z.enum(ENGAGEMENT_MODEL_KEYS), z.literal('')], { error: 'Please choose an engagement model from the list.' })
    .optional()
    .transform((value) => value || undefined),
})
export type TeamUpInput = z.infer<typeof teamUpSchema>

/** The text fields of the talent application; the resume file is checked separately (size and content type). */
export const talentSchema = z.object({
  firstName: text('your first name', LIMITS.name),
  lastName: text('your last name', LIMITS.name),
  email: emailSchema(),
  phone,
  location: text('your location', LIMITS.location),
  anythingElse: text('something about yourself', LIMITS.long),
  consent: consentSchema,
  /** Optional purposes, unticked by default (docs/decisions/privacy.md, "Purposes on the forms"). */
  phoneContact: z.preprocess((value) => value === true || value === 'true' || value === 'on', z.boolean()),
  language: consentLanguageSchema,
  /** The open role applied for (its slug, from /join-as-talent?role=); empty for a general application (docs/decisions/openings.md). */
  role: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
})
export type TalentInput = z.infer<typeof talentSchema>

export const subscriptionSchema = z.object({
  email: emailSchema(),
  consent: consentSchema,
  /** The page's language: the confirmation and welcome mails go out in it (docs/decisions/languages.md). */
  language: consentLanguageSchema,
})

/** The signed token of an e-mail link (unsubscribe, subscription confirmation). */
export const linkTokenSchema = z.object({
  token: z.string({ error: 'This link is not valid.' }).trim().min(1, 'This link is not valid.').max(2000),
})
