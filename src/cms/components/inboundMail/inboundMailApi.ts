// The admin's calls for answers by e-mail (features/inboundMail/staffActions.ts): Payload's REST API and the
// collection's own endpoints under /cms-api/inbound-mail.
import { AGENCY_TIME_ZONE } from '@/lib/agencyTime'

const API = '/cms-api/inbound-mail'

export type MailFile = { name: string; size: number; storedName?: string; refused?: string }
export type LeadChoice = { leadCollection: string; leadId: number; label: string }
export type ReceivedMail = { id: number; subject: string | null; receivedAt: string | null; files: MailFile[] | null }

async function failure(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
  return body?.errors?.[0]?.message ?? 'That did not work. Check your connection and try again.'
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    credentials: 'same-origin',
    cache: 'no-store',
    ...init,
    headers: init.body ? { 'Content-Type': 'application/json' } : undefined,
  })
  if (!response.ok) throw new Error(await failure(response))
  return (await response.json()) as T
}

export const fileHref = (mailId: number | string, index: number) => `${API}/${encodeURIComponent(String(mailId))}/files/${index}`

export const findLeads = (q: string) => call<{ leads: LeadChoice[] }>(`${API}/leads?q=${encodeURIComponent(q)}`).then((body) => body.leads)

export const attachMail = (mailId: number | string, choice: LeadChoice) =>
  call<{ message: string }>(`${API}/${encodeURIComponent(String(mailId))}/attach`, {
    method: 'POST',
    body: JSON.stringify({ leadCollection: choice.leadCollection, leadId: choice.leadId }),
  })

/** The answers by e-mail on a lead, newest first. */
export const mailsOnLead = (leadCollection: string, leadId: number | string) =>
  call<{ docs: ReceivedMail[] }>(
    `${API}?where[leadCollection][equals]=${encodeURIComponent(leadCollection)}&where[leadId][equals]=${encodeURIComponent(String(leadId))}&sort=-receivedAt&limit=50&depth=0`,
  ).then((body) => body.docs)

/** The newest staff reply or answer on a lead: whether the person answered last. */
export const lastExchange = (leadCollection: string, leadId: number | string) =>
  call<{ docs: { type: string; createdAt: string }[] }>(
    `/cms-api/lead-activity?where[leadCollection][equals]=${encodeURIComponent(leadCollection)}&where[leadId][equals]=${encodeURIComponent(String(leadId))}&where[type][in]=reply,reply-received&sort=-createdAt&limit=1&depth=0`,
  ).then((body) => body.docs[0] ?? null)

export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: AGENCY_TIME_ZONE,
  })
