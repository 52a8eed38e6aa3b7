import {
  BlocksFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
} from '@payloadcms/richtext-lexical'
import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { blogLexicalToText } from '@/features/content/blogRichText'
import { contentTags } from '@/features/content/tags'
import { blogPreviewHref } from '@/lib/routes'

import { blogPartBlockConfigs } from '../blocks/blogParts'

import { publishedOrStaff } from '../access/publishedOrStaff'
import { staffOnly } from '../access/staffOnly'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'

/** One lower-cased text over title, summary, body and tags, so search is a single indexed-friendly match on both databases. */
const buildSearchText: CollectionBeforeChangeHook = ({ data }) => {
  const tags = Array.isArray(data.tags) ? data.tags.join(' ') : ''
  data.searchText = [data.title, data.summary, blogLexicalToText(data.body), tags].filter(Boolean).join('\n').toLowerCase()
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
    // "Preview" opens the post page with the latest saved draft, for staff only (see /api/blogs/preview).
    preview: (doc) => (typeof doc?.id === 'number' || typeof doc?.id === 'string' ? blogPreviewHref(String(doc.id)) : null),
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
      type: 'richText',
      label: 'Text',
      editor: lexicalEditor({
        features: () => [
          ParagraphFeature(),
          HeadingFeature({ enabledHeadingSizes: ['h2'] }),
          BoldFeature(),
          ItalicFeature(),
          UnorderedListFeature(),
          OrderedListFeature(),
          LinkFeature({ enabledCollections: [] }),
          BlocksFeature({ blocks: blogPartBlockConfigs }),
          FixedToolbarFeature(),
          InlineToolbarFeature(),
        ],
      }),
      admin: {
        description:
          'Type paragraphs and section headings. Add an "Expert Insight" or "Key Takeaway" block for a quote box, and a "Conclusion" block for the closing part (the + button or type "/").',
      },
    },
    { name: 'searchText', type: 'textarea', admin: { hidden: true, disableListColumn: true, disableListFilter: true } },
  ],
}
