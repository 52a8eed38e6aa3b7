// Picks the knowledge entry that answers a visitor's message: a MiniSearch index (BM25) over the entries' phrasings,
// keywords, titles and answers, with field boosts, prefix search, typo tolerance scaled by word length, the staff's
// word groups and Hinglish words (./text), and a confidence rule below which the assistant admits it does not know.
// The spec's word-count rule is kept as `naiveMatch` for comparison.
import MiniSearch from 'minisearch'

import { messages } from '@/lib/messages'

import { loanwordReader, type LoanwordReader } from './loanwords'
import { countWords, type Vocabulary } from './spelling'
import { ALIAS, createAnalyzer, isFillerWord, PLACE_NAMES, tokenize, type WordGroups } from './text'
import type { AssistantLocale, AssistantReply, KnowledgeEntry } from './types'

/**
 * When the best entry counts as an answer. BM25 scores grow with the length of the question, so the rule is mostly
 * relative: the best entry must explain at least `minCoverage` of the question's words, at most `maxUnknown` of them
 * may be words the knowledge base has never seen ("bitcoin", "weather"), and one shared word cannot carry a question
 * of `singleWordLimit` words or more on its own ("return" in "file my income tax return"). `minScore` turns away a
 * match that rests only on a word of an answer's text (weighted 0.3), such as "assignment" in "do my assignment".
 */
export type MatchThreshold = { minScore: number; minCoverage: number; maxUnknown: number; singleWordLimit: number }
export const MATCH_THRESHOLD: MatchThreshold = { minScore: 10, minCoverage: 0.34, maxUnknown: 0.4, singleWordLimit: 3 }

export type Match = {
  entry: KnowledgeEntry
  score: number
  /** Share of the question's words the entry matched (exactly, by prefix or with a typo). */
  coverage: number
  /** Share of the question's words that match no entry at all. */
  unknown: number
  /** How many of the question's words the entry matched. */
  matchedWords: number
  /**
   * How many of them the entry's phrasings, keywords or title have: a word only its answer text has ("contract" in the
   * pricing answer's "contract staff are billed per month") says less about whether the entry is what was asked.
   */
  ownWords: number
  /** How many words of the question carry meaning (stop words left out). */
  words: number
  /**
   * How many of the matched words are telling: found in the phrasings, keywords or titles of few entries, unlike the
   * words many entries share ("help", "work", "talent").
   */
  distinctive: number
}

/**
 * For a question in Devanagari, among the entries scoring at least WORDS_FIRST_SHARE of the best, the one that has most
 * of the question's words (the best score among equals). BM25 adds up a term's score over the fields it is found in:
 * an English word written in Devanagari ("फीस", "पेमेंट") meets up to four English fields of an entry, a Marathi or
 * Hindi word one, so an entry that repeats the loanword outscored one with more of the question ("फी परत मिळते का":
 * pricing over refunds). On English questions the same rule cost questions of the curated and site development sets,
 * so it stays with Devanagari.
 */
const WORDS_FIRST_SHARE = 0.5
/** The indexed fields that hold an entry's answer text rather than what it is about. */
const ANSWER_FIELDS = new Set(['answer', 'translatedAnswer'])
function mostWords<T extends { score: number; queryTerms: string[] }>(results: T[], words: string[][]): T | undefined {
  const count = (result: T) => {
    const terms = new Set(result.queryTerms)
    return words.filter((stand) => stand.some((term) => terms.has(term))).length
  }
  let best: T | undefined
  for (const result of results) {
    if (result.score < WORDS_FIRST_SHARE * results[0].score) break
    if (!best || count(result) > count(best)) best = result
  }
  return best
}

const meetsThreshold = (match: Match, threshold: MatchThreshold) =>
  match.score >= threshold.minScore &&
  match.coverage >= threshold.minCoverage &&
  match.unknown <= threshold.maxUnknown &&
  !(match.matchedWords < 2 && match.words >= threshold.singleWordLimit) &&
  // Words the knowledge base never heard of must not outnumber the telling words the entry matched.
  (match.distinctive >= 1 || match.words === 1) &&
  Math.round(match.unknown * match.words) <= match.distinctive

export type Matcher = {
  /** The best entry for `message`, or null when it does not reach the threshold. */
  match(message: string): Match | null
  /** The best entry whatever its score (for tests and tuning). */
  best(message: string): Match | null
  /** The word groups it reads words with (the site's passages are read with the same). */
  synonyms: WordGroups
  /** The words of the entries (every language) with their counts, for correcting typos (./spelling). */
  vocabulary: Vocabulary
  /**
   * Reads an English word written in Devanagari as the entries' English word it sounds like (./loanwords): only the
   * entries' words, since the pages' many more words made native Marathi and Hindi words sound like some of them.
   */
  loanwords: LoanwordReader
  /** Whether the built-in word lists or the word groups know a word. */
  knows: (word: string) => boolean
}

export type MatcherOptions = { synonyms?: WordGroups; threshold?: MatchThreshold }

