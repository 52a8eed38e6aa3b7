// The lead timeline's calls to Payload's REST API (/cms-api) and to its two staff endpoints, from the admin.
import { NOTE_EDIT_MINUTES, type ActivityType } from '@/features/leadActivity/kinds'
import { isTemplateFor } from '@/features/leadActivity/templates'
import type { LeadKindKey } from '@/features/leadDesk/kinds'

import { staffFetch } from '../staffView/staffFetch'

const API = '/cms-api/lead-activity'

export type ActivityItem = {
  id: number
  type: ActivityType
  authorName: string | null
  /** The author's e-mail and role when the entry was written (entries written before authors were recorded have neither; docs/security.md, "Staff names and authors"). */
  authorEmail?: string | null
  authorRole?: string | null
  author: number | null
  subject: string | null
  text: string
  createdAt: string
  editedAt: string | null
  /** On a candidate's timeline (docs/decisions/talent-pool.md): the application an entry belongs to, null for the candidate's own. */
  application?: { id: number; role: string } | null
}

const ROLE_LABELS: Record<string, string> = { admin: 'Admin', editor: 'Editor' }

/**
 * Who wrote an entry, as the timeline shows it: the name, then role and e-mail in brackets, so a name that looks like
 * a colleague's cannot pass for theirs ("Administrator (Admin, admin@example.in)"). Entries without an author are the
 * website's own.
 */
export function authorLabel(item: Pick<ActivityItem, 'authorName' | 'authorEmail' | 'authorRole'>): {
  name: string
  detail: string | null
} {
  if (!item.authorName) return { name: 'The website', detail: null }
  const role = item.authorRole ? (ROLE_LABELS[item.authorRole] ?? item.authorRole) : null
  const email = item.authorEmail && item.authorEmail !== item.authorName ? item.authorEmail : null
  const detail = [role, email].filter(Boolean).join(', ')
  return { name: item.authorName, detail: detail ? `(${detail})` : null }
}

export type ReplyTemplate = { id: number; name: string; subject: string; body: string; kinds?: string[] | null }

export async function loadActivity(leadCollection: string, leadId: string | number): Promise<ActivityItem[]> {
  const query = new URLSearchParams({
    'where[leadCollection][equals]': leadCollection,
    'where[leadId][equals]': String(leadId),
    sort: '-createdAt',
    limit: '200',
    depth: '0',
  })
  const found = await staffFetch<{ docs: ActivityItem[] }>(`${API}?${query.toString()}`)
  return found.docs
}

type ApplicationRef = { id: number; opening?: { title?: string | null } | number | null }

/**
 * A candidate's timeline (docs/decisions/talent-pool.md, "The candidate's page"): its own notes, and every entry of the
 * applications attached to it (their notes, replies, mails sent and received, stage moves), newest first.
 */
export async function loadCandidateActivity(candidateId: string | number): Promise<ActivityItem[]> {
  const applicationQuery = new URLSearchParams({
    'where[candidate][equals]': String(candidateId),
    limit: '100',
    depth: '1',
    'select[opening]': 'true',
    'populate[openings][title]': 'true',
  })
  const { docs: applications } = await staffFetch<{ docs: ApplicationRef[] }>(`/cms-api/talent-applications?${applicationQuery.toString()}`)
  const roles = new Map(
    applications.map((application) => [
      application.id,
      application.opening && typeof application.opening === 'object' ? (application.opening.title ?? 'a role') : 'General application',
    ]),
  )
  const query = new URLSearchParams({ sort: '-createdAt', limit: '300', depth: '0' })
  query.set('where[or][0][and][0][leadCollection][equals]', 'candidates')
  query.set('where[or][0][and][1][leadId][equals]', String(candidateId))
  if (applications.length) {
    query.set('where[or][1][and][0][leadCollection][equals]', 'talent-applications')
    query.set('where[or][1][and][1][leadId][in]', applications.map((application) => application.id).join(','))
  }
  const found = await staffFetch<{ docs: (ActivityItem & { leadCollection: string; leadId: number | null })[] }>(
    `${API}?${query.toString()}`,
  )
  return found.docs.map((item) => ({
    ...item,
    application:
      item.leadCollection === 'talent-applications' && item.leadId !== null
        ? { id: item.leadId, role: roles.get(item.leadId) ?? 'Application' }
        : null,
  }))
}

export const addNote = (leadCollection: string, leadId: string | number, text: string) =>
  staffFetch<{ doc: ActivityItem }>(API, { method: 'POST', body: JSON.stringify({ leadCollection, leadId: Number(leadId), text }) })

export const correctNote = (id: number, text: string) =>
  staffFetch<{ doc: ActivityItem }>(`${API}/${id}`, { method: 'PATCH', body: JSON.stringify({ text }) })

export const sendReply = (leadCollection: string, leadId: string | number, subject: string, text: string) =>
  staffFetch<{ message: string }>(`${API}/reply`, {
    method: 'POST',
    body: JSON.stringify({ leadCollection, leadId: Number(leadId), subject, text }),
  })

/** The saved replies offered on a lead of this kind (features/leadActivity/templates). */
export async function loadTemplates(kind: LeadKindKey | null): Promise<ReplyTemplate[]> {
  const found = await staffFetch<{ docs: ReplyTemplate[] }>('/cms-api/reply-templates?limit=100&depth=0&sort=name')
  return found.docs.filter((template) => kind === null || isTemplateFor(template.kinds, kind))
}

/** A template with the person's name in place of {name} ("there" when the lead has none). */
export const fillTemplate = (text: string, name: string | null) => text.replace(/\{name\}/g, name?.trim() || 'there')

/** Whether the staff member `userId` may still correct this note (their own, less than NOTE_EDIT_MINUTES old). */
export const mayCorrect = (item: ActivityItem, userId: unknown, now = Date.now()) =>
  item.type === 'note' && item.author === userId && now - new Date(item.createdAt).getTime() < NOTE_EDIT_MINUTES * 60_000
