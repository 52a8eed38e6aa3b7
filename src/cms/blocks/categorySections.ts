// Content sections of a category landing page (spec section 2, Category landing).
import type { Block } from 'payload'

import { itemList } from '../fields/itemList'

const heading = { name: 'heading', type: 'text' } as const

const htmlBlock = (slug: string, label: string): Block => ({
  slug,
  labels: { singular: label, plural: `${label} sections` },
  fields: [heading, { name: 'content', type: 'richText', required: true }],
})

export const categorySectionBlocks: Block[] = [
  htmlBlock('overview', 'Overview'),
  htmlBlock('description', 'Description'),
  { slug: 'features', labels: { singular: 'Features', plural: 'Features sections' }, fields: [heading, itemList()] },
  { slug: 'benefits', labels: { singular: 'Benefits', plural: 'Benefits sections' }, fields: [heading, itemList()] },
  {
    slug: 'cta',
    labels: { singular: 'Call to action', plural: 'Call to action sections' },
    fields: [
      { ...heading, admin: { description: 'Button label; "Call To Action" when empty.' } },
      { name: 'link', type: 'text', required: true, admin: { description: 'Where the button goes, e.g. /team-up-request.' } },
    ],
  },
  htmlBlock('html', 'Free text'),
]
