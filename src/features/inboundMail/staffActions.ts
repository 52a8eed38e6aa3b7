// What staff do with answers (docs/decisions/lead-desk.md, "Replies come back"): find the lead an unmatched mail
// belongs to, attach it there (it moves onto that lead's timeline and leaves "Unmatched mail"), and download a kept
// attachment. Files are served only to staff, under the name sent but with the type found in the content.
import type { Payload, PayloadHandler } from 'payload'
import { z } from 'zod'

import { isStaff } from '@/features/accounts/isStaff'
import { staffEndpoint, staffError } from '@/features/leadDesk/staffEndpoint'
import { LEAD_COLLECTIONS, type LeadCollectionSlug } from '@/features/leadDesk/kinds'
import { attachmentHeader, kindOfStoredName, readResume } from '@/features/leads/resumes'
import { runInTransaction } from '@/lib/payloadTransaction'

import { INBOUND_MAIL, putOnLead, type InboundMailDoc } from './receive'

/** How each kind of lead is found by a name or an address, and how staff call it. */
const text = (value: unknown) => (typeof value === 'string' ? value : '')

const SEARCHABLE: { collection: LeadCollectionSlug; label: string; fields: string[]; name: (doc: Record<string, unknown>) => string }[] = [
  {
    collection: 'contact-messages',
    label: 'Contact message',
    fields: ['fullName', 'emailAddress'],
    name: (doc) => text(doc.fullName),
  },
  {
    collection: 'team-up-requests',
    label: 'Team-up request',
    fields: ['firstName', 'lastName', 'email', 'companyName'],
    name: (doc) => `${text(doc.firstName)} ${text(doc.lastName)}`.trim(),
  },
  {
    collection: 'talent-applications',
    label: 'Talent application',
    fields: ['firstName', 'lastName', 'email'],
    name: (doc) => `${text(doc.firstName)} ${text(doc.lastName)}`.trim(),
  },
  { collection: 'support-requests', label: 'Support request', fields: ['email'], name: () => '' },
  { collection: 'subscribers', label: 'Newsletter subscriber', fields: ['email'], name: () => '' },
]

type LeadChoice = { leadCollection: LeadCollectionSlug; leadId: number; label: string }

/** GET /cms-api/inbound-mail/leads?q=: up to 20 leads whose name or e-mail contains q, newest first. */
export const searchLeads: PayloadHandler = async (req) => {
  if (!req.user || !isStaff(req)) return staffError(403, 'Log in as staff to do this.')
  const q = String(new URL(req.url ?? '', 'http://local').searchParams.get('q') ?? '')
    .trim()
    .slice(0, 100)
  if (q.length < 2) return staffError(400, 'Type at least two letters of a name or an e-mail address.')
  const found: (LeadChoice & { createdAt: string })[] = []
  for (const kind of SEARCHABLE) {
    const { docs } = await req.payload.find({
      collection: kind.collection,
      where: { or: kind.fields.map((field) => ({ [field]: { like: q } })) },
      sort: '-createdAt',
      limit: 20,
      depth: 0,
      req,
      overrideAccess: false,
    })
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      const email = text(doc.emailAddress) || text(doc.email)
      const name = kind.name(doc)
      found.push({
        leadCollection: kind.collection,
        leadId: Number(doc.id),
        label: `${name ? `${name}, ` : ''}${email} (${kind.label})`,
        createdAt: String(doc.createdAt),
      })
    }
  }
  const leads = found
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, 20)
    .map(({ createdAt: _createdAt, ...choice }) => choice)
  return Response.json({ leads })
}

const attachSchema = z.object({
  leadCollection: z.enum(LEAD_COLLECTIONS, { message: 'Choose the lead to attach this mail to.' }),
  leadId: z.coerce.number({ message: 'Choose the lead to attach this mail to.' }).int().positive(),
})

const mailId = (value: unknown) => (typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : null)

/** The stored mail with this id, or null (no id, or none such). */
const storedMail = async (payload: Payload, id: number | null) =>
  id
    ? ((await payload.findByID({
        collection: INBOUND_MAIL,
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })) as unknown as InboundMailDoc | null)
    : null

/** POST /cms-api/inbound-mail/:id/attach { leadCollection, leadId }: the mail moves onto that lead's timeline. */
export const attachToLead = staffEndpoint(async (req, body) => {
  const id = mailId(req.routeParams?.id)
  const parsed = attachSchema.safeParse(body)
  if (!parsed.success) return staffError(400, parsed.error.issues[0]?.message ?? 'Choose the lead to attach this mail to.')
  const { leadCollection, leadId } = parsed.data
  const mail = await storedMail(req.payload, id)
  if (!mail) return staffError(404, 'This mail no longer exists.')
  if (mail.leadId) return staffError(409, 'This mail is already on a lead.')
  const lead = await req.payload
    .findByID({ collection: leadCollection, id: leadId, depth: 0, req, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!lead) return staffError(404, 'This lead no longer exists.')
  await runInTransaction(req.payload, async (tx) => {
    await req.payload.update({
      collection: INBOUND_MAIL,
      id: mail.id,
      data: { leadCollection, leadId, matchedBy: 'staff' },
      overrideAccess: true,
      req: tx,
    })
    await putOnLead(req.payload, mail, { leadCollection, leadId }, tx)
  })
  return Response.json({ message: 'The mail is now on the lead\u2019s timeline.', leadCollection, leadId })
})

/** GET /cms-api/inbound-mail/:id/files/:n: a kept attachment, for staff only. */
export const downloadFile: PayloadHandler = async (req) => {
  if (!req.user || !isStaff(req)) return staffError(403, 'Log in as staff to download this file.')
  const id = mailId(req.routeParams?.id)
  const index = mailId(req.routeParams?.n)
  const mail = await storedMail(req.payload, id)
  const file = mail && index !== null ? mail.files?.[index] : undefined
  const kind = file?.storedName ? kindOfStoredName(file.storedName) : null
  const bytes = kind && file?.storedName ? await readResume(file.storedName) : null
  if (!file || !kind || !bytes) return staffError(404, 'This file is not kept.')
  const base =
    file.name
      .replace(/\.[^.]*$/, '')
      .replace(/[^\p{L}\p{N}._ -]+/gu, '-')
      .slice(0, 100) || 'attachment'
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': kind.mime,
      'Content-Length': String(bytes.length),
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': attachmentHeader(`${base}.${kind.ext}`),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
}
