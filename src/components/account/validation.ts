// Browser checks of spec section 5, as pure functions so they are unit-tested and shared.
import { MIN_SIGNUP_AGE, RESET_OTP_LENGTH } from '@/lib/constants'
import { messages } from '@/lib/messages'

export function signupProblem({ age, password, confirmPassword }: { age: number; password: string; confirmPassword: string }): string | null {
  if (!Number.isFinite(age) || age < MIN_SIGNUP_AGE) return messages.ageTooLow
  if (password !== confirmPassword) return messages.passwordsMismatch
  return null
}

export function resetOtpProblem(otp: string): string | null {
  return otp.trim().length === RESET_OTP_LENGTH ? null : messages.invalidResetOtp
}

export function newPasswordProblem(password: string, confirmPassword: string): string | null {
  return password === confirmPassword ? null : messages.passwordsMismatch
}
