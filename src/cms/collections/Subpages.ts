import type { CollectionConfig } from 'payload'

import { contentTags } from '@/features/content/tags'

import { anyone } from '../access/anyone'
import { staffOnly } from '../access/staffOnly'
import { subpageSectionBlocks } from '../blocks/subpageSections'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'

const flipcardIcons = ['users', 'rocket', 'shield', 'chart', 'code', 'brain', 'handshake', 'graduation'] as const

export const Subpages: CollectionConfig = {
  slug: 'subpages',
  labels: { singular: 'Service', plural: 'Services' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'slug', 'updatedAt'],
    description: 'Service pages (/subpage/…), listed under their category.',
  },
  defaultSort: 'order',
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection([contentTags.subpages]),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    slugField('title'),
    { name: 'category', type: 'relationship', relationTo: 'categories', required: true, index: true, admin: { position: 'sidebar' } },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar', description: 'Lower comes first.' } },
    { name: 'description', type: 'textarea', required: true, maxLength: 600 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      type: 'tabs',
      tabs: [
        { label: 'Content', fields: [{ name: 'content', type: 'richText' }] },
        {
          label: 'Flip cards',
          fields: [
            {
              name: 'flipcards',
              type: 'array',
              admin: { description: 'Cards that turn over to reveal the back text.' },
              fields: [
                { name: 'title', label: 'Front title', type: 'text', required: true },
                { name: 'text', label: 'Back text', type: 'textarea', required: true },
                { name: 'icon', type: 'select', options: flipcardIcons.map((value) => ({ label: value, value })) },
              ],
            },
          ],
        },
        { label: 'Sections', fields: [{ name: 'sections', type: 'blocks', blocks: subpageSectionBlocks }] },
      ],
    },
  ],
}
