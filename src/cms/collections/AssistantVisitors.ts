import type { CollectionConfig } from 'payload'

/**
 * Which visitors already counted toward an assistant figure (docs/security.md, "The assistant's learning figures count each visitor once"): one row per figure and visitor, so a
 * visitor's repeated question or "not helpful" click counts once. `subject` names the figure (`q:` and a hash of an
 * unanswered question's grouped text, or `a:` and an answer's key); `visitor` is a keyed hash of the chat session (or,
 * without one, of the client address), never the address itself. Rows older than 30 days are deleted. Written by the
 * server only (features/assistant/visitors.ts); nobody reads them through /cms-api or the admin.
 */
export const AssistantVisitors: CollectionConfig = {
  slug: 'assistant-visitors',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'subject', type: 'text', required: true, maxLength: 100 },
    { name: 'visitor', type: 'text', required: true, maxLength: 64 },
    { name: 'seenAt', type: 'date', required: true, index: true },
  ],
  indexes: [{ fields: ['subject', 'visitor'], unique: true }],
}
