// The client side's rules without a server (docs/decisions/clients.md): the guarantee's end, a percentage fee, the
// month and quarter in India time, a published role's default summary, and the GSTIN's shape.
import { describe, expect, it } from 'vitest'

import { monthAndQuarterStart } from '@/features/clients/dashboard'
import { GSTIN_PATTERN } from '@/features/clients/options'
import { guaranteeEndFrom, percentFee } from '@/features/clients/placements'
import { defaultSummary } from '@/features/clients/publish'

describe('placements', () => {
  it('ends the guarantee whole days after joining, at the same time of day', () => {
    expect(guaranteeEndFrom('2026-12-01T12:00:00.000Z', 90)).toBe('2027-03-01T12:00:00.000Z')
    expect(guaranteeEndFrom('2026-12-01T12:00:00.000Z', 0)).toBe('2026-12-01T12:00:00.000Z')
  })

  it('works a percentage fee out from the yearly salary', () => {
    expect(percentFee({ amount: 1_200_000, unit: 'year' }, 8.33)).toBe(99_960)
    expect(percentFee({ amount: 50_000, unit: 'month' }, 10)).toBe(60_000)
    expect(percentFee({ amount: 500, unit: 'hour' }, 10)).toBeNull()
    expect(percentFee({ amount: null, unit: 'year' }, 10)).toBeNull()
    expect(percentFee({ amount: 100_000, unit: 'year' }, null)).toBeNull()
  })
})

describe('the dashboard’s month and quarter', () => {
  it('start at midnight in India, whatever the UTC date', () => {
    // 31 Mar 2027, 20:00 UTC is already 1 Apr in India: a new month and a new quarter.
    const april = monthAndQuarterStart(new Date('2027-03-31T20:00:00.000Z'))
    expect(april.monthStart.toISOString()).toBe('2027-03-31T18:30:00.000Z')
    expect(april.quarterStart.toISOString()).toBe('2027-03-31T18:30:00.000Z')
    expect(april.nextQuarterStart.toISOString()).toBe('2027-06-30T18:30:00.000Z')
    const november = monthAndQuarterStart(new Date('2026-11-27T05:00:00.000Z'))
    expect(november.monthStart.toISOString()).toBe('2026-10-31T18:30:00.000Z')
    expect(november.nextMonthStart.toISOString()).toBe('2026-11-30T18:30:00.000Z')
    expect(november.quarterStart.toISOString()).toBe('2026-09-30T18:30:00.000Z')
    expect(november.nextQuarterStart.toISOString()).toBe('2026-12-31T18:30:00.000Z')
  })
})

describe('publishing a requirement', () => {
  it('names the client only when it may be named', () => {
    expect(defaultSummary({ title: 'QA chemist', location: 'Hinjewadi' }, null)).toBe(
      'We are hiring a QA chemist for a client in Hinjewadi.',
    )
    expect(defaultSummary({ title: 'Driver', headcount: 3 }, 'Orbit Motors')).toBe('We are hiring 3 people as Driver for Orbit Motors.')
  })
})

describe('GSTIN', () => {
  it('takes the 15-character shape only', () => {
    expect(GSTIN_PATTERN.test('27AAPFU0939F1ZV')).toBe(true)
    expect(GSTIN_PATTERN.test('27AAPFU0939F1Z')).toBe(false)
    expect(GSTIN_PATTERN.test('27aapfu0939f1zv')).toBe(false)
  })
})
