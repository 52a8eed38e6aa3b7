import type { CollectionConfig } from 'payload'

import { contentTags } from '@/features/content/tags'

import { anyone } from '../access/anyone'
import { staffOnly } from '../access/staffOnly'
import { revalidateCollection } from '../hooks/revalidate'

export const FeaturedSolutions: CollectionConfig = {
  slug: 'featured-solutions',
  labels: { singular: 'Featured solution', plural: 'Featured solutions' },
  admin: { group: 'Content', useAsTitle: 'title', defaultColumns: ['title', 'link', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection([contentTags.featuredSolutions]),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'textarea', maxLength: 600 },
    { name: 'link', type: 'text' },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
