// One zod schema per account form, used by the browser forms and the route handlers alike. The common-password
// check is asynchronous (the list loads on demand), so parse with `safeParseAsync`.
import { locales } from '@/i18n/locales'
import { MIN_SIGNUP_AGE } from '@/lib/constants'
import { messages } from '@/lib/messages'
import { z } from '@/lib/zod'

import { passwordProblem } from './password'

const normalizeEmail = (email: string) => email.trim().toLowerCase()

const email = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(254, messages.emailInvalid)
  .pipe(z.email({ error: messages.emailInvalid }))
  .transform(normalizeEmail)

const password = z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired)

const otp = z
  .union([z.string(), z.number()], { error: messages.otpRequired })
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1, messages.otpRequired).max(32, messages.invalidResetOtp))

const age = z.union([z.number(), z.string()], { error: messages.ageInvalid }).transform((value, ctx) => {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value)
  if (!Number.isInteger(number)) {
    ctx.addIssue({ code: 'custom', message: messages.ageInvalid })
    return z.NEVER
  }
  return number
})

/** Adds the policy and the confirmation check to a schema holding email (optional), password and confirmPassword. */
async function newPasswordRules(data: { email?: string; password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  const problem = await passwordProblem(data.password, data.email)
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem })
  else if (data.password !== data.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.passwordsMismatch })
}

export const emailSchema = z.object({ email })

const signupFields = z.object({
  email,
  name: z.string({ error: messages.nameRequired }).trim().min(1, messages.nameRequired).max(200, messages.nameTooLong),
  age: age.pipe(z.number().min(MIN_SIGNUP_AGE, messages.ageTooLow).max(150, messages.ageInvalid)),
  password,
  confirmPassword: z.string({ error: messages.passwordsMismatch }),
})

/** The signup form (before the code is requested). */
export const signupSchema = signupFields.superRefine(newPasswordRules)

/** POST /api/users/signup/verify-otp. */
export const signupVerifySchema = signupFields.extend({ otp }).superRefine(newPasswordRules)
export type SignupVerifyInput = z.output<typeof signupVerifySchema>

/** POST /api/users/login. */
export const loginSchema = z.object({
  email,
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(1024),
})

/** POST /api/users/password-reset/reset. */
export const resetSchema = z
  .object({ email, otp, password, confirmPassword: z.string({ error: messages.passwordsMismatch }) })
  .superRefine(newPasswordRules)

/** The set-new-password form (email and code come from the earlier screens). */
export const newPasswordSchema = z
  .object({ email: z.string().optional(), password, confirmPassword: z.string() })
  .superRefine(newPasswordRules)

/** POST /api/users/me/password. */
export const changePasswordSchema = z
  .object({
    email: z.string().optional(),
    currentPassword: z.string({ error: messages.currentPasswordRequired }).min(1, messages.currentPasswordRequired).max(1024),
    password,
    confirmPassword: z.string({ error: messages.passwordsMismatch }),
  })
  .superRefine(newPasswordRules)

/** My account's "Language of our e-mails": one of the site's languages (docs/decisions/languages.md). */
export const memberLanguageSchema = z.object({
  language: z.enum(locales, { error: messages.memberLanguageInvalid }),
})
