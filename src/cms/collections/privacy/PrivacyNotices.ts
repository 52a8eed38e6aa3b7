import type { CollectionConfig } from 'payload'

import { NOTICE_FORMAT_HELP, NOTICE_VERSION_PATTERN } from '@/features/privacy/noticeText'
import { contentTags } from '@/features/content/tags'

import { adminOnly } from '../../access/adminOnly'
import { anyone } from '../../access/anyone'
import { staffOnly } from '../../access/staffOnly'
import { revalidateCollection } from '../../hooks/revalidate'

const never = () => false

const noticeText = (name: string, label: string) =>
  ({ name, label, type: 'textarea', required: true, maxLength: 60_000, admin: { rows: 16, description: NOTICE_FORMAT_HELP } }) as const

/**
 * The privacy notice, one row per version (docs/decisions/privacy.md, "Privacy notices"): the newest one published is
 * in force, shown on /privacy-policy, /mr/privacy-policy and /hi/privacy-policy and recorded with every consent.
 * Earlier versions stay listed on the page; nobody deletes one (a consent entry names the version it was given under).
 */
export const PrivacyNotices: CollectionConfig = {
  slug: 'privacy-notices',
  labels: { singular: 'Privacy notice', plural: 'Privacy notices' },
  admin: {
    group: 'Content',
    useAsTitle: 'version',
    defaultColumns: ['version', 'publishedAt', 'changes'],
    description:
      'The privacy policy in English, Marathi and Hindi, one entry per version. The newest published version is the one in force: the site shows it and records it with every consent. To change the policy, add a new version (copy the texts, change them, say what changed); earlier versions stay listed on the privacy policy page and cannot be deleted.',
  },
  defaultSort: '-publishedAt',
  // Admins may correct a version's typing; only a new version changes what people agree to.
  access: { read: anyone, create: staffOnly, update: adminOnly, delete: never },
  hooks: revalidateCollection([contentTags.privacyNotices]),
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'version',
          label: 'Version',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          validate: (value: unknown) =>
            (typeof value === 'string' && NOTICE_VERSION_PATTERN.test(value)) ||
            'Use small letters, digits and hyphens, 3 to 40 characters, for example privacy-2027-05.',
          admin: {
            description: 'For example privacy-2027-05. Each consent entry records it; it is also the version’s link (#privacy-2027-05).',
          },
        },
        {
          name: 'publishedAt',
          label: 'Published on',
          type: 'date',
          required: true,
          index: true,
          defaultValue: () => new Date().toISOString(),
          validate: (value: unknown) => {
            const at = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Number.NaN
            return (
              (!Number.isNaN(at) && at <= Date.now() + 60_000) ||
              'Choose today or an earlier day: save a new version on the day it takes effect.'
            )
          },
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
        },
      ],
    },
    {
      name: 'changes',
      label: 'What changed',
      type: 'textarea',
      required: true,
      maxLength: 2000,
      admin: { description: 'A short summary for readers, shown in the list of versions (for the first version: "First version").' },
    },
    noticeText('textEn', 'Notice in English'),
    noticeText('textMr', 'Notice in Marathi (मराठी)'),
    noticeText('textHi', 'Notice in Hindi (हिंदी)'),
  ],
}
