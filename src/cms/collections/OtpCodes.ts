import type { CollectionConfig } from 'payload'

/**
 * One-time codes for signup and password reset: only a keyed hash is stored. Nobody reads them through
 * /cms-api or the admin; the accounts feature uses the Local API.
 */
export const OtpCodes: CollectionConfig = {
  slug: 'otp-codes',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'purpose', type: 'select', required: true, options: ['signup', 'reset'] },
    { name: 'codeHash', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'usedAt', type: 'date' },
  ],
}
