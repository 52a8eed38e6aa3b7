import type { ArrayField } from 'payload'

/** Bullet points (features, benefits) stored one per row so editors never format lists by hand. */
export const itemList = (name = 'items', label = 'Bullet points'): ArrayField => ({
  name,
  label,
  type: 'array',
  required: true,
  minRows: 1,
  fields: [{ name: 'text', type: 'text', required: true }],
})
