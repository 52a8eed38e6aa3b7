// The section types of a service page (spec section 3). One block per type; one renderer per block.
import type { Block, Field } from 'payload'

import { itemList } from '../fields/itemList'

const headingFields: Field[] = [
  { name: 'heading', type: 'text' },
  { name: 'subheading', type: 'text' },
]

const richBlock = (slug: string, label: string): Block => ({
  slug,
  labels: { singular: label, plural: `${label} sections` },
  interfaceName: `Subpage${label.replace(/\W/g, '')}Section`,
  fields: [...headingFields, { name: 'content', type: 'richText' }],
})

export const subpageSectionBlocks: Block[] = [
  richBlock('hero', 'Hero'),
  richBlock('default', 'Default'),
  {
    slug: 'features',
    labels: { singular: 'Features', plural: 'Features sections' },
    fields: [...headingFields, itemList()],
  },
  {
    slug: 'benefits',
    labels: { singular: 'Benefits', plural: 'Benefits sections' },
    fields: [...headingFields, itemList()],
  },
  {
    slug: 'examples',
    labels: { singular: 'Examples', plural: 'Examples sections' },
    fields: [
      ...headingFields,
      {
        name: 'examples',
        type: 'array',
        minRows: 1,
        required: true,
        fields: [
          { name: 'title', type: 'text', required: true },
          { name: 'description', type: 'textarea' },
        ],
      },
    ],
  },
  {
    slug: 'flipcards',
    labels: { singular: 'Flip cards', plural: 'Flip cards sections' },
    admin: { disableBlockName: true },
    // Shows the service's own flip cards (the "Flip cards" tab) at this position.
    fields: headingFields,
  },
  {
    slug: 'packages',
    labels: { singular: 'Packages', plural: 'Packages sections' },
    fields: [
      ...headingFields,
      {
        name: 'packages',
        type: 'array',
        minRows: 1,
        required: true,
        admin: { description: 'Shown as a comparison table.' },
        fields: [
          { name: 'name', type: 'text', required: true },
          { name: 'price', type: 'text', admin: { description: 'Free text, e.g. "From ₹45,000 / month".' } },
          { name: 'description', type: 'textarea' },
          itemList('features', 'Included'),
        ],
      },
    ],
  },
  {
    slug: 'cta',
    labels: { singular: 'Call to action', plural: 'Call to action sections' },
    admin: { disableBlockName: true },
    fields: headingFields,
  },
  richBlock('target', 'Target'),
]
