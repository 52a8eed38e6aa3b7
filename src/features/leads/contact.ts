// The contact form (spec section 7): stored, with staff's and the visitor's mails queued in the same transaction.
import { newLeadFields, type LeadMeta } from './lead'
import { storeLead } from './notify'
import type { ContactInput } from './schemas'

export function captureContact(input: ContactInput, meta: LeadMeta): Promise<{ id: string }> {
  return storeLead({
    collection: 'contact-messages',
    kind: 'contact',
    data: { ...input, ...newLeadFields(meta) },
    meta,
    title: `${input.fullName} (${input.inquiryType})`,
    rows: [
      ['Name', input.fullName],
      ['E-mail', input.emailAddress],
      ['Inquiry type', input.inquiryType],
      ['Message', input.message],
    ],
    acknowledgement: { to: input.emailAddress, what: 'message', nextStep: 'Our team will get back to you within 24 hours.' },
  })
}
