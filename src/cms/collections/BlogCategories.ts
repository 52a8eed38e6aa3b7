import type { CollectionConfig } from 'payload'

import { contentTags } from '@/features/content/tags'

import { anyone } from '../access/anyone'
import { staffOnly } from '../access/staffOnly'
import { revalidateCollection } from '../hooks/revalidate'

export const BlogCategories: CollectionConfig = {
  slug: 'blog-categories',
  labels: { singular: 'Blog category', plural: 'Blog categories' },
  admin: { group: 'Content', useAsTitle: 'name', defaultColumns: ['name', 'updatedAt'] },
  defaultSort: 'name',
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection([contentTags.blogCategories, contentTags.blogs]),
  fields: [{ name: 'name', type: 'text', required: true, unique: true, maxLength: 60 }],
}
