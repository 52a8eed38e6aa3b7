import type { CollectionConfig } from 'payload'

import { contactPersonFields, leadAccess, leadAdmin, leadFields } from '../../fields/leadFields'

export const TeamUpRequests: CollectionConfig = {
  slug: 'team-up-requests',
  labels: { singular: 'Team-up request', plural: 'Team-up requests' },
  admin: leadAdmin({
    useAsTitle: 'companyName',
    defaultColumns: ['companyName', 'firstName', 'lastName', 'email', 'mainCategory', 'subCategory', 'status', 'createdAt'],
    listSearchableFields: ['companyName', 'firstName', 'lastName', 'email', 'description'],
    description: 'Business requests from /team-up-request.',
  }),
  defaultSort: '-createdAt',
  access: leadAccess,
  fields: [
    { name: 'companyName', type: 'text', required: true, maxLength: 200 },
    ...contactPersonFields,
    {
      type: 'row',
      fields: [
        { name: 'mainCategory', type: 'relationship', relationTo: 'categories', required: true },
        { name: 'subCategory', type: 'relationship', relationTo: 'subpages', required: true },
      ],
    },
    { name: 'description', label: 'Staffing needs', type: 'textarea', required: true, maxLength: 5000 },
    ...leadFields,
  ],
}
