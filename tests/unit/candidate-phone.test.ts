// A candidate's phone and e-mail as they are stored and compared (src/features/candidates/phone.ts,
// docs/decisions/talent-pool.md "Matching"): one person typed many ways is one key.
import { describe, expect, it } from 'vitest'

import { normaliseEmail, normalisePhone } from '@/features/candidates/phone'

describe('normalisePhone', () => {
  it.each([
    '9876543210',
    '98765 43210',
    '98765-43210',
    '098765 43210',
    '+91 98765 43210',
    '+91-98765-43210',
    '+919876543210',
    '0091 98765 43210',
    '91 98765 43210',
    '919876543210',
    '(+91) 98765 43210',
  ])('reads the Indian mobile %s as +919876543210', (typed) => {
    expect(normalisePhone(typed)).toBe('+919876543210')
  })

  it('reads an Indian landline with its area code', () => {
    expect(normalisePhone('020 2553 1234')).toBe('+912025531234')
  })

  it('keeps a number of another country with its own code', () => {
    expect(normalisePhone('+44 20 7946 0018')).toBe('+442079460018')
    expect(normalisePhone('+1 (415) 555-2671')).toBe('+14155552671')
  })

  it.each(['', '   ', '12345', 'call me', '+91 12345', '0000000000', 'x'.repeat(50)])('answers null for %j', (typed) => {
    expect(normalisePhone(typed)).toBeNull()
  })

  it('answers null for nothing', () => {
    expect(normalisePhone(null)).toBeNull()
    expect(normalisePhone(undefined)).toBeNull()
  })
})

describe('normaliseEmail', () => {
  it('trims and lower-cases the address', () => {
    expect(normaliseEmail('  Meera.Joshi@Example.IN ')).toBe('meera.joshi@example.in')
  })

  it('answers null for an empty address', () => {
    expect(normaliseEmail('  ')).toBeNull()
    expect(normaliseEmail(null)).toBeNull()
  })
})
