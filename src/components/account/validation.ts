// Browser checks of spec section 5, as pure functions so they are unit-tested and shared. The full rules
// (password policy included) are the zod schemas of src/features/accounts/schemas.ts, which the server uses too.
import type { z } from 'zod'

import { formText } from '@/components/forms/formText'
import { newPasswordSchema, signupSchema } from '@/features/accounts/schemas'
import { RESET_OTP_LENGTH } from '@/lib/constants'
import { messages } from '@/lib/messages'

const firstProblem = (result: z.ZodSafeParseResult<unknown>) => (result.success ? null : (result.error.issues[0]?.message ?? null))

/** The signup form's check before a code is requested: the same schema the server applies. */
export async function signupFormProblem(data: { email: string; name: string; age: number; password: string; confirmPassword: string }) {
  return firstProblem(await signupSchema.safeParseAsync(data))
}

/** The set-new-password (and change-password) check: policy, then matching confirmation. */
async function newPasswordFormProblem(password: string, confirmPassword: string, email?: string) {
  return firstProblem(await newPasswordSchema.safeParseAsync({ email, password, confirmPassword }))
}

/** The new password and its confirmation from a form, with the policy's objection (null when they are fine). */
export async function readNewPassword(form: FormData, email?: string) {
  const password = formText(form, 'password')
  const confirmPassword = formText(form, 'confirmPassword')
  return { password, confirmPassword, problem: await newPasswordFormProblem(password, confirmPassword, email) }
}

export function resetOtpProblem(otp: string): string | null {
  return otp.trim().length === RESET_OTP_LENGTH ? null : messages.invalidResetOtp
}
