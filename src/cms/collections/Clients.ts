import type { CollectionConfig } from 'payload'

import { contentTags } from '@/features/content/tags'

import { anyone } from '../access/anyone'
import { staffOnly } from '../access/staffOnly'
import { revalidateCollection } from '../hooks/revalidate'

export const Clients: CollectionConfig = {
  slug: 'clients',
  labels: { singular: 'Client', plural: 'Clients' },
  admin: { group: 'Content', useAsTitle: 'name', defaultColumns: ['name', 'link', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection([contentTags.clients]),
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'The client\u2019s logo (SVG, PNG or WebP, on a white or transparent background, about 4:1). Shown in the home page\u2019s moving client strip, read out as the client\u2019s name.',
      },
    },
    { name: 'description', type: 'textarea', maxLength: 400 },
    { name: 'link', type: 'text' },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
