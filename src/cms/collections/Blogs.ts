import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { contentTags } from '@/features/content/tags'

import { publishedOrStaff } from '../access/publishedOrStaff'
import { staffOnly } from '../access/staffOnly'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'

/** One lower-cased text over title, summary, body and tags, so search is a single indexed-friendly match on both databases. */
const buildSearchText: CollectionBeforeChangeHook = ({ data }) => {
  const tags = Array.isArray(data.tags) ? data.tags.join(' ') : ''
  data.searchText = [data.title, data.summary, data.body, tags].filter(Boolean).join('\n').toLowerCase()
  return data
}

const stampPublishedAt: CollectionBeforeChangeHook = ({ data }) => {
  if (data._status === 'published' && !data.publishedAt) data.publishedAt = new Date().toISOString()
  return data
}

export const Blogs: CollectionConfig = {
  slug: 'blogs',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', '_status'],
    description: 'Posts for /blogs. Only published posts are public; drafts stay here.',
  },
  defaultSort: '-publishedAt',
  versions: { drafts: true, maxPerDoc: 20 },
  access: { read: publishedOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly, readVersions: staffOnly },
  hooks: {
    beforeChange: [buildSearchText, stampPublishedAt],
    ...revalidateCollection([contentTags.blogs]),
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    slugField('title'),
    { name: 'category', type: 'relationship', relationTo: 'blog-categories', required: true, admin: { position: 'sidebar' } },
    { name: 'publishedAt', type: 'date', index: true, admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'tags', type: 'text', hasMany: true, admin: { position: 'sidebar' } },
    { name: 'summary', type: 'textarea', required: true, maxLength: 600 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'body',
      type: 'textarea',
      admin: {
        rows: 18,
        description:
          'Start each part with "§ " on a new line. A part whose heading starts with "Expert Insight" or "Key Takeaway" becomes a quote box; "Conclusion" gets a divider.',
      },
    },
    { name: 'searchText', type: 'textarea', admin: { hidden: true, disableListColumn: true, disableListFilter: true } },
  ],
}
