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
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'textarea', maxLength: 400 },
    { name: 'link', type: 'text' },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
