// The ways to talk to a person (docs/decisions/site.md, "Call and WhatsApp"): tap-to-call and WhatsApp click-to-chat, from Site settings. Shown
// on the contact page, in the footer and in the chat's Customer Care; WhatsApp only while staff leave it switched on.
import { telHref, whatsAppHref } from '@/lib/routes'

import type { SiteSettings } from './types'

/** A phone number as people write it: digits with an optional +, spaces, dots, dashes, brackets; 7 to 15 digits. */
export const isPhoneNumber = (value: string) => /^\+?[\d\s().-]+$/.test(value.trim()) && /^(\D*\d){7,15}\D*$/.test(value)

export type ContactChannels = {
  call: { number: string; href: string }
  whatsApp: { number: string; href: string } | null
}

export function contactChannels(settings: Pick<SiteSettings, 'phone' | 'whatsAppNumber' | 'whatsAppEnabled'>): ContactChannels {
  const whatsAppNumber = settings.whatsAppNumber.trim() || settings.phone
  return {
    call: { number: settings.phone, href: telHref(settings.phone) },
    whatsApp:
      settings.whatsAppEnabled && isPhoneNumber(whatsAppNumber) ? { number: whatsAppNumber, href: whatsAppHref(whatsAppNumber) } : null,
  }
}
