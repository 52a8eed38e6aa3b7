import type { CollectionConfig } from 'payload'

import { contentTags, allContentTags } from '@/features/content/tags'
import { env } from '@/lib/env'

import { anyone } from '../access/anyone'
import { staffOnly } from '../access/staffOnly'
import { revalidateCollection } from '../hooks/revalidate'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Media' },
  admin: { group: 'Content', useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  // An image can appear on any page, so a change expires every content tag.
  hooks: revalidateCollection(allContentTags.filter((tag) => tag !== contentTags.siteSettings)),
  upload: {
    staticDir: env().UPLOAD_DIR,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml'],
    imageSizes: [
      { name: 'thumbnail', width: 480 },
      { name: 'card', width: 960 },
      { name: 'hero', width: 1600 },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [{ name: 'alt', type: 'text', required: true, admin: { description: 'Describe the image for screen readers.' } }],
}
