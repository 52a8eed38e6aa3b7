import type { CollectionConfig } from 'payload'

import { teamUpRequestEndpoints } from '@/features/clients/endpoints'
import { leadLabels } from '@/features/leadDesk/kinds'

import { ENGAGEMENT_MODELS } from '@/lib/constants'

import { contactPersonFields, leadAccess, leadAdmin, leadFields } from '../../fields/leadFields'
import { leadActivityHooks } from '../../hooks/leadActivity'

export const TeamUpRequests: CollectionConfig = {
  slug: 'team-up-requests',
  labels: leadLabels('team-up-requests'),
  admin: leadAdmin({
    useAsTitle: 'companyName',
    defaultColumns: [
      'companyName',
      'firstName',
      'lastName',
      'email',
      'mainCategory',
      'subCategory',
      'engagementModel',
      'status',
      'assignee',
      'createdAt',
    ],
    listSearchableFields: ['companyName', 'firstName', 'lastName', 'email', 'description'],
    description: 'Business requests from /team-up-request.',
  }),
  defaultSort: '-createdAt',
  access: leadAccess,
  hooks: leadActivityHooks,
  // POST /cms-api/team-up-requests/:id/convert-to-client (features/clients/convert.ts).
  endpoints: teamUpRequestEndpoints,
  fields: [
    // "Convert into a client": a client company with this person as its contact (docs/decisions/clients.md).
    {
      name: 'convertToClient',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/cms/components/clients/ConvertToClient#ConvertToClient' } },
    },
    { name: 'companyName', type: 'text', required: true, maxLength: 200 },
    ...contactPersonFields,
    {
      type: 'row',
      fields: [
        { name: 'mainCategory', type: 'relationship', relationTo: 'categories', required: true },
        { name: 'subCategory', type: 'relationship', relationTo: 'subpages', required: true },
      ],
    },
    {
      name: 'engagementModel',
      label: 'Engagement model',
      type: 'select',
      options: ENGAGEMENT_MODELS.map(({ key, name }) => ({ label: name, value: key })),
      admin: { description: 'Chosen on the form or preselected from /engagement-models; empty when the visitor was not sure.' },
    },
    { name: 'description', label: 'Staffing needs', type: 'textarea', required: true, maxLength: 5000 },
    ...leadFields,
  ],
}
