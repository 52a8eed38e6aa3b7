// Quotes from clients and talent (docs/decisions/content.md, "Testimonials"): only approved ones reach the site.
import type { CollectionConfig } from 'payload'

import { contentTags } from '@/features/content/tags'

import { approvedOrStaff } from '../access/approvedOrStaff'
import { staffOnly } from '../access/staffOnly'
import { revalidateCollection } from '../hooks/revalidate'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: { singular: 'Testimonial', plural: 'Testimonials' },
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'company', 'kind', 'approved', 'sample', 'order'],
    listSearchableFields: ['name', 'company', 'quote'],
    description:
      'Quotes on the home, about, careers, category and case study pages. Only approved ones are shown. Entries marked "Sample" came with the starter content and are not real people: replace them with real quotes, given with the person\u2019s consent, before launch.',
  },
  defaultSort: 'order',
  access: { read: approvedOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection([contentTags.testimonials]),
  fields: [
    { name: 'quote', type: 'textarea', required: true, maxLength: 600 },
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'Person\u2019s name', type: 'text', required: true, maxLength: 100 },
        { name: 'role', type: 'text', maxLength: 100, admin: { description: 'For example "Founder" or "QA engineer".' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'company',
          label: 'Company or place',
          type: 'text',
          required: true,
          maxLength: 120,
          admin: { description: 'The client\u2019s company, or for talent a place such as "Talent, Pune".' },
        },
        {
          name: 'kind',
          label: 'Who is speaking',
          type: 'select',
          required: true,
          defaultValue: 'client',
          options: [
            { label: 'Client (a business)', value: 'client' },
            { label: 'Talent (a candidate or intern)', value: 'talent' },
          ],
        },
      ],
    },
    { name: 'photo', type: 'upload', relationTo: 'media', admin: { description: 'Optional. Only with the person\u2019s consent.' } },
    {
      name: 'approved',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'Shown on the website only when ticked.',
        components: { Cell: '/cms/components/TestimonialCells#ApprovedCell' },
      },
    },
    {
      name: 'sample',
      label: 'Sample',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'Sample content from the starter set, not a real person. Replace before launch, then untick.',
        components: { Cell: '/cms/components/TestimonialCells#SampleCell' },
      },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar', description: 'Lower comes first.' } },
  ],
}
