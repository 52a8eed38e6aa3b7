// Lead export columns in staff words (docs/decisions/lead-desk.md, "The export drawer speaks staff words"): the picker,
// the preview and the CSV's header name a column the same way.
import { describe, expect, it } from 'vitest'

import { columnHeading, columnOptions, inWords } from '@/cms/exportColumnNames'

const fields = [
  { name: 'fullName', label: 'Name', type: 'text' },
  { name: 'assignee', label: 'Assigned to', type: 'relationship' },
  { name: 'followUpOn', label: 'Follow up on', type: 'date' },
  { name: 'message', type: 'textarea' },
  { name: 'activity', type: 'ui' },
  {
    type: 'collapsible',
    label: 'Source',
    fields: [
      { name: 'sourcePage', label: 'Sent from page', type: 'text' },
      { type: 'row', fields: [{ name: 'utm_source', label: 'Campaign source', type: 'text' }] },
    ],
  },
  { type: 'row', fields: [{ name: 'mainCategory', type: 'relationship' }] },
  {
    name: 'stageHistory',
    label: 'Stage history',
    type: 'array',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'to', type: 'select' },
          { name: 'at', label: 'When', type: 'date' },
        ],
      },
      { name: 'by', label: 'Moved by', type: 'text' },
    ],
  },
]

describe('export columns in staff words', () => {
  it('names each CSV column by its label after its section, lists by their number, built-in columns in words', () => {
    expect(
      [
        'id',
        'createdAt',
        'updatedAt',
        'fullName',
        'assignee',
        'followUpOn',
        'message',
        'sourcePage',
        'utm_source',
        'mainCategory',
        'stageHistory_0_to',
        'stageHistory_1_at',
        'stageHistory_1_by',
        'assignee_id',
        'somethingNew',
      ].map((key) => columnHeading(fields, key)),
    ).toEqual([
      'Lead number',
      'Received',
      'Last changed',
      'Name',
      'Assigned to',
      'Follow up on',
      'Message',
      'Source › Sent from page',
      'Source › Campaign source',
      'Main category',
      'Stage history 1 › To',
      'Stage history 2 › When',
      'Stage history 2 › Moved by',
      'Assigned to › Id',
      'Something new',
    ])
  })

  it('offers the picker the same names, with each column’s path', () => {
    const options = columnOptions(fields)
    expect(options).toContainEqual({ value: 'utm_source', label: 'Source › Campaign source' })
    expect(options).toContainEqual({ value: 'mainCategory', label: 'Main category' })
    expect(options.map((option) => option.value)).not.toContain('activity')
    expect(inWords('utm_source')).toBe('Utm source')
  })
})
