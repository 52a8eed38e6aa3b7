// Request shapes of the assistant's endpoints, shared by the widget and the route handlers.
import { messages } from '@/lib/messages'
import { z } from '@/lib/zod'

import { ASSISTANT_MESSAGE_MAX_LENGTH } from './types'

/**
 * The chat's session: a random id the widget keeps for the tab's life (components/chat/chatStore), so that a visitor's
 * repeated question or click counts once. Optional: without it the client address stands for the visitor.
 */
const chatSession = z
  .string({ error: 'The chat session is not valid. Reload the page and try again.' })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'The chat session is not valid. Reload the page and try again.')
  .optional()

export const assistantQuestionSchema = z.object({
  session: chatSession,
  message: z
    .string({ error: 'Please type a question.' })
    .trim()
    .min(1, 'Please type a question.')
    .max(ASSISTANT_MESSAGE_MAX_LENGTH, `Please keep your question under ${ASSISTANT_MESSAGE_MAX_LENGTH} characters.`),
})

const CONVERSATION_MAX_MESSAGES = 60

export const supportRequestSchema = z.object({
  email: z
    .string({ error: messages.leadEmailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: messages.leadEmailInvalid }).max(254, messages.leadEmailInvalid)),
  conversation: z
    .array(
      z.object({
        from: z.enum(['visitor', 'assistant']),
        text: z.string().trim().min(1).max(2000),
      }),
    )
    .max(CONVERSATION_MAX_MESSAGES),
  page: z.string().trim().max(500).default(''),
})

/** A visitor's helpful / not helpful click on an answer, naming the answer by its entry key. */
export const assistantFeedbackSchema = z.object({
  key: z.string({ error: 'Please say which answer this is about.' }).trim().min(1, 'Please say which answer this is about.').max(80),
  helpful: z.boolean({ error: 'Please say whether the answer helped.' }),
  session: chatSession,
})
