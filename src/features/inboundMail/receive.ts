// One answer from the inbound mailbox, stored once (docs/decisions/lead-desk.md, "Replies come back"): parsed with
// mailparser, matched to its lead (In-Reply-To/References first, then the plus-address, then the subject's tag),
// its quoted history trimmed, its attachments checked like resumes and kept privately, and then — in one
// transaction — the inbound-mail row (Message-ID unique: the same mail read twice is stored once), the lead's
// "Reply received" entry and the mail to the lead's assignee. Unmatched answers wait in "Unmatched mail".
import type { MessageEnvelopeObject } from 'imapflow'
import type { Payload, PayloadRequest } from 'payload'
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser'

import { isLeadCollection, type LeadCollectionSlug } from '@/features/leadDesk/kinds'
import { recordActivity } from '@/features/leadActivity/record'
import { detectResumeKind, removeResume, storeResume } from '@/features/leads/resumes'
import { RESUME_MAX_BYTES } from '@/lib/constants'
import { env } from '@/lib/env'
import { composeMail } from '@/lib/mailContent'
import { queueMail } from '@/lib/mailQueue'
import { runInTransaction } from '@/lib/payloadTransaction'
import { absoluteUrl, adminDocumentHref } from '@/lib/routes'

import { trimQuotedHtml, trimQuotedText } from './quotes'
import { readReplyToken, tokensInAddresses, tokensInMessageIds, tokensInSubject, type LeadRef } from './token'

export const INBOUND_MAIL = 'inbound-mail'

/** A file that came with an answer: kept (a stored name in the private folder or bucket) or refused (why). */
type InboundFile = { name: string; size: number; storedName?: string; mime?: string; refused?: string }

type MatchedBy = 'thread' | 'address' | 'subject'

