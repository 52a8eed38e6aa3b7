import { describe, expect, it } from 'vitest'

import { readNewPassword, resetOtpProblem, signupFormProblem } from '@/components/account/validation'

// The forms' own checks: the zod schemas the server applies too (src/features/accounts/schemas.ts).
const signup = {
  email: 'asha@example.in',
  name: 'Asha',
  age: 30,
  password: 'monsoon-tea-garden-42',
  confirmPassword: 'monsoon-tea-garden-42',
}

const passwordForm = (password: string, confirmPassword: string) => {
  const form = new FormData()
  form.set('password', password)
  form.set('confirmPassword', confirmPassword)
  return form
}

describe('signup rules (spec section 5)', () => {
  it('requires an age of at least 18', async () => {
    expect(await signupFormProblem({ ...signup, age: 17 })).toBe('You must be at least 18 years old to signup.')
    expect(await signupFormProblem({ ...signup, age: Number.NaN })).toBe('Please enter your age as a whole number.')
    expect(await signupFormProblem({ ...signup, age: 18 })).toBeNull()
  })

  it('requires matching passwords', async () => {
    expect(await signupFormProblem({ ...signup, confirmPassword: 'monsoon-tea-garden-43' })).toBe('Passwords do not match.')
    expect((await readNewPassword(passwordForm('monsoon-tea-garden-42', 'monsoon-tea-garden-43'))).problem).toBe('Passwords do not match.')
    expect((await readNewPassword(passwordForm('monsoon-tea-garden-42', 'monsoon-tea-garden-42'))).problem).toBeNull()
  })
})

describe('reset code (spec section 5)', () => {
  it('must be exactly 6 characters', () => {
    expect(resetOtpProblem('12345')).toBe('Please enter a valid 6-digit OTP.')
    expect(resetOtpProblem('1234567')).toBe('Please enter a valid 6-digit OTP.')
    expect(resetOtpProblem(' 123456 ')).toBeNull()
  })
})
