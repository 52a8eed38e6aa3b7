// The chat conversation, kept in sessionStorage so that it survives page loads within the tab.
import type { AssistantCta } from '@/features/assistant/types'

export type ChatMessage = {
  id: string
  from: 'assistant' | 'visitor'
  text: string
  cta?: AssistantCta
  /** The knowledge entry that answered, or the site page an answer came from: the visitor can mark it helpful or not. */
  key?: string
  page?: string
  /** The question this answers, sent with a "not helpful" click so that staff see what was asked. */
  question?: string
  /** The `lang` of a reply written in another language than the page's (an English answer on a Marathi page). */
  lang?: string
  /** What the visitor's helpful / not helpful click returned (shown instead of the buttons). */
  feedbackNote?: string
}

/** `session`: a random id for the tab's life, sent with questions and clicks so each visitor counts once. */
export type ChatState = { messages: ChatMessage[]; supportSentTo?: string; session?: string }

const SESSION_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

/** A random session id (32 hex digits) from the browser's cryptographic source. */
function newSession(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

const withSession = (state: ChatState): ChatState =>
  state.session && SESSION_PATTERN.test(state.session) ? state : { ...state, session: newSession() }

const KEY = 'ptw-chat'
const MAX_MESSAGES = 60

export function loadChat(): ChatState {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ChatState | null
    if (stored && Array.isArray(stored.messages)) return withSession(stored)
  } catch {
    // Unreadable or blocked storage: start a fresh conversation.
  }
  return withSession({ messages: [] })
}

export function saveChat(state: ChatState) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...state, messages: state.messages.slice(-MAX_MESSAGES) }))
  } catch {
    // Storage full or blocked: the conversation simply does not survive a reload.
  }
}

let counter = 0
export const newMessage = (from: ChatMessage['from'], text: string, cta?: AssistantCta, key?: string): ChatMessage => ({
  id: `${Date.now().toString(36)}-${(counter += 1)}`,
  from,
  text,
  ...(cta ? { cta } : {}),
  ...(key ? { key } : {}),
})
