// Typos in a visitor's question, corrected before matching (docs/decisions/assistant.md, "Accuracy round"): a word in
// Latin letters that neither the knowledge base, nor the site's pages, nor the built-in word lists know is replaced
// by the most frequent known word one edit away (a letter dropped, added, changed, or two neighbours swapped:
// "expesive", "develpers", "privcay", "recieve"). MiniSearch's own typo search counts a swap as two edits and skips short
// words, so swapped letters ("recieve") and short words were not found. A word with no known neighbour stays as it is
// (and off-topic words such as "biryani" or "tomatoes" have none). An unknown word in Devanagari that sounds like an
// English word of the knowledge base is read as that word (./loanwords).
import type { LoanwordReader } from './loanwords'
import { tokenize, untexted, withoutPostposition } from './text'

/** Known words with how often they occur (the knowledge base's and the pages' words). */
export type Vocabulary = ReadonlyMap<string, number>

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

/**
 * From how many letters a typed word is tried with each kind of edit. A missing letter ("adrss", "develpers") and two
 * neighbours swapped ("recieve") are the usual slips; a changed or extra letter more often turns a real word the site
 * does not use into one it does ("beard" into "board"), so only longer words get those. Chosen on typos made from the
 * development questions (a letter dropped from, or two letters swapped in, the longest word) and 30 off-topic questions
 * written for the purpose, none of which may then be answered.
 */
const FROM_LENGTH = { swapped: 4, missing: 5, changed: 6, extra: 6 } as const
/** Shorter words are left alone: one edit turns most three-letter words into another word. */
const MIN_LENGTH = Math.min(...Object.values(FROM_LENGTH))
/**
 * Bounds on the work for one question (a 500-character string of long made-up words took 26 ms): longer words are
 * left alone (few real words have more letters), and at most this many unknown words are tried.
 */
const MAX_LENGTH = 20
const MAX_TRIED = 8

/** Every string one edit away from `word` that its length allows (FROM_LENGTH). */
function edits1(word: string): string[] {
  const out: string[] = []
  const n = word.length
  for (let i = 0; i <= n; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)]
    if (tail && n >= FROM_LENGTH.extra) out.push(head + tail.slice(1))
    if (tail.length > 1 && n >= FROM_LENGTH.swapped) out.push(head + tail[1] + tail[0] + tail.slice(2))
    for (const letter of LETTERS) {
      if (tail && n >= FROM_LENGTH.changed) out.push(head + letter + tail.slice(1))
      if (n >= FROM_LENGTH.missing) out.push(head + letter + tail)
    }
  }
  return out
}

/** Counts the words of texts, for a Vocabulary. */
export function countWords(texts: Iterable<string>, into = new Map<string, number>()): Map<string, number> {
  for (const text of texts) for (const word of tokenize(text)) into.set(word, (into.get(word) ?? 0) + 1)
  return into
}

/**
 * The message with each unknown Latin-letter word of MIN_LENGTH letters or more replaced by its most frequent known
 * neighbour one edit away, and each unknown Devanagari word that `loanwords` reads as an English word (./loanwords:
 * "कस्टमर" -> "customer") replaced by it; `builtIn` says whether the word lists of ./text know a word (filler words,
 * variants, word groups), which are never corrected and never corrected to.
 */
export function correctSpelling(
  message: string,
  vocabularies: readonly Vocabulary[],
  builtIn: (word: string) => boolean,
  loanwords?: LoanwordReader,
): string {
  const frequency = (word: string) => vocabularies.reduce((sum, vocabulary) => sum + (vocabulary.get(word) ?? 0), 0)
  const words = tokenize(message)
  let changed = false
  let tried = 0
  const corrected = words.map((word) => {
    if (/[\u0900-\u097F]/.test(word)) {
      const bare = withoutPostposition(word)
      if (!loanwords || builtIn(word) || builtIn(bare) || frequency(word) > 0 || ++tried > MAX_TRIED) return word
      const english = loanwords(word) ?? loanwords(bare)
      if (english) changed = true
      return english ?? word
    }
    if (!/^[a-z]+$/.test(word) || builtIn(word) || frequency(word) > 0) return word
    // Texted Hindi or Marathi ("nhi", "rha"): the list word it stands for (./text), even when short.
    const listed = untexted(word)
    if (listed) {
      changed = true
      return listed
    }
    if (word.length < MIN_LENGTH || word.length > MAX_LENGTH) return word
    if (++tried > MAX_TRIED) return word
    let best = word
    let bestCount = 0
    for (const candidate of edits1(word)) {
      const count = frequency(candidate)
      if (count > bestCount) {
        best = candidate
        bestCount = count
      }
    }
    if (best !== word) changed = true
    return best
  })
  return changed ? corrected.join(' ') : message
}
