// What a member may correct of their candidate profile, and the checks of a correction (docs/decisions/privacy.md,
// "Correction"): pure, so the unit tests read the refusals without a database (correction.ts applies a correction).
import { normalisePhone } from '@/features/candidates/phone'
import { z } from '@/lib/zod'

/** The candidate profile as the member sees and corrects it. */
export type CandidateProfile = {
  name: string
  phone: string
  location: string
  headline: string
  skills: string[]
  languages: string[]
  yearsExperience: number | null
  noticeDays: number | null
  linkedin: string
  github: string
  portfolio: string
}

export const PROFILE_LABELS: Record<keyof CandidateProfile, string> = {
  name: 'Name',
  phone: 'Phone',
  location: 'Location',
  headline: 'Headline',
  skills: 'Skills',
  languages: 'Languages',
  yearsExperience: 'Years of experience',
  noticeDays: 'Notice period (days)',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  portfolio: 'Portfolio',
}

// The refusals name the field by its English label; the API gives them in the request's language, label included
// (i18n/apiLanguage.ts, `profile…` in the Api namespace), so these English texts are the ones of messages/en.json.
const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label}: at most ${max} characters.`)
const link = (label: string) =>
  text(500, label).refine(
    (value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value),
    `${label}: write a full address starting with https://`,
  )
const list = (max: number, each: number, label: string) =>
  z
    .array(text(each, label), { error: `${label}: a list of words.` })
    .max(max, `${label}: at most ${max}.`)
    .transform((values) => [...new Set(values.filter(Boolean))])
const whole = (min: number, max: number, label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be between ${min} and ${max}.`)
    .max(max, `${label} must be between ${min} and ${max}.`)
    .nullable()

/** PATCH /api/users/me/candidate-profile: any of the fields; the ones left out stay as they are. */
export const profileCorrectionSchema = z
  .strictObject(
    {
      name: text(200, 'Name').min(1, 'Please enter your name.'),
      phone: text(30, 'Phone').refine(
        (value) => value === '' || normalisePhone(value) !== null,
        'This phone number cannot be read: write it like 98765 43210 or +91 98765 43210.',
      ),
      location: text(200, 'Location'),
      headline: text(300, 'Headline'),
      skills: list(50, 100, 'Skills'),
      languages: list(20, 60, 'Languages'),
      yearsExperience: whole(0, 60, 'Years of experience'),
      noticeDays: whole(0, 365, 'Notice period (days)'),
      linkedin: link('LinkedIn'),
      github: link('GitHub'),
      portfolio: link('Portfolio'),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only your profile fields can be corrected here.' : undefined) },
  )
  .partial()

export type ProfileCorrection = z.infer<typeof profileCorrectionSchema>
