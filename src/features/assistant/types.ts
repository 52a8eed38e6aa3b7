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
  /** The answer, the visitors' words and the link's text in Marathi and in Hindi (each optional). */
  marathi?: EntryLanguage | null
  hindi?: EntryLanguage | null
}

/** An entry in another language: given on that language's pages; empty parts fall back to the English ones. */
type EntryLanguage = { answer?: string | null; keywords?: string | null; ctaText?: string | null }

/** The language of the page the chat is on (the widget sends it): the curated answers are given in it. */
export const assistantLocales = ['en', 'mr', 'hi'] as const
export type AssistantLocale = (typeof assistantLocales)[number]

/**
 * What POST /api/assistant answers; `key` names the knowledge entry, `page` the site page (and section) a site answer
 * came from: the visitor can mark either helpful or not. Neither for the no-match text.
 */
export type AssistantReply = {
  answer: string
  cta?: AssistantCta
  key?: string
  page?: string
  /** On a Marathi or Hindi page, the language the answer is written in ('en' for an answer from the site's English pages). */
  lang?: AssistantLocale
}

export const ASSISTANT_MESSAGE_MAX_LENGTH = 500
