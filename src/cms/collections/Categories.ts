import type { CollectionConfig } from 'payload'

import { contentTags } from '@/features/content/tags'

import { anyone } from '../access/anyone'
import { staffOnly } from '../access/staffOnly'
import { categorySectionBlocks } from '../blocks/categorySections'
import { linkList } from '../fields/linkList'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Category', plural: 'Categories' },
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'order', 'updatedAt'],
    description: 'Service categories: the home page pillars, the footer service list and the /category pages.',
  },
  defaultSort: 'order',
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection([contentTags.categories, contentTags.subpages]),
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    slugField('name', { required: false }),
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar', description: 'Lower comes first.' } },
    { name: 'description', type: 'textarea', required: true, maxLength: 600 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'testimonialKind',
      label: 'Testimonials shown',
      type: 'select',
      defaultValue: 'client',
      options: [
        { label: 'From clients', value: 'client' },
        { label: 'From talent', value: 'talent' },
        { label: 'None', value: 'none' },
      ],
      admin: { position: 'sidebar', description: 'Which approved testimonials this category’s page shows.' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Hero',
          fields: [
            { name: 'heroHeadline', type: 'text', admin: { description: 'Falls back to the name.' } },
            { name: 'heroSubtext', type: 'textarea', admin: { description: 'Falls back to the description.' } },
            linkList('heroCTAs', 'Hero buttons', 3),
          ],
        },
        {
          label: 'Sections',
          fields: [{ name: 'sections', type: 'blocks', blocks: categorySectionBlocks }],
        },
        {
          label: 'Industries & process',
          fields: [
            { name: 'industries', type: 'text', hasMany: true },
            {
              name: 'processFlow',
              label: 'How it works',
              type: 'array',
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'description', type: 'textarea', required: true },
              ],
            },
          ],
        },
        {
          label: 'Case studies',
          fields: [
            {
              name: 'caseStudies',
              type: 'array',
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'summary', type: 'textarea', required: true },
                { name: 'link', type: 'text', admin: { description: 'Optional "Read More" target.' } },
              ],
            },
          ],
        },
        {
          label: 'Closing call to action',
          fields: [
            {
              name: 'cta',
              type: 'group',
              fields: [{ name: 'headline', type: 'text' }, { name: 'subtext', type: 'textarea' }, linkList('buttons', 'Buttons', 3)],
            },
          ],
        },
      ],
    },
  ],
}
