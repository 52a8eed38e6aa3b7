import type { GlobalConfig, TextField } from 'payload'
import { text } from 'payload/shared'

import { allContentTags } from '@/features/content/tags'
import { isPhoneNumber } from '@/features/content/contactChannels'
import { CONTACT_HOURS, LOCATION } from '@/lib/constants'

import { isStaff } from '@/features/accounts/isStaff'
import { DEFAULT_REPLACEMENT_GUARANTEE_DAYS } from '@/features/clients/options'
import { DEFAULT_PRIVACY_REQUEST_DAYS } from '@/features/privacy/options'
import {
  DEFAULT_CANDIDATE_MONTHS,
  DEFAULT_LEAD_MONTHS,
  DEFAULT_UNCONFIRMED_SUBSCRIBER_DAYS,
  QUARANTINE_DAYS,
} from '@/features/retention/options'

import { anyone } from '../access/anyone'
import { staffOnly } from '../access/staffOnly'
import { requiredInEnglishField } from '../fields/translatedText'
import { revalidateGlobal } from '../hooks/revalidate'

const socialNetworks = ['LinkedIn', 'Instagram', 'X', 'Facebook', 'YouTube'] as const

/**
 * A text visitors read in the page's language (features/content/siteSettingsTranslations.ts): one version per
 * language, required in English only. Its default is English, so it fills the English form only: a Marathi or Hindi
 * form left as it is saves nothing and keeps showing English.
 */
function translatedText(name: string, label: string, englishDefault?: string): TextField {
  return requiredInEnglishField<TextField>(
    {
      name,
      label,
      type: 'text',
      ...(englishDefault
        ? { defaultValue: ({ locale }: { locale?: string }) => (!locale || locale === 'en' ? englishDefault : undefined) }
        : {}),
    },
    text,
  )
}

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings', description: 'Company details shown in the footer, contact page and search results.' },
  access: { read: anyone, update: staffOnly },
  // Company details appear in every page's footer and JSON-LD.
  hooks: { afterChange: revalidateGlobal(allContentTags) },
  fields: [
    {
      // Which texts still lack a Marathi or Hindi version (docs/decisions/languages.md, "Site settings").
      name: 'missingTranslations',
      type: 'ui',
      admin: { components: { Field: '/cms/components/content/SiteSettingsTranslations#SiteSettingsTranslations' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'companyName', type: 'text', required: true, admin: { width: '50%' } },
        { name: 'legalName', type: 'text', required: true, admin: { width: '50%', description: 'Shown in the copyright line.' } },
      ],
    },
    {
      name: 'address',
      type: 'group',
      admin: {
        description:
          'Street, city, region and country are written per language (choose it at the top of this screen); in Marathi and Hindi, empty shows the English text. The postal code is the same in every language.',
      },
      fields: [
        translatedText('street', 'Street address'),
        {
          type: 'row',
          fields: [
            translatedText('city', 'City', LOCATION),
            translatedText('region', 'Region', 'Maharashtra'),
            { name: 'postalCode', type: 'text', required: true },
            translatedText('country', 'Country', 'India'),
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text', required: true, admin: { description: 'Shown with a tap-to-call link.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'whatsAppNumber',
          label: 'WhatsApp number',
          type: 'text',
          validate: (value: unknown) =>
            !value ||
            (typeof value === 'string' && isPhoneNumber(value)) ||
            'Please enter a phone number with its country code, e.g. +91 98220 48601.',
          admin: {
            width: '50%',
            description: 'With the country code. Empty: the phone number above is used.',
          },
        },
        {
          name: 'whatsAppEnabled',
          label: 'Show the WhatsApp link',
          type: 'checkbox',
          defaultValue: true,
          admin: {
            width: '50%',
            description:
              '"Chat on WhatsApp" on the contact page, in the footer and in the chat\'s Customer Care. Untick to hide it everywhere.',
          },
        },
      ],
    },
    {
      ...translatedText('hours', 'Office hours', CONTACT_HOURS),
      admin: {
        description:
          'Shown in the footer and on the contact page. Required in English; in Marathi and Hindi, empty shows the English text.',
      },
    },
    {
      name: 'socialLinks',
      type: 'array',
      minRows: 3,
      maxRows: 3,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'network', type: 'select', required: true, options: [...socialNetworks] },
            { name: 'url', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'replacementGuaranteeDays',
      label: 'Replacement guarantee (days)',
      type: 'number',
      min: 0,
      max: 3650,
      defaultValue: DEFAULT_REPLACEMENT_GUARANTEE_DAYS,
      // Staff only: a client's terms are not for the public API (the global itself is public for the footer).
      access: { read: ({ req }) => isStaff(req) },
      admin: {
        description:
          'How long after joining we replace a placed candidate who leaves. A placement’s guarantee ends this many days after the joining date unless staff change it.',
      },
    },
    {
      name: 'grievanceOfficer',
      label: 'Grievance Officer (privacy)',
      type: 'group',
      admin: {
        description:
          'Shown on the privacy policy: who answers complaints about personal data (DPDP Act 2023). Empty: the company e-mail and phone above are shown.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', label: 'Name', type: 'text', maxLength: 200, admin: { width: '33%' } },
            { name: 'email', label: 'E-mail', type: 'email', admin: { width: '33%' } },
            { name: 'phone', label: 'Phone', type: 'text', maxLength: 40, admin: { width: '33%' } },
          ],
        },
      ],
    },
    {
      name: 'privacyRequestDays',
      label: 'Privacy requests: answer within (days)',
      type: 'number',
      min: 1,
      max: 90,
      defaultValue: DEFAULT_PRIVACY_REQUEST_DAYS,
      access: { read: ({ req }) => isStaff(req) },
      admin: {
        description:
          'The due date of an access, correction, erasure, withdrawal or nomination request. A grievance is always due in 90 days (DPDP Rules 2025).',
      },
    },
    {
      name: 'retention',
      label: 'Keeping personal data',
      type: 'group',
      access: { read: ({ req }) => isStaff(req) },
      admin: {
        description: `Each night, what has been quiet this long is set aside for ${QUARANTINE_DAYS} days (listed on the dashboard as "Due for erasure", restorable), then erased. Anything with "Legal hold" ticked is kept.`,
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'candidateMonths',
              label: 'Candidates without activity (months)',
              type: 'number',
              min: 1,
              max: 240,
              defaultValue: DEFAULT_CANDIDATE_MONTHS,
              admin: { width: '33%', description: 'No edit, application, stage change or new resume for this long.' },
            },
            {
              name: 'leadMonths',
              label: 'Leads that did not become business (months)',
              type: 'number',
              min: 1,
              max: 240,
              defaultValue: DEFAULT_LEAD_MONTHS,
              admin: {
                width: '33%',
                description: 'Contact messages, team-up requests and chat support not marked won, since their last change.',
              },
            },
            {
              name: 'unconfirmedSubscriberDays',
              label: 'Subscribers who never confirmed (days)',
              type: 'number',
              min: 1,
              max: 3650,
              defaultValue: DEFAULT_UNCONFIRMED_SUBSCRIBER_DAYS,
              admin: { width: '33%' },
            },
          ],
        },
      ],
    },
    {
      name: 'seededAt',
      type: 'date',
      admin: { hidden: true },
      access: { update: () => false },
    },
    {
      // When the seed wrote the starter FAQs (they came after the first seed): never twice, even once staff deleted them.
      name: 'faqsSeededAt',
      type: 'date',
      admin: { hidden: true },
      access: { update: () => false },
    },
  ],
}
