// What a staff reply carries so that its answer comes back to the lead (docs/decisions/lead-desk.md, "Replies come
// back"). Off (null) without INBOUND_IMAP_URL: the reply then goes out as before, answers to the staff member.
import { env } from '@/lib/env'

import { replyAddress, replyMessageId, replyToken, subjectTag, type LeadRef } from './token'

export type ReplyRouting = { replyTo: string; messageId: string; subject: string }

export function replyRouting(lead: LeadRef, subject: string): ReplyRouting | null {
  const { INBOUND_IMAP_URL, INBOUND_REPLY_ADDRESS, PAYLOAD_SECRET } = env()
  if (!INBOUND_IMAP_URL || !INBOUND_REPLY_ADDRESS) return null
  const token = replyToken(lead, PAYLOAD_SECRET)
  return {
    replyTo: replyAddress(INBOUND_REPLY_ADDRESS, token),
    messageId: replyMessageId(INBOUND_REPLY_ADDRESS, token),
    subject: `${subject} ${subjectTag(token)}`,
  }
}

/** Whether answers to staff replies come back into the product. */
export const inboundMailOn = () => Boolean(env().INBOUND_IMAP_URL && env().INBOUND_REPLY_ADDRESS)
