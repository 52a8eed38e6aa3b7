// The daily follow-up e-mail (docs/decisions/lead-desk.md, "Activity on each lead"): each staff member gets one mail a day listing their open leads whose
// follow-up date is today or already past, each with a link to the lead. It goes through the mail queue. Every
// instance checks every few minutes after FOLLOW_UP_DIGEST_HOUR (India time); the unique day-and-person key
// (follow-up-digests) lets only one of them queue each mail. Staff can also send the day's mails at once (POST
// /cms-api/lead-activity/follow-up-digest); a person who already had theirs that day does not get it twice.
import type { Payload, PayloadRequest } from 'payload'

import { companyNameVia } from '@/features/content/siteDefaults'
import { AGENCY_TIME_ZONE, AGENCY_UTC_OFFSET_MS, agencyDay, agencyGreeting } from '@/lib/agencyTime'
import { env } from '@/lib/env'
import { composeMail, type MailContent } from '@/lib/mailContent'
import { queueMail } from '@/lib/mailQueue'
import { rawQuery } from '@/lib/rawQuery'
import { absoluteUrl, adminDocumentHref, adminInboxHref } from '@/lib/routes'
import { runInTransaction } from '@/lib/payloadTransaction'

import { LEAD_KINDS, leadFromSql, leadKind, leadRowSql, type LeadKindKey } from './kinds'
import { isFollowUpOverdue, leadColumns, leadRuleSql, ruleMoments } from './rules'
import { staffEndpoint } from './staffEndpoint'

const CHECK_EVERY_MS = 5 * 60_000

type DueFollowUp = { kind: string; collection: string; id: number; name: string; followUpOn: Date }

/**
 * Open leads whose follow-up is due today or overdue, by assignee (spam and unassigned leads left out): each person's
 * list is the inbox's "Follow-up: Due today or overdue" with "Assignee: Mine", which the mail links to.
 */
async function dueFollowUps(payload: Payload, now: Date): Promise<Map<number, DueFollowUp[]>> {
  const union = LEAD_KINDS.map(
    (kind) =>
      `${leadRowSql(kind)}, l.assignee_id, l.follow_up_on FROM ${leadFromSql(kind)}
       WHERE l.spam = $1 AND l.assignee_id IS NOT NULL AND ${leadRuleSql.followUpDue(leadColumns('l'), '$2')}`,
  ).join('\nUNION ALL\n')
  const rows = await rawQuery(payload)(`SELECT * FROM (${union}) AS due ORDER BY follow_up_on, kind, id`, [
    false,
    ruleMoments(now).tomorrowStart.toISOString(),
  ])
  const byStaff = new Map<number, DueFollowUp[]>()
  for (const row of rows) {
    const kind = leadKind(row.kind as LeadKindKey)
    const followUpOn = row.follow_up_on instanceof Date ? row.follow_up_on : new Date(String(row.follow_up_on))
    const list = byStaff.get(Number(row.assignee_id)) ?? []
    list.push({
      kind: kind.label,
      collection: kind.collection,
      id: Number(row.id),
      name: typeof row.name === 'string' ? row.name : '',
      followUpOn,
    })
    byStaff.set(Number(row.assignee_id), list)
  }
  return byStaff
}

const dateLabel = (date: Date) => date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: AGENCY_TIME_ZONE })

