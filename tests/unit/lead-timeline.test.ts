// Which saved replies a lead's reply box offers, and the inbox CSV's India-time dates (docs/decisions/lead-desk.md,
// "Reply from the admin" and "Exports").
import { describe, expect, it } from 'vitest'

import { isTemplateFor, templateKindOptions } from '@/features/leadActivity/templates'
import { istMinute } from '@/features/leadDesk/inboxExport'
import { LEAD_KINDS } from '@/features/leadDesk/kinds'

describe('reply templates per kind of lead', () => {
  it('offers a template on the kinds ticked, and on every kind when none is', () => {
    expect(isTemplateFor(['talent'], 'talent')).toBe(true)
    expect(isTemplateFor(['talent'], 'teamUp')).toBe(false)
    expect(isTemplateFor([], 'teamUp')).toBe(true)
    expect(isTemplateFor(null, 'subscriber')).toBe(true)
  })

  it('names the kinds in staff words, one choice per kind of lead', () => {
    expect(templateKindOptions.map((option) => option.value)).toEqual(LEAD_KINDS.map((kind) => kind.key))
    expect(templateKindOptions.find((option) => option.value === 'teamUp')?.label).toBe('Team-up requests')
  })
})

describe('the inbox CSV’s dates', () => {
  it('writes a moment as India time to the minute, in a form spreadsheets read as a date', () => {
    expect(istMinute(new Date('2026-11-26T08:35:59Z'))).toBe('2026-11-26 14:05')
    // After 18:30 UTC it is the next day in India.
    expect(istMinute(new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-27 00:00')
  })
})
