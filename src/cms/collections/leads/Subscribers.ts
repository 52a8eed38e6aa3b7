import type { CollectionConfig } from 'payload'

import { leadLabels } from '@/features/leadDesk/kinds'

import { SUBSCRIBER_STATES } from '@/features/leads/subscriberStates'

import { leadAccess, leadAdmin, leadFields } from '../../fields/leadFields'
import { leadActivityHooks } from '../../hooks/leadActivity'

const readOnlyDate = { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } as const

export const SubscribersCollection: CollectionConfig = {
  slug: 'subscribers',
  labels: leadLabels('subscribers'),
  admin: leadAdmin({
    useAsTitle: 'email',
    defaultColumns: ['email', 'subscription', 'confirmedAt', 'consentAt', 'status', 'createdAt'],
    listSearchableFields: ['email'],
    description:
      'Footer newsletter sign-ups. One row per address. Only "Subscribed" addresses receive the newsletter: a sign-up stays "Waiting for confirmation" until the owner clicks the link in the confirmation e-mail.',
  }),
  defaultSort: '-createdAt',
  access: leadAccess,
  hooks: leadActivityHooks,
  fields: [
    { name: 'email', type: 'email', required: true, unique: true },
    {
      name: 'subscription',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [...SUBSCRIBER_STATES],
      admin: { description: 'Set by the confirmation and unsubscribe links.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'confirmedAt', label: 'Confirmed at', type: 'date', admin: readOnlyDate },
        { name: 'unsubscribedAt', type: 'date', admin: readOnlyDate },
        { name: 'confirmationSentAt', label: 'Confirmation e-mailed at', type: 'date', admin: readOnlyDate },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'consentAt', label: 'Consent given at', type: 'date', admin: readOnlyDate },
        { name: 'consentVersion', label: 'Privacy notice version', type: 'text', admin: { readOnly: true } },
      ],
    },
    ...leadFields,
  ],
}
