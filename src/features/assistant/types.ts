// Shapes shared by the assistant's matcher, seed, API and widget.
export const assistantTopics = ['navigation', 'services', 'business', 'talent', 'terms', 'company', 'policies'] as const
type AssistantTopic = (typeof assistantTopics)[number]

export type AssistantCta = { text: string; link: string }

/** One knowledge entry as the matcher sees it. */
export type KnowledgeEntry = {
  key: string
  /** Short name for staff; also searched. */
  title?: string
  topic: AssistantTopic
  /** One phrasing per line. */
  questions: string
  /** Comma-separated extra words. */
  keywords?: string | null
  answer: string
  cta?: AssistantCta | null
}

/**
 * What POST /api/assistant answers; `key` names the knowledge entry, `page` the site page (and section) a site answer
 * came from: the visitor can mark either helpful or not. Neither for the no-match text.
 */
export type AssistantReply = { answer: string; cta?: AssistantCta; key?: string; page?: string }

export const ASSISTANT_MESSAGE_MAX_LENGTH = 500