/** One staff member's mail: overdue first, then today's, each lead with its link. */
export function followUpMail(name: string, leads: DueFollowUp[], now: Date, company: string): MailContent {
  const overdue = leads.filter((lead) => isFollowUpOverdue(lead.followUpOn, now))
  const today = leads.filter((lead) => !isFollowUpOverdue(lead.followUpOn, now))
  const line = (lead: DueFollowUp) => `${lead.name || 'No name'} (${lead.kind}, follow up on ${dateLabel(lead.followUpOn)})`
  const rows: [string, string][] = [
    ...overdue.map((lead, index): [string, string] => [
      `Overdue ${index + 1}`,
      `${line(lead)}\n${absoluteUrl(adminDocumentHref(lead.collection, lead.id), env().SITE_URL)}`,
    ]),
    ...today.map((lead, index): [string, string] => [
      `Today ${index + 1}`,
      `${line(lead)}\n${absoluteUrl(adminDocumentHref(lead.collection, lead.id), env().SITE_URL)}`,
    ]),
  ]
  return composeMail({
    subject: `Follow-ups for today: ${today.length} due, ${overdue.length} overdue`,
    heading: `${agencyGreeting(now)}, ${name}`,
    paragraphs: [`You have ${today.length} follow-up${today.length === 1 ? '' : 's'} due today and ${overdue.length} overdue.`],
    rows,
    link: {
      text: 'Open your leads in the inbox',
      href: absoluteUrl(adminInboxHref({ assignee: 'mine', followUp: 'due' }), env().SITE_URL),
    },
    footer: `${company} staff desk. You get this e-mail on days you have follow-ups due.`,
  })
}

const digestSent = async (payload: Payload, key: string) =>
  (await payload.count({ collection: 'follow-up-digests', where: { key: { equals: key } }, overrideAccess: true })).totalDocs > 0

/** Queues today's mail for every staff member with due or overdue follow-ups who has not had it yet. */
async function sendFollowUpDigests(
  payload: Payload,
  now = new Date(),
  req?: PayloadRequest,
): Promise<{ queued: number; alreadySent: number }> {
  const byStaff = await dueFollowUps(payload, now)
  if (!byStaff.size) return { queued: 0, alreadySent: 0 }
  const { day } = agencyDay(now)
  const staff = await payload.find({
    collection: 'users',
    where: { id: { in: [...byStaff.keys()] } },
    depth: 0,
    limit: byStaff.size,
    pagination: false,
    overrideAccess: true,
    select: { name: true, email: true },
  })
  const company = await companyNameVia(payload, req)
  let queued = 0
  let alreadySent = 0
  for (const person of staff.docs) {
    const leads = byStaff.get(person.id) ?? []
    const key = `${day}:${person.id}`
    if (await digestSent(payload, key)) {
      alreadySent += 1
      continue
    }
    try {
      await runInTransaction(payload, async (req) => {
        // Unique: when another instance got here first, this insert fails and nothing is queued.
        await payload.create({ collection: 'follow-up-digests', data: { key, leads: leads.length }, overrideAccess: true, req })
        await queueMail(req, { to: person.email, content: followUpMail(person.name, leads, now, company) })
      })
      queued += 1
    } catch (error) {
      if (!(await digestSent(payload, key))) throw error
      alreadySent += 1
    }
  }
  return { queued, alreadySent }
}

/** Every few minutes after the hour set in FOLLOW_UP_DIGEST_HOUR, this instance offers to send the day's mails. */
export function startFollowUpDigests(payload: Payload): () => void {
  const setting = env().FOLLOW_UP_DIGEST_HOUR
  if (setting === 'off') return () => {}
  const hour = Number(setting)
  const check = () => {
    const localHour = new Date(Date.now() + AGENCY_UTC_OFFSET_MS).getUTCHours()
    if (localHour < hour) return
    sendFollowUpDigests(payload).catch((error: unknown) =>
      payload.logger.warn({ err: error }, 'follow-up e-mails: not sent this time; trying again shortly'),
    )
  }
  const timer = setInterval(check, CHECK_EVERY_MS)
  timer.unref()
  const first = setTimeout(check, 30_000)
  first.unref()
  return () => {
    clearInterval(timer)
    clearTimeout(first)
  }
}

/** POST /cms-api/lead-activity/follow-up-digest: staff send today's follow-up mails now. */
export const runFollowUpDigests = staffEndpoint(async (req) => {
  const { queued, alreadySent } = await sendFollowUpDigests(req.payload, new Date(), req)
  const message =
    queued + alreadySent === 0
      ? 'Nobody has follow-ups due today.'
      : `Follow-up e-mails sent to ${queued} staff member${queued === 1 ? '' : 's'}${alreadySent ? ` (${alreadySent} already had today\u2019s)` : ''}.`
  return Response.json({ message, queued, alreadySent })
})
