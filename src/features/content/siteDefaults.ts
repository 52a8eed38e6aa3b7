// The company's details until staff save Site settings (and what the seed stores there first): every page and mail
// that names the company reads these when the global is empty or cannot be read.
import type { Payload, PayloadRequest } from 'payload'

import { CONTACT_HOURS, LOCATION } from '@/lib/constants'

import type { SiteSettings } from './types'

export const defaultSiteSettings: SiteSettings = {
  companyName: 'Pune Talent Works',
  legalName: 'Pune Talent Works Private Limited',
  address: {
    street: 'Office 402, Riverside Business Bay, Baner Road',
    city: LOCATION,
    region: 'Maharashtra',
    postalCode: '411045',
    country: 'India',
  },
  email: 'hello@punetalentworks.in',
  phone: '+91 20 4860 1234',
  whatsAppNumber: '+91 98220 48601',
  whatsAppEnabled: true,
  hours: CONTACT_HOURS,
  socialLinks: [
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/pune-talent-works' },
    { network: 'Instagram', url: 'https://www.instagram.com/punetalentworks' },
    { network: 'X', url: 'https://x.com/punetalentworks' },
  ],
}

/**
 * The company's name for a mail sent from inside Payload (a collection hook, an endpoint, a timer), read through that
 * Payload (with the request's transaction, when there is one): the content queries import the Payload config, which
 * imports the hooks.
 */
export async function companyNameVia(payload: Payload, req?: PayloadRequest): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, ...(req ? { req } : {}) }).catch(() => null)
  return settings?.companyName || defaultSiteSettings.companyName
}