export type InboundMailDoc = {
  id: number
  messageId: string
  fromAddress?: string | null
  fromName?: string | null
  subject?: string | null
  text?: string | null
  receivedAt?: string | null
  leadCollection?: LeadCollectionSlug | null
  leadId?: number | null
  files?: InboundFile[] | null
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((entry) => entry.value.map((value) => value.address ?? '')).filter(Boolean)

const headerText = (parsed: ParsedMail, name: string): string[] => {
  const value = parsed.headers.get(name)
  if (!value) return []
  if (Array.isArray(value)) return value.map(String)
  if (typeof value === 'object' && 'value' in value) return addressesOf(value as AddressObject)
  return [String(value)]
}

/**
 * Text as both databases store it: PostgreSQL refuses a NUL character in text (a mail can carry one, encoded), which
 * made such a mail fail every round; cut to `max` characters; empty is null.
 */
const storable = (text: string | null | undefined, max: number): string | null => text?.replace(/\u0000/g, '').slice(0, max) || null

async function leadExists(payload: Payload, lead: LeadRef) {
  return (
    (await payload.count({ collection: lead.leadCollection, where: { id: { equals: lead.leadId } }, overrideAccess: true })).totalDocs > 0
  )
}

/** The lead an answer belongs to, by the first genuine token found in its thread, its addresses, then its subject. */
async function matchLead(payload: Payload, parsed: ParsedMail): Promise<(LeadRef & { by: MatchedBy }) | null> {
  const { PAYLOAD_SECRET, INBOUND_REPLY_ADDRESS } = env()
  const references = [parsed.inReplyTo ?? '', ...(Array.isArray(parsed.references) ? parsed.references : [parsed.references ?? ''])].join(
    ' ',
  )
  const addresses = [
    ...addressesOf(parsed.to),
    ...addressesOf(parsed.cc),
    ...['delivered-to', 'x-original-to'].flatMap((name) => headerText(parsed, name)),
  ]
  const candidates: [MatchedBy, string[]][] = [
    ['thread', tokensInMessageIds(references)],
    ['address', INBOUND_REPLY_ADDRESS ? tokensInAddresses(addresses, INBOUND_REPLY_ADDRESS) : []],
    ['subject', tokensInSubject(parsed.subject ?? '')],
  ]
  for (const [by, tokens] of candidates) {
    for (const token of tokens) {
      const lead = readReplyToken(token, PAYLOAD_SECRET)
      if (lead && (await leadExists(payload, lead))) return { ...lead, by }
    }
  }
  return null
}

/** Text of an HTML-only mail, for the timeline: block ends become line breaks, tags go, common entities are read. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** What the person wrote, without the history quoted under it. */
export function answerText(parsed: Pick<ParsedMail, 'text' | 'html'>): string {
  if (parsed.text?.trim()) return trimQuotedText(parsed.text)
  if (typeof parsed.html === 'string') return trimQuotedText(htmlToPlainText(trimQuotedHtml(parsed.html)))
  return ''
}

const REFUSED_TYPE = 'Not kept: only PDF and Word files are kept.'
const REFUSED_SIZE = `Not kept: larger than ${RESUME_MAX_BYTES / 1_000_000} MB.`

/** Attachments checked by content as resumes are; only PDF, DOC and DOCX are kept, under a random private name. */
async function keepFiles(parsed: ParsedMail): Promise<InboundFile[]> {
  const files: InboundFile[] = []
  for (const attachment of parsed.attachments) {
    // Pictures inside the message (a signature's logo) are part of its HTML, not files sent.
    if (attachment.related && !attachment.filename) continue
    const name = storable(attachment.filename, 200) ?? 'attachment'
    const bytes = new Uint8Array(attachment.content)
    if (bytes.length > RESUME_MAX_BYTES) {
      files.push({ name, size: bytes.length, refused: REFUSED_SIZE })
      continue
    }
    const kind = await detectResumeKind(bytes)
    if (!kind) {
      files.push({ name, size: bytes.length, refused: REFUSED_TYPE })
      continue
    }
    files.push({ name, size: bytes.length, mime: kind.mime, storedName: await storeResume(bytes, kind) })
  }
  return files
}

const fileLines = (files: InboundFile[]) =>
  files.map((file) => (file.refused ? `${file.name}: ${file.refused.replace(/^Not kept: /, 'not kept, ')}` : `${file.name}: kept`))

const personWord = (leadCollection: LeadCollectionSlug) => (leadCollection === 'talent-applications' ? 'candidate' : 'client')

/** The timeline entry, and the mail to whoever the lead is assigned to (the team's address when nobody is). */
export async function putOnLead(payload: Payload, doc: InboundMailDoc, lead: LeadRef, req: PayloadRequest): Promise<void> {
  const files = doc.files ?? []
  const from = doc.fromName ? `${doc.fromName} <${doc.fromAddress}>` : (doc.fromAddress ?? 'unknown sender')
  const body = [`From ${from}`, '', doc.text || '(no text)', ...(files.length ? ['', 'Attachments:', ...fileLines(files)] : [])].join('\n')
  await recordActivity(
    payload,
    { leadCollection: lead.leadCollection, leadId: lead.leadId, type: 'reply-received', subject: doc.subject ?? null, text: body },
    req,
  )
  const found = await payload.findByID({ collection: lead.leadCollection, id: lead.leadId, depth: 1, overrideAccess: true, req })
  const assignee = (found as { assignee?: { email?: string; name?: string } | number | null }).assignee
  const to = typeof assignee === 'object' && assignee?.email ? assignee.email : env().STAFF_NOTIFY_EMAIL
  const link = absoluteUrl(adminDocumentHref(lead.leadCollection, lead.leadId), env().SITE_URL)
  await queueMail(req, {
    to,
    content: composeMail({
      subject: `Answered by the ${personWord(lead.leadCollection)}: ${doc.subject ?? '(no subject)'}`.slice(0, 250),
      heading: `${doc.fromName || doc.fromAddress || 'The ' + personWord(lead.leadCollection)} answered`,
      paragraphs: [(doc.text || '(no text)').slice(0, 2000)],
      rows: files.length ? [['Attachments', fileLines(files).join('\n')]] : [],
      link: { text: 'Open the lead', href: link },
      footer: 'You get this e-mail because the lead is assigned to you (or to nobody yet).',
    }),
  })
}

const isStored = async (payload: Payload, messageId: string) =>
  (await payload.count({ collection: INBOUND_MAIL, where: { messageId: { equals: messageId } }, overrideAccess: true })).totalDocs > 0

/**
 * A mail the website could not store (too large, or failing every try), recorded under Unmatched mail from what the
 * mailbox says of it (sender, subject, date), with why and where it still is, so that staff see it and open it in the
 * mailbox. Its own Message-ID (by UIDVALIDITY and UID) keeps it apart from the mail itself, should that be read one day;
 * recorded twice, it stays one row.
 */
export async function recordUnreadable(
  payload: Payload,
  mail: { envelope?: MessageEnvelopeObject; uidValidity: string; uid: number; folder: string; problem: string },
): Promise<void> {
  const sender = mail.envelope?.from?.[0]
  const date = mail.envelope?.date ? new Date(mail.envelope.date) : null
  const messageId = `<unread-${mail.uidValidity}-${mail.uid}@inbound.invalid>`
  if (await isStored(payload, messageId)) return
  const text = [
    `This mail was not read into the website: ${mail.problem}.`,
    `It is still in the reply mailbox (folder ${mail.folder}), flagged: open it there${
      mail.envelope?.messageId ? ` (its Message-ID is ${mail.envelope.messageId})` : ''
    }.`,
  ].join('\n')
  try {
    await payload.create({
      collection: INBOUND_MAIL,
      data: {
        messageId,
        fromAddress: storable(sender?.address?.toLowerCase(), 300),
        fromName: storable(sender?.name, 200),
        subject: storable(mail.envelope?.subject, 300) ?? '(no subject)',
        text: storable(text, 20_000),
        receivedAt: (date && !Number.isNaN(date.getTime()) ? date : new Date()).toISOString(),
        matchedBy: 'unread',
        files: [],
      },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    if (!(await isStored(payload, messageId))) throw error
  }
}

/**
 * Stores one message from the mailbox unless a message with its Message-ID already is. `fallbackId` names a message
 * that has no Message-ID (the mailbox's UIDVALIDITY and UID).
 */
export async function receiveMessage(payload: Payload, source: Buffer, fallbackId: string): Promise<'stored' | 'duplicate'> {
  const parsed = await simpleParser(source, { skipImageLinks: true, skipTextToHtml: true })
  const messageId = (parsed.messageId?.trim() || `<${fallbackId}@inbound.invalid>`).slice(0, 500)
  if (await isStored(payload, messageId)) return 'duplicate'
  const lead = await matchLead(payload, parsed)
  const files = await keepFiles(parsed)
  const sender = parsed.from?.value[0]
  const data = {
    messageId,
    fromAddress: storable(sender?.address?.toLowerCase(), 300),
    fromName: storable(sender?.name, 200),
    subject: storable(parsed.subject, 300),
    text: storable(answerText(parsed), 20_000) ?? '',
    receivedAt: (parsed.date ?? new Date()).toISOString(),
    leadCollection: lead?.leadCollection ?? null,
    leadId: lead?.leadId ?? null,
    matchedBy: lead?.by ?? null,
    files,
  }
  try {
    await runInTransaction(payload, async (req) => {
      const doc = (await payload.create({
        collection: INBOUND_MAIL,
        data,
        overrideAccess: true,
        depth: 0,
        req,
      })) as unknown as InboundMailDoc
      if (lead && isLeadCollection(lead.leadCollection)) await putOnLead(payload, doc, lead, req)
    })
    return 'stored'
  } catch (error) {
    for (const file of files) if (file.storedName) await removeResume(file.storedName).catch(() => {})
    // Another instance stored it meanwhile (the Message-ID is unique): nothing is lost, nothing doubled.
    if (await isStored(payload, messageId)) return 'duplicate'
    throw error
  }
}