type IndexedEntry = {
  id: number
  title: string
  questions: string
  keywords: string
  answer: string
  translatedKeywords: string
  translatedAnswer: string
  translatedEnglish: string
}

/** Weight of a word many entries share (see isTelling) against a telling word. */
const COMMON_WEIGHT = 0.7

/**
 * Typo tolerance by word length: none up to 4 letters, one edit up to 8, two from 9 ("servces", "verifcation"). Two
 * edits in an 8-letter word turn unrelated words into known ones ("passport" -> "password"). A Devanagari letter with
 * its vowel sign is two or three characters, so two edits there can change a whole syllable ("पासपोर्टसाठी", passport,
 * met "सपोर्टसाठी", support): one at most; spellings that differ more are met by the text's normalisation (./text).
 */
const fuzziness = (term: string) => (term.length <= 4 ? false : term.length <= 8 || /[\u0900-\u097F]/.test(term) ? 1 : 2)

/**
 * The Devanagari terms of the Marathi and Hindi texts. Their words in Latin letters ("naukri", "kiti") and the English
 * words written in Devanagari ("पासवर्ड" is read as "password") are read as English words by the built-in variants
 * (./text) and meet the English keywords; indexed here too they changed how English questions score (the curated
 * sets lost points: "how to login" found the Hindi "लॉगिन नहीं हो रहा" of the password reset).
 */
const devanagariOnly = (terms: string) =>
  terms
    .split(' ')
    .filter((term) => /[\u0900-\u097F]/.test(term))
    .join(' ')

export function buildMatcher(entries: readonly KnowledgeEntry[], options: MatcherOptions = {}): Matcher {
  const threshold = options.threshold ?? MATCH_THRESHOLD
  const analyzer = createAnalyzer(options.synonyms)
  const index = new MiniSearch<IndexedEntry>({
    fields: ['questions', 'keywords', 'title', 'answer', 'translatedKeywords', 'translatedAnswer', 'translatedEnglish'],
    // Fields are analysed before indexing (below), each term once per field: a word group or a list of variants in
    // the keywords must not weigh like a word written eight times.
    tokenize: (text) => text.split(' ').filter(Boolean),
    processTerm: (term) => term,
    searchOptions: {
      tokenize,
      processTerm: (term) => {
        const terms = analyzer.processWord(term)
        return terms.length ? terms : null
      },
      boost: { questions: 3, keywords: 3, title: 1, answer: 0.3, translatedKeywords: 3, translatedAnswer: 0.3, translatedEnglish: 3 },
      // Prefix and typo search only for words the knowledge base does not have as they are: a known word ("develop")
      // must not also collect every longer word it begins ("developers", "development").
      prefix: (term) => term.length >= 4 && !indexedTerms.has(term),
      fuzzy: (term) => (indexedTerms.has(term) ? false : fuzziness(term)),
      maxFuzzy: 2,
      combineWith: 'OR',
    },
  })
  // In how many entries each term appears (phrasings, keywords and title): a term in many entries tells little.
  const entryCount = new Map<string, number>()
  for (const entry of entries) {
    for (const term of new Set(analyzer.termsOf(`${entry.title ?? ''}\n${entry.questions}\n${entry.keywords ?? ''}`)))
      entryCount.set(term, (entryCount.get(term) ?? 0) + 1)
  }
  const commonFrom = Math.max(4, Math.ceil(entries.length * 0.08))
  const isTelling = (term: string) => (entryCount.get(term) ?? 0) < commonFrom
  // In a Devanagari question a place is never telling (./text, PLACE_NAMES): "पुणे ते मुंबई बस कधी आहे" named the cities
  // of the cities-and-remote entry and nothing else it has. Read through the same rules, so the word groups' cities
  // count as well. English questions keep their rule: "do you hire for bangalore and hyderabad" rests on its cities.
  const places = new Set(PLACE_NAMES.flatMap((name) => analyzer.termsOf(name)))

  const indexedTerms = new Set<string>()
  const analysed = (text: string) => {
    const terms = [...new Set(analyzer.termsOf(text))]
    for (const term of terms) indexedTerms.add(term)
    return terms.join(' ')
  }
  index.addAll(
    entries.map((entry, id) => {
      const translatedKeywords = analysed([entry.marathi?.keywords, entry.hindi?.keywords].filter(Boolean).join('\n'))
      return {
        id,
        title: analysed(entry.title ?? ''),
        questions: analysed(entry.questions),
        keywords: analysed(entry.keywords ?? ''),
        answer: analysed(entry.answer),
        // The Marathi and Hindi words and answers in fields of their own, so that English questions are scored exactly as
        // before; a question typed in Hindi on the Marathi page (or in English on either) finds its entry all the same,
        // and the page decides the reply's language.
        translatedKeywords: devanagariOnly(translatedKeywords),
        translatedAnswer: devanagariOnly(analysed([entry.marathi?.answer, entry.hindi?.answer].filter(Boolean).join('\n'))),
        // The English words of the Marathi and Hindi keywords written in Devanagari ("पेमेंट", "रजिस्ट्रेशन"), marked
        // (./text), in a field of their own so that the Devanagari field keeps its length and its scores.
        translatedEnglish: translatedKeywords
          .split(' ')
          .filter((term) => term.startsWith(ALIAS))
          .join(' '),
      }
    }),
  )

  const best = (message: string): Match | null => {
    // Each meaningful word of the question with the terms it stands for.
    const words = tokenize(message.trim())
      .map((word) => analyzer.processWord(word))
      .filter((terms) => terms.length > 0)
    if (!words.length) return null
    // A word stands for its stem and, when different, its full form (for typos of the full form): it must weigh as one
    // word, not two, so the full form only adds a little.
    const fullForms = new Set(words.flatMap((terms) => terms.slice(1)).filter((term) => !term.startsWith(ALIAS)))
    const results = index.search(message.trim(), {
      boostTerm: (term) => (fullForms.has(term) ? 0.25 : 1) * (isTelling(term) ? 1 : COMMON_WEIGHT),
    })
    const devanagari = /[\u0900-\u097F]/.test(message)
    const top = devanagari ? mostWords(results, words) : results[0]
    if (!top) return null
    const known = new Set(results.flatMap((result) => result.queryTerms))
    const matched = new Set(top.queryTerms)
    const matchedWords = words.filter((terms) => terms.some((term) => matched.has(term))).length
    const fieldsOf = (term: string): string[] => top.match[term] ?? []
    const ownWords = words.filter((terms) => terms.some((term) => fieldsOf(term).some((field) => !ANSWER_FIELDS.has(field)))).length
    const unknownWords = words.filter((terms) => !terms.some((term) => known.has(term))).length
    // A matched word is telling when few entries use it; a word matched only by prefix or typo counts as telling.
    const tells = (term: string) => isTelling(term) && !(devanagari && places.has(term))
    const telling = words.filter((terms) => terms.some((term) => matched.has(term)) && terms.some(tells)).length
    return {
      entry: entries[top.id as number],
      score: top.score,
      coverage: matchedWords / words.length,
      unknown: unknownWords / words.length,
      matchedWords,
      ownWords,
      words: words.length,
      distinctive: telling,
    }
  }

  const english = countWords(entries.flatMap((entry) => [entry.title ?? '', entry.questions, entry.keywords ?? '', entry.answer]))
  const vocabulary = countWords(
    entries.flatMap((entry) => [entry.marathi?.keywords ?? '', entry.hindi?.keywords ?? '']),
    new Map(english),
  )
  return {
    best,
    vocabulary,
    // Only the English fields' words: the Latin words of the Marathi and Hindi keywords ("sawal", "badli") are those
    // languages' own words, which only the built-in variants read, so "सवालों" read as "sawal" lost its Devanagari
    // keyword ("सवाल") and met nothing. Filler words and their inflections ("takes", "making") are no reading either.
    loanwords: loanwordReader(english, (word) => isFillerWord(word) || isFillerWord(word.replace(/(?:e?s|ing|ed)$/, ''))),
    knows: analyzer.knows,
    synonyms: options.synonyms ?? [],
    match(message) {
      const found = best(message)
      return found && meetsThreshold(found, threshold) ? found : null
    },
  }
}

