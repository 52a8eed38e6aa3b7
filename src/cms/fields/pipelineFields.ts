// A talent application's place in the pipeline (docs/decisions/openings.md): the stage, the move's transient "notify" and note (not
// stored), and the history the server writes (cms/hooks/stageHistory) and nobody can edit.
import type { Field } from 'payload'

import { stageOptions } from '@/features/pipeline/stages'

/** Where the application stands in the pipeline (docs/decisions/openings.md) and how it got there; the board moves it. */
const neverByHand = { create: () => false, update: () => false }
export const pipelineFields: Field[] = [
  {
    name: 'stage',
    type: 'select',
    required: true,
    defaultValue: 'applied',
    index: true,
    options: stageOptions,
    admin: {
      position: 'sidebar',
      description:
        'Moving it here or on the pipeline board records the move in the history. Placed needs its placement record first (the board asks for it).',
    },
  },
  {
    name: 'notifyCandidate',
    label: 'Notify the candidate',
    type: 'checkbox',
    virtual: true,
    defaultValue: true,
    admin: { position: 'sidebar', description: 'On a move to Interview, Offer, Placed or Rejected: a short e-mail to the candidate.' },
  },
  {
    name: 'stageNote',
    label: 'Note on this move',
    type: 'textarea',
    virtual: true,
    maxLength: 2000,
    admin: { position: 'sidebar', description: 'Kept in the history for staff; never sent to the candidate.' },
  },
  {
    name: 'stageChangedAt',
    label: 'In this stage since',
    type: 'date',
    index: true,
    access: neverByHand,
    admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'stageHistory',
    label: 'Stage history',
    type: 'array',
    access: neverByHand,
    admin: { readOnly: true, initCollapsed: true, description: 'Written by the server on every move; it cannot be edited.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'from', type: 'select', required: true, options: stageOptions },
          { name: 'to', type: 'select', required: true, options: stageOptions },
          { name: 'at', label: 'When', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        ],
      },
      // When the application came into the stage it left (the move before, or its arrival): the reports' days in each
      // stage read it from the one row (docs/decisions/reports.md).
      {
        name: 'since',
        label: 'In that stage since',
        type: 'date',
        admin: { date: { pickerAppearance: 'dayAndTime' } },
      },
      { name: 'by', label: 'Moved by', type: 'text', required: true },
      {
        name: 'staff',
        label: 'Staff account',
        type: 'relationship',
        relationTo: 'users',
        // A move by the candidate (or the website) has no staff account: "Moved by" says who, no empty picker.
        admin: { condition: (_data, siblingData) => Boolean(siblingData?.staff) },
      },
      { name: 'note', type: 'textarea' },
    ],
  },
]
