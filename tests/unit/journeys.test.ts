// Issue 16's pure rules: where Join as Talent leads, what the talent form fills in, which industry tags link to a
// playbook, and the call and WhatsApp links from Site settings.
import { describe, expect, it } from 'vitest'

import { messagesForFields } from '@/components/forms/useFieldErrors'
import { contactChannels } from '@/features/content/contactChannels'
import { industryPlaybookHref } from '@/features/content/industryPlaybooks'
import { defaultSiteSettings } from '@/features/content/siteDefaults'
import { talentDefaults } from '@/features/leads/talentDefaults'
import { fieldMessagesOf } from '@/lib/api-client'
import { joinAsTalentHref, withNext } from '@/lib/routes'

describe('Join as Talent keeps its destination', () => {
  it('sends visitors to /login with next=/join-as-talent and members straight to the form', () => {
    expect(joinAsTalentHref(false)).toBe('/login?next=%2Fjoin-as-talent')
    expect(joinAsTalentHref(true)).toBe('/join-as-talent')
  })

  it('adds next only when it leads somewhere other than home', () => {
    expect(withNext('/signup', '/join-as-talent')).toBe('/signup?next=%2Fjoin-as-talent')
    expect(withNext('/signup', '/')).toBe('/signup')
    expect(withNext('/signup', null)).toBe('/signup')
  })

  it("fills the talent form with the account's e-mail and the name split at the first space", () => {
    expect(talentDefaults({ email: 'asha@example.in', name: '  Asha  Rao Deshmukh ' })).toEqual({
      email: 'asha@example.in',
      firstName: 'Asha',
      lastName: 'Rao Deshmukh',
    })
    expect(talentDefaults({ email: 'a@example.in', name: 'Meera' })).toEqual({ email: 'a@example.in', firstName: 'Meera', lastName: '' })
    expect(talentDefaults({ email: 'a@example.in', name: null })).toEqual({ email: 'a@example.in', firstName: '', lastName: '' })
  })
})

describe('per-field messages of a refused form', () => {
  it('keeps only string messages, and only for fields the form shows', () => {
    const fields = fieldMessagesOf({
      error: 'validation_error',
      fields: { phone: 'Please enter a valid phone number.', other: 'x', bad: 1 },
    })
    expect(fields).toEqual({ phone: 'Please enter a valid phone number.', other: 'x' })
    expect(messagesForFields(fields, ['phone', 'email'])).toEqual({ phone: 'Please enter a valid phone number.' })
    expect(messagesForFields(fields, ['email'])).toBeNull()
    expect(fieldMessagesOf({ msg: 'no fields' })).toEqual({})
    expect(fieldMessagesOf(null)).toEqual({})
  })
})

describe('industry tags on category pages', () => {
  it('link to the playbook of the same name, whatever the case or the "&"', () => {
    expect(industryPlaybookHref('IT & SaaS')).toBe('/industries/it-saas')
    expect(industryPlaybookHref('it and saas')).toBe('/industries/it-saas')
    expect(industryPlaybookHref('Retail & E-commerce')).toBe('/industries/retail-ecommerce')
    expect(industryPlaybookHref('Non-profit')).toBe('/industries/non-profit')
    expect(industryPlaybookHref('Healthcare')).toBeNull()
  })
})

describe('call and WhatsApp links', () => {
  it('call the phone number; WhatsApp uses its own number, else the phone, and disappears when switched off', () => {
    const settings = { phone: '+91 20 4860 1234', whatsAppNumber: '+91 98220 48601', whatsAppEnabled: true }
    expect(contactChannels(settings)).toEqual({
      call: { number: '+91 20 4860 1234', href: 'tel:+912048601234' },
      whatsApp: { number: '+91 98220 48601', href: 'https://wa.me/919822048601' },
    })
    expect(contactChannels({ ...settings, whatsAppNumber: ' ' }).whatsApp?.href).toBe('https://wa.me/912048601234')
    expect(contactChannels({ ...settings, whatsAppEnabled: false }).whatsApp).toBeNull()
    expect(contactChannels({ ...settings, whatsAppNumber: 'ask us' }).whatsApp).toBeNull()
  })

  it('are on by default for a new site', () => {
    expect(contactChannels(defaultSiteSettings).whatsApp).not.toBeNull()
  })
})
