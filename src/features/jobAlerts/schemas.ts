// The job-alert API's bodies (docs/api.md, "Job alerts"): the sign-up has the newsletter's e-mail and consent rules
// and the /jobs filters' names; an unknown employment type or work mode is refused, as the /jobs form offers only
// known ones.
import { consentLanguageSchema, consentSchema, emailSchema } from '@/features/leads/schemas'
import { normaliseOpeningSearch } from '@/features/openings/filter'
import { EMPLOYMENT_TYPES, WORK_MODES } from '@/features/openings/options'
import { z } from '@/lib/zod'

import { JOB_ALERT_FREQUENCIES } from './options'

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]]

const optionalChoice = <T extends readonly { value: string }[]>(options: T, what: string) =>
  z
    .union([z.enum(values(options)), z.literal(''), z.null()], { error: `Please choose ${what} from the list.` })
    .optional()
    .transform((value) => value || undefined)

const frequency = z.enum(values(JOB_ALERT_FREQUENCIES), { error: 'Please choose how often: daily or weekly.' })

export const jobAlertFiltersSchema = z.object({
  searchTerm: z
    .string({ error: 'Please enter the search words as text.' })
    .max(200, 'Please keep the search words under 201 characters.')
    .optional()
    .transform((value) => (value ? normaliseOpeningSearch(value) || undefined : undefined)),
  pillar: z
    .string({ error: 'Please choose a service area from the list.' })
    .trim()
    .max(100, 'Please choose a service area from the list.')
    .optional()
    .transform((value) => value || undefined),
  employmentType: optionalChoice(EMPLOYMENT_TYPES, 'an employment type'),
  workMode: optionalChoice(WORK_MODES, 'a work mode'),
})

export const jobAlertSchema = jobAlertFiltersSchema.extend({
  email: emailSchema(),
  frequency,
  consent: consentSchema,
  language: consentLanguageSchema,
})
export type JobAlertInput = z.infer<typeof jobAlertSchema>
export type JobAlertFilters = z.infer<typeof jobAlertFiltersSchema>

/** The change link's form: how often, and the search. */
export const jobAlertChangeSchema = jobAlertFiltersSchema.extend({
  token: z.string({ error: 'This link is not valid.' }).trim().min(1, 'This link is not valid.').max(2000),
  frequency,
})
