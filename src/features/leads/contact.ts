// The contact form (spec section 7): stored, with staff's and the visitor's mails queued in the same transaction.
import { getPayloadClient } from '@/lib/payload'
import { withTransaction } from '@/lib/transaction'

import { newLeadFields, type LeadMeta } from './lead'
import type { MailRow } from './mail'
import { planLeadMails, queueLeadMails } from './notify'
import type { ContactInput } from './schemas'

export async function captureContact(input: ContactInput, meta: LeadMeta): Promise<{ id: string }> {
  const payload = await getPayloadClient()
  const plan = meta.spam
    ? null
    : await planLeadMails({ to: input.emailAddress, what: 'message', nextStep: 'Our team will get back to you within 24 hours.' })
  const doc = await withTransaction(async (req) => {
    const created = await payload.create({
      collection: 'contact-messages',
      data: { ...input, ...newLeadFields(meta) },
      overrideAccess: true,
      depth: 0,
      req,
    })
    if (plan) {
      const rows: MailRow[] = [
        ['Name', input.fullName],
        ['E-mail', input.emailAddress],
        ['Inquiry type', input.inquiryType],
        ['Message', input.message],
      ]
      const title = `${input.fullName} (${input.inquiryType})`
      await queueLeadMails(req, { kind: 'contact', collection: 'contact-messages', id: created.id, title, rows, meta }, plan)
    }
    return created
  })
  return { id: String(doc.id) }
}
