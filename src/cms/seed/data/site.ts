import { CONTACT_HOURS, LOCATION } from '@/lib/constants'
import type { SeedSiteSettings } from '../types'

export const siteSettings: SeedSiteSettings = {
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
  hours: CONTACT_HOURS,
  socialLinks: [
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/pune-talent-works' },
    { network: 'Instagram', url: 'https://www.instagram.com/punetalentworks' },
    { network: 'X', url: 'https://x.com/punetalentworks' },
  ],
}
