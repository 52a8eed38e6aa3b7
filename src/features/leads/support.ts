// The chat assistant's Customer Care hand-off: the visitor's e-mail with the conversation so far and the page it came
// from, stored as a support request; staff's notification is queued in the same transaction.
import type { LeadMeta } from './lead'
import { newLeadFields } from './lead'
import { storeLead } from './notify'
import { supportTranscript, type ConversationLine } from './transcript'

/**
 * The conversation is what the visitor's browser sent, so it is stored and shown as the visitor's claim (see
 * transcript.ts), never as what the assistant said.
 */
export async function createSupportRequest({
  email,
  conversation,
  page,
}: {
  email: string
  conversation: ConversationLine[]
  page?: string
}): Promise<{ id: string }> {
  const text = supportTranscript(conversation).slice(0, 20_000)
  const source = page?.slice(0, 500)
  const meta: LeadMeta = { spam: false, tracking: { sourcePage: source } }
  const normalized = email.trim().toLowerCase()
  return storeLead({
    collection: 'support-requests',
    kind: 'support',
    data: { email: normalized, conversation: text, page: source, ...newLeadFields(meta) },
    meta,
    title: normalized,
    rows: [
      ['E-mail', normalized],
      ['Page', source],
      ['Conversation (as sent by the visitor, not verified)', text.slice(0, 4000)],
    ],
    // Like the other forms, the visitor is told their request arrived; it repeats nothing of the conversation.
    acknowledgement: {
      to: normalized,
      what: 'request for Customer Care',
      nextStep: 'A member of our Customer Care team will reply to this address, usually within 24 hours.',
    },
  })
}
