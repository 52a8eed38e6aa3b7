// The admin's calls for answers by e-mail (features/inboundMail/staffActions.ts): Payload's REST API and the
// collection's own endpoints under /cms-api/inbound-mail.

import { staffFetch } from '../staffView/staffFetch'

const API = '/cms-api/inbound-mail'

export type MailFile = { name: string; size: number; storedName?: string; refused?: string }
export type LeadChoice = { leadCollection: string; leadId: number; label: string }
export type ReceivedMail = { id: number; subject: string | null; receivedAt: string | null; files: MailFile[] | null }

export const fileHref = (mailId: number | string, index: number) => `${API}/${encodeURIComponent(String(mailId))}/files/${index}`

export const findLeads = (q: string) =>
  staffFetch<{ leads: LeadChoice[] }>(`${API}/leads?q=${encodeURIComponent(q)}`).then((body) => body.leads)

export const attachMail = (mailId: number | string, choice: LeadChoice) =>
  staffFetch<{ message: string }>(`${API}/${encodeURIComponent(String(mailId))}/attach`, {
    method: 'POST',
    body: JSON.stringify({ leadCollection: choice.leadCollection, leadId: choice.leadId }),
  })

/** The answers by e-mail on a lead, newest first. */
export const mailsOnLead = (leadCollection: string, leadId: number | string) =>
  staffFetch<{ docs: ReceivedMail[] }>(
    `${API}?where[leadCollection][equals]=${encodeURIComponent(leadCollection)}&where[leadId][equals]=${encodeURIComponent(String(leadId))}&sort=-receivedAt&limit=50&depth=0`,
  ).then((body) => body.docs)

/** The newest staff reply or answer on a lead: whether the person answered last. */
export const lastExchange = (leadCollection: string, leadId: number | string) =>
  staffFetch<{ docs: { type: string; createdAt: string }[] }>(
    `/cms-api/lead-activity?where[leadCollection][equals]=${encodeURIComponent(leadCollection)}&where[leadId][equals]=${encodeURIComponent(String(leadId))}&where[type][in]=reply,reply-received&sort=-createdAt&limit=1&depth=0`,
  ).then((body) => body.docs[0] ?? null)

export { staffDateTime as when } from '../staffView/staffFetch'
