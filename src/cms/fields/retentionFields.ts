// The two fields the retention rules read on a candidate and on every kind of lead (docs/decisions/privacy.md,
// "Retention"): the legal hold staff tick, and the date the daily run set the record aside for erasure.
import type { Field } from 'payload'

import { QUARANTINE_DAYS } from '@/features/retention/options'

export const retentionFields: Field[] = [
  {
    name: 'legalHold',
    label: 'Legal hold',
    type: 'checkbox',
    defaultValue: false,
    admin: {
      position: 'sidebar',
      description: 'Ticked: kept whatever its age (a dispute, an inquiry, a legal duty); never set aside or erased by the retention rules.',
    },
  },
  {
    name: 'quarantinedAt',
    label: 'Due for erasure since',
    type: 'date',
    index: true,
    // Written by the daily retention run only; "Restore" on the dashboard clears it.
    access: { create: () => false, update: () => false },
    admin: {
      readOnly: true,
      position: 'sidebar',
      condition: (data) => Boolean(data?.quarantinedAt),
      date: { pickerAppearance: 'dayAndTime' },
      description: `Nothing happened for the time kept in Site settings: hidden from searches and lists, and erased ${QUARANTINE_DAYS} days after this date unless restored from the dashboard ("Due for erasure").`,
    },
  },
]
