// Request shapes of the assistant's endpoints, shared by the widget and the route handlers.
import { messages } from '@/lib/messages'
import { z } from '@/lib/zod'

import { ASSISTANT_MESSAGE_MAX_LENGTH, assistantLocales } from './types'

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
  /** The language of the page the chat is on (English when left out). */
  locale: z.enum(assistantLocales, { error: 'The language is not one the site offers.' }).default('en'),
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

const WHICH_ANSWER = 'Please say which answer this is about.'

/**
 * A visitor's helpful / not helpful click on an answer, naming it by its entry key or, for an answer from the site,
 * by the page it came from; with the question it answered, which a "not helpful" click keeps for staff.
 */
export const assistantFeedbackSchema = z
  .object({
    key: z.string({ error: WHICH_ANSWER }).trim().min(1, WHICH_ANSWER).max(80).optional(),
    page: z
      .string({ error: WHICH_ANSWER })
      .trim()
      .max(300, WHICH_ANSWER)
      .regex(/^\/(?!\/)\S*$/, WHICH_ANSWER)
      .optional(),
    question: z.string({ error: 'The question is not valid.' }).trim().max(ASSISTANT_MESSAGE_MAX_LENGTH).optional(),
    helpful: z.boolean({ error: 'Please say whether the answer helped.' }),
    session: chatSession,
  })
  .refine((body) => (body.key === undefined) !== (body.page === undefined), { message: WHICH_ANSWER, path: ['key'] })
