// The order in which the assistant answers (docs/decisions/assistant.md, "Answers from the site"): a curated entry
// that matches confidently; otherwise open roles, when the question asks for roles the /jobs filters can find;
// otherwise the best passage of the site, in its own sentences, with a link to its page and section; otherwise the
// spec's no-match text. Pure: the server (knowledge.ts) and the evaluation run the same function.
import { replyFor, type Match, type Matcher } from './matcher'
import type { PassageAnswer, PassageIndex } from './passageIndex'
import type { AssistantReply } from './types'

export type Answered =
  | { source: 'entry'; match: Match; reply: AssistantReply }
  | { source: 'roles' | 'passage'; answer: PassageAnswer; reply: AssistantReply }
  | { source: null; reply: AssistantReply }

export function answerFrom(matcher: Matcher, index: PassageIndex | null, message: string): Answered {
  const match = matcher.match(message)
  if (match) return { source: 'entry', match, reply: replyFor(match) }
  const roles = index?.roles(message)
  if (roles) return { source: 'roles', answer: roles, reply: roles.reply }
  const passage = index?.passage(message)
  if (passage) return { source: 'passage', answer: passage, reply: passage.reply }
  return { source: null, reply: replyFor(null) }
}
