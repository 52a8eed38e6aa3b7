import type { SiteSettings } from './types'

/** The company address on one line, as the footer, contact page and policies show it. */
export const formatAddress = ({ street, city, postalCode, region, country }: SiteSettings['address']) =>
  `${street}, ${city} ${postalCode}, ${region}, ${country}`