/** The spec's no-match text (section 8) in the page's language. */
export const noMatchText: Record<AssistantLocale, string> = {
  en: messages.chatNoMatch,
  mr: 'माफ करा, या प्रश्नाचे उत्तर मला सापडले नाही. कृपया वेगळ्या शब्दांत विचारा किंवा आमच्या सपोर्ट टीमशी संपर्क साधा.',
  hi: 'माफ़ कीजिए, इस सवाल का जवाब मुझे नहीं मिला. कृपया दूसरे शब्दों में पूछें या हमारी सपोर्ट टीम से संपर्क करें.',
}

const languageOf = { mr: 'marathi', hi: 'hindi' } as const

/**
 * The reply the API sends: the entry's answer, call to action and key (for feedback), or the spec's no-match text, in
 * the page's language. On a Marathi or Hindi page an entry without that language's answer gives its English one (and
 * says so in `lang`, for the widget's `lang` attribute); the link's text follows the answer's language.
 */
export function replyFor(match: Match | null, locale: AssistantLocale = 'en'): AssistantReply {
  const lang = locale === 'en' ? {} : { lang: locale }
  if (!match) return { answer: noMatchText[locale], ...lang }
  const { cta, key } = match.entry
  const translated = locale === 'en' ? null : match.entry[languageOf[locale]]
  const answer = translated?.answer?.trim() || match.entry.answer
  const ctaText = (translated?.answer?.trim() && translated.ctaText?.trim()) || cta?.text
  const answerLang = locale === 'en' ? {} : { lang: translated?.answer?.trim() ? locale : ('en' as const) }
  return cta?.text && cta.link
    ? { answer, cta: { text: ctaText ?? cta.text, link: cta.link }, key, ...answerLang }
    : { answer, key, ...answerLang }
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
