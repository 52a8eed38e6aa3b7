import type { CollectionConfig } from 'payload'

import { leadAccess, leadAdmin, leadFields } from '../../fields/leadFields'

export const SubscribersCollection: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  admin: leadAdmin({
    useAsTitle: 'email',
    defaultColumns: ['email', 'subscribed', 'consentAt', 'status', 'createdAt'],
    listSearchableFields: ['email'],
    description: 'Footer newsletter sign-ups. One row per address; unsubscribing keeps the row and clears "Subscribed".',
  }),
  defaultSort: '-createdAt',
  access: leadAccess,
  fields: [
    { name: 'email', type: 'email', required: true, unique: true },
    { name: 'subscribed', type: 'checkbox', defaultValue: true, index: true },
    { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { type: 'row', fields: [
      { name: 'consentAt', label: 'Consent given at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'consentVersion', type: 'text', admin: { readOnly: true } },
    ] },
    ...leadFields,
  ],
}
