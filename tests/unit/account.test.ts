import { describe, expect, it } from 'vitest'

import { newPasswordProblem, resetOtpProblem, signupProblem } from '@/components/account/validation'

describe('signup rules (spec section 5)', () => {
  it('requires an age of at least 18', () => {
    expect(signupProblem({ age: 17, password: 'secret1', confirmPassword: 'secret1' })).toBe('You must be at least 18 years old to signup.')
    expect(signupProblem({ age: Number.NaN, password: 'secret1', confirmPassword: 'secret1' })).toBe(
      'You must be at least 18 years old to signup.',
    )
    expect(signupProblem({ age: 18, password: 'secret1', confirmPassword: 'secret1' })).toBeNull()
  })

  it('requires matching passwords', () => {
    expect(signupProblem({ age: 30, password: 'secret1', confirmPassword: 'secret2' })).toBe('Passwords do not match.')
    expect(newPasswordProblem('a', 'b')).toBe('Passwords do not match.')
    expect(newPasswordProblem('same', 'same')).toBeNull()
  })
})

describe('reset code (spec section 5)', () => {
  it('must be exactly 6 characters', () => {
    expect(resetOtpProblem('12345')).toBe('Please enter a valid 6-digit OTP.')
    expect(resetOtpProblem('1234567')).toBe('Please enter a valid 6-digit OTP.')
    expect(resetOtpProblem(' 123456 ')).toBeNull()
  })
})
