// The contact form (spec section 7): stored, then staff and the visitor are told.
import { getPayloadClient } from '@/lib/payload'

import { newLeadFields, type LeadMeta } from './lead'
import type { MailRow } from './mail'
import { notifyLead } from './notify'
import type { ContactInput } from './schemas'

export async function captureContact(input: ContactInput, meta: LeadMeta): Promise<{ id: string }> {
  const payload = await getPayloadClient()
  const doc = await payload.create({
    collection: 'contact-messages',
    data: { ...input, ...newLeadFields(meta) },
    overrideAccess: true,
    depth: 0,
  })
  if (!meta.spam) {
    const rows: MailRow[] = [
      ['Name', input.fullName],
      ['E-mail', input.emailAddress],
      ['Inquiry type', input.inquiryType],
      ['Message', input.message],
    ]
    await notifyLead(
      { kind: 'contact', collection: 'contact-messages', id: doc.id, title: `${input.fullName} (${input.inquiryType})`, rows, meta },
      { to: input.emailAddress, what: 'message', nextStep: 'Our team will get back to you within 24 hours.' },
    )
  }
  return { id: String(doc.id) }
}
