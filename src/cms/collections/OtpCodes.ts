import type { CollectionConfig } from 'payload'

/**
 * One row per e-mail and purpose: the live code (a new one replaces it) and its send history. One-time codes for signup and password reset: only a keyed hash is stored. Nobody reads them through
 * /cms-api or the admin; the accounts feature uses the Local API.
 */
export const OtpCodes: CollectionConfig = {
  slug: 'otp-codes',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'purpose', type: 'select', required: true, options: ['signup', 'reset', 'client-login', 'privacy-request'] },
    { name: 'codeHash', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'usedAt', type: 'date' },
    // Resend limits (one per 60 s, five per hour), kept with the code so that every instance counts together.
    { name: 'lastSentAt', type: 'date' },
    { name: 'windowStart', type: 'date' },
    { name: 'windowCount', type: 'number', defaultValue: 0 },
  ],
  indexes: [{ fields: ['email', 'purpose'], unique: true }],
}
