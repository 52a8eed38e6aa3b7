// Picks the knowledge entry that answers a visitor's message: a MiniSearch index (BM25) over the entries' phrasings,
// keywords, titles and answers, with field boosts, prefix and typo-tolerant matching, and a score threshold below
// which the assistant admits it does not know. The spec's word-count rule is kept as `naiveMatch` for comparison.
import MiniSearch from 'minisearch'

import { messages } from '@/lib/messages'

import { processWord, termsOf, tokenize } from './text'
import type { AssistantReply, KnowledgeEntry } from './types'

/**
 * When the best entry counts as an answer. BM25 scores grow with the length of the question, so the threshold is
 * relative: the best entry must explain at least `minCoverage` of the question's words, and at most `maxUnknown` of
 * them may be words the knowledge base has never seen ("bitcoin", "weather"), whatever the raw score.
 */
export type MatchThreshold = { minScore: number; minCoverage: number; maxUnknown: number }
export const MATCH_THRESHOLD: MatchThreshold = { minScore: 4, minCoverage: 0.34, maxUnknown: 0.49 }

export type Match = {
  entry: KnowledgeEntry
  score: number
  /** Share of the question's words the entry matched (exactly, by prefix or with a typo). */
  coverage: number
  /** Share of the question's words that match no entry at all. */
  unknown: number
}

const meetsThreshold = (match: Match, threshold: MatchThreshold) =>
  match.score >= threshold.minScore && match.coverage >= threshold.minCoverage && match.unknown <= threshold.maxUnknown

export type Matcher = {
  /** The best entry for `message`, or null when nothing scores at the threshold. */
  match(message: string): Match | null
  /** The best entry whatever its score (for tests and tuning). */
  best(message: string): Match | null
}

type IndexedEntry = { id: number; title: string; questions: string; keywords: string; answer: string }

export function buildMatcher(entries: readonly KnowledgeEntry[], threshold: MatchThreshold = MATCH_THRESHOLD): Matcher {
  const index = new MiniSearch<IndexedEntry>({
    fields: ['questions', 'keywords', 'title', 'answer'],
    tokenize,
    processTerm: (term) => {
      const terms = processWord(term)
      return terms.length ? terms : null
    },
    searchOptions: {
      boost: { questions: 3, keywords: 3, title: 0.5, answer: 0.5 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'OR',
    },
  })
  index.addAll(
    entries.map((entry, id) => ({
      id,
      title: entry.title ?? '',
      questions: entry.questions,
      keywords: entry.keywords ?? '',
      answer: entry.answer,
    })),
  )

  const best = (message: string): Match | null => {
    const query = message.trim()
    const words = new Set(termsOf(query))
    if (!words.size) return null
    const results = index.search(query)
    const [top] = results
    if (!top) return null
    const known = new Set(results.flatMap((result) => result.queryTerms))
    return {
      entry: entries[top.id as number],
      score: top.score,
      coverage: new Set(top.queryTerms).size / words.size,
      unknown: 1 - known.size / words.size,
    }
  }

  return {
    best,
    match(message) {
      const found = best(message)
      return found && meetsThreshold(found, threshold) ? found : null
    },
  }
}

/** The reply the API sends: the entry's answer and call to action, or the spec's no-match text. */
export function replyFor(match: Match | null): AssistantReply {
  if (!match) return { answer: messages.chatNoMatch }
  const { answer, cta } = match.entry
  return cta?.text && cta.link ? { answer, cta: { text: cta.text, link: cta.link } } : { answer }
}

/**
 * The spec's rule (section 9): count how many words of the message appear inside each stored question, pick the
 * highest count; 0 means no match. Here "stored question" is an entry's phrasings and keywords together.
 */
export function naiveMatch(entries: readonly KnowledgeEntry[], message: string): KnowledgeEntry | null {
  const words = message.toLowerCase().split(/\s+/).filter(Boolean)
  let winner: KnowledgeEntry | null = null
  let winnerCount = 0
  for (const entry of entries) {
    const stored = `${entry.questions}\n${entry.keywords ?? ''}`.toLowerCase()
    const count = words.filter((word) => stored.includes(word)).length
    if (count > winnerCount) {
      winner = entry
      winnerCount = count
    }
  }
  return winner
}
