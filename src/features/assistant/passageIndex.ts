// Answers from the site's own text when no curated entry fits (docs/decisions/assistant.md, "Answers from the site"):
// a MiniSearch index (BM25) over the passages of every page, read with the same word rules as the curated entries
// (./text), a confidence rule, and an extractive answer: one or two of the best passage's own sentences, never
// reworded, with a link to the page and section they come from. Open-role questions list the matching roles and
// link to /jobs with the filter.
import MiniSearch from 'minisearch'

import { isOpenNow } from '@/features/openings/filter'
import { employmentTypeLabel, workModeLabel } from '@/features/openings/options'
import { roleMatchesSearch } from '@/features/openings/search'
import type { OpeningSummary } from '@/features/openings/types'
import { jobsHref } from '@/lib/routes'

import type { Passage } from './passages'
import { countWords, type Vocabulary } from './spelling'
import { createAnalyzer, tokenize, type WordGroups } from './text'
import type { AssistantReply } from './types'

/**
 * When the best passage counts as an answer: it has at least `minCoverage` of the question's meaningful words (a word
 * found only by typo or prefix counts half) and at least two of them as they are, `minTelling` of which are telling
 * (in fewer than `tellingShare` of the passages), the same share weighted by each word's rarity reaches `minWeighted`
 * (so a match on common words does not carry a question whose rare word is missing), its score reaches `minScore`, and
 * at most `maxUnknown` of the words are unknown to the whole site ("bitcoin", "weather"). A word the passage lacks but
 * another section of its page has counts ELSEWHERE_CREDIT. Tuned on the development half of the evaluation (see the
 * note).
 */
export type PassageThreshold = {
  minCoverage: number
  minWeighted: number
  maxUnknown: number
  minScore: number
  minTelling: number
  tellingShare: number
}
const PASSAGE_THRESHOLD: PassageThreshold = {
  minCoverage: 0.5,
  minWeighted: 0.7,
  maxUnknown: 0.25,
  minScore: 25,
  minTelling: 1,
  tellingShare: 0.1,
}

type PassageMatch = {
  passage: Passage
  score: number
  /** Share of the question's words the passage has (a word found only by typo or prefix counts half). */
  coverage: number
  /** Like coverage, each word weighted by how rare it is among the passages (a word no passage has weighs most). */
  weighted: number
  /** Share of the question's words no passage has. */
  unknown: number
  /** How many of the question's words the passage has as they are (not by typo or prefix). */
  matchedWords: number
  words: number
  /** How many of those are telling: found in few passages (not "team", "work", "hiring"). */
  telling: number
}

export type PassageAnswer =
  | { kind: 'passage'; passage: Passage; match: PassageMatch; sentences: string[]; reply: AssistantReply }
  | { kind: 'roles'; roles: OpeningSummary[]; link: string; reply: AssistantReply }

export type PassageIndex = {
  /** The best passage whatever its score (for tests and tuning). */
  best(message: string): PassageMatch | null
  /** Open roles that match a question asking for roles of a type, mode or skill, or null. */
  roles(message: string): PassageAnswer | null
  /** The best passage's answer, or null below the threshold (open roles are answered by `roles`). */
  passage(message: string): PassageAnswer | null
  /** The passages considered for `message` (best first), for staff. */
  considered(message: string, limit?: number): PassageMatch[]
  /** The answer `passage` gives to `message`: its best sentences and the Read more link (for staff, whatever the score). */
  replyFrom(passage: Passage, message: string): AssistantReply
  size: number
  /** The words of the pages with their counts, for correcting typos (./spelling). */
  vocabulary: Vocabulary
}

/** Words that ask for open roles, and the /jobs filters some of them name. */
const ROLE_WORDS = new Set(
  'job jobs naukri naukari nokri role roles opening openings vacancy vacancies vacancys position positions gig gigs freelance freelancer freelancers freelancing internship internships intern opportunity opportunities'.split(
    ' ',
  ),
)
const TYPE_WORDS: Record<string, string> = {
  gig: 'gig',
  gigs: 'gig',
  freelance: 'gig',
  freelancer: 'gig',
  freelancers: 'gig',
  freelancing: 'gig',
  internship: 'internship',
  internships: 'internship',
  parttime: 'part-time',
  fulltime: 'full-time',
  contract: 'contract',
}
const MODE_WORDS: Record<string, string> = { remote: 'remote', wfh: 'remote', hybrid: 'hybrid', onsite: 'on-site' }
/** Words of a search for roles that name no role: "any remote jobs available in pune", "looking for work". */
const SEARCH_WORDS = new Set(
  'any available open current currently looking look find search apply work kaam kam naukri india pune there vacant new latest list show see'.split(
    ' ',
  ),
)
const MAX_ROLES = 3
/** The /jobs filters a question for roles names ('' for one it leaves open). */
type RoleFilter = { type: string; mode: string; search: string }

/** A sentence that can stand as an answer: a full sentence, not a heading or a label. */
const isSentence = (sentence: string) => /[.!?)]$/.test(sentence) && sentence.split(' ').length >= 5

/** A line that states a price ("From ₹28,000 / month", "₹75,000 one-time"). */
const PRICE_LINE = /₹\s?\d/
/** A plan's name above its price, as pricing cards show it ("Essentials", "Tech Health Check"). */
const isPlanName = (line: string) => !/[.!?:;]$/.test(line) && !PRICE_LINE.test(line) && line.split(' ').length <= 4
/** How many of a card's prices an answer lists. */
const MAX_PRICES = 4

/**
 * A question about price answered from a passage that lists prices (a service's pricing cards): its prices with the
 * name of the plan each belongs to, after the passage's first line when that says what the prices are ("Indicative
 * rates per contractor; final quotes depend on role and seniority"). Only the page's own lines: their join adds a
 * colon between a plan and its price and a full stop after each. Null when the passage states no price.
 */
function priceLines(passage: Passage): { sentences: string[]; text: string } | null {
  const lines = passage.sentences
  const prices = lines.flatMap((line, index) => (PRICE_LINE.test(line) ? [index] : [])).slice(0, MAX_PRICES)
  if (!prices.length) return null
  const lead = lines[0] && !isPlanName(lines[0]) && !PRICE_LINE.test(lines[0]) ? lines[0] : null
  const plans = prices.map((index) => {
    const name = index > 0 && isPlanName(lines[index - 1]) ? lines[index - 1] : null
    return { name, price: lines[index] }
  })
  const ended = (line: string) => (/[.!?]$/.test(line) ? line : `${line}.`)
  return {
    sentences: [...(lead ? [lead] : []), ...plans.flatMap(({ name, price }) => (name ? [name, price] : [price]))],
    text: [...(lead ? [ended(lead)] : []), ...plans.map(({ name, price }) => ended(name ? `${name}: ${price}` : price))].join(' '),
  }
}

const replyOf = ({ page, section, href }: Passage, sentences: string[], text = sentences.join(' ')): AssistantReply => ({
  answer: text,
  cta: { text: `Read more: ${page}${section ? ` → ${section}` : ''}`, link: href },
})

type Indexed = { id: number; text: string }

/** How many times a passage's page name and heading are indexed against once for its text. */
const TITLE_REPEAT = 3
/** The share of the other passages of its page that a passage's score gains (words spread over a page's sections). */
const PAGE_SHARE = 0.3
/** What a question's word counts for in a passage's coverage when only another section of the same page has it. */
const ELSEWHERE_CREDIT = 0.5
/** How many of the best passages are looked at for one that is not an open role's card. */
const ANSWER_CANDIDATES = 5

export function buildPassageIndex(
  passages: readonly Passage[],
  options: { synonyms?: WordGroups; threshold?: PassageThreshold } = {},
): PassageIndex {
  const threshold = options.threshold ?? PASSAGE_THRESHOLD
  const analyzer = createAnalyzer(options.synonyms)
  const indexedTerms = new Set<string>()
  // A hyphenated word is also read joined ("drop-outs" as "dropouts", "e-commerce" as "ecommerce"), as visitors write it.
  const withJoined = (text: string) =>
    `${text} ${(text.match(/\p{L}+(?:-\p{L}+)+/gu) ?? []).map((word) => word.replace(/-/g, '')).join(' ')}`
  const analysed = (text: string) => {
    const terms = [...new Set(analyzer.termsOf(withJoined(text)))]
    for (const term of terms) indexedTerms.add(term)
    return terms.join(' ')
  }
  const index = new MiniSearch<Indexed>({
    fields: ['text'],
    tokenize: (text) => text.split(' ').filter(Boolean),
    processTerm: (term) => term,
    searchOptions: {
      tokenize,
      processTerm: (term) => {
        const terms = analyzer.processWord(term)
        return terms.length ? terms : null
      },
      // A long section is as likely to hold the answer as a short one: less length normalisation than BM25's usual 0.7.
      bm25: { k: 1.2, b: 0.4, d: 0.5 },
      prefix: (term) => term.length >= 5 && !indexedTerms.has(term),
      fuzzy: (term) => (indexedTerms.has(term) || term.length <= 4 ? false : 1),
      maxFuzzy: 2,
      combineWith: 'OR',
    },
  })
  index.addAll(
    passages.map((passage, id) => ({
      id,
      // One field, so a word's rarity is counted over whole passages (with a field per part, "data" was rare among
      // page names and outweighed "breach" in the text); the page's name and the heading are written TITLE_REPEAT times,
      // so their words weigh more than a word of the text.
      text: [
        ...Array<string>(TITLE_REPEAT).fill(`${analysed(passage.page)} ${analysed(passage.section ?? '')}`),
        analysed(passage.sentences.join(' ')),
      ].join(' '),
    })),
  )

  // In how many passages each term appears: a term in many passages tells little about which one answers.
  const passageCount = new Map<string, number>()
  for (const passage of passages)
    for (const term of new Set(analyzer.termsOf(withJoined(`${passage.page} ${passage.section ?? ''} ${passage.sentences.join(' ')}`))))
      passageCount.set(term, (passageCount.get(term) ?? 0) + 1)
  const tellingBelow = Math.max(4, Math.ceil(passages.length * threshold.tellingShare))
  const isTelling = (term: string) => (passageCount.get(term) ?? 0) < tellingBelow

  const wordsOf = (message: string) =>
    tokenize(message)
      .map((word) => ({ word, terms: analyzer.processWord(word) }))
      .filter(({ terms }) => terms.length > 0)

  const considered = (message: string, limit = 5): PassageMatch[] => {
    const words = wordsOf(message)
    if (!words.length) return []
    const fullForms = new Set(words.flatMap(({ terms }) => terms.slice(1)))
    const weights = words.map(({ terms }) => {
      const counts = terms.map((term) => passageCount.get(term) ?? 0).filter((count) => count > 0)
      return Math.log(1 + passages.length / (counts.length ? Math.min(...counts) : 1))
    })
    const totalWeight = weights.reduce((sum, weight) => sum + weight, 0)
    const results = index.search(message, { boostTerm: (term) => (fullForms.has(term) ? 0.25 : 1) })
    const known = new Set(results.flatMap((result) => result.queryTerms))
    const unknown = words.filter(({ terms }) => !terms.some((term) => known.has(term))).length / words.length
    // Evidence from the rest of the page: a question's words are often spread over a page's sections ("ngo field
    // coordinators in villages"), so a passage gains a share of the scores of the other passages of its page.
    const pageOf = (id: number) => passages[id].href.replace(/[?#].*$/, '')
    const pageTotals = new Map<string, number>()
    for (const result of results)
      pageTotals.set(pageOf(result.id as number), (pageTotals.get(pageOf(result.id as number)) ?? 0) + result.score)
    const ranked = results
      .map((result) => ({
        ...result,
        score: result.score + PAGE_SHARE * ((pageTotals.get(pageOf(result.id as number)) ?? 0) - result.score),
      }))
      .sort((a, b) => b.score - a.score)
    const pageTerms = new Map<string, Set<string>>()
    for (const result of results) {
      const terms = pageTerms.get(pageOf(result.id as number)) ?? new Set<string>()
      for (const term of result.terms) terms.add(term)
      pageTerms.set(pageOf(result.id as number), terms)
    }
    return ranked.slice(0, limit).map((result) => {
      const onPage = pageTerms.get(pageOf(result.id as number)) ?? new Set<string>()
      const elsewhere = (terms: string[]) => terms.some((term) => onPage.has(term))
      const matched = new Set(result.queryTerms)
      const exact = new Set(result.terms)
      const asTheyAre = words.filter(({ terms }) => terms.some((term) => exact.has(term)))
      const byTypo = words.filter(({ terms }) => !terms.some((term) => exact.has(term)) && terms.some((term) => matched.has(term))).length
      return {
        passage: passages[result.id as number],
        score: result.score,
        coverage:
          (asTheyAre.length +
            byTypo / 2 +
            ELSEWHERE_CREDIT * words.filter(({ terms }) => !terms.some((term) => matched.has(term)) && elsewhere(terms)).length) /
          words.length,
        weighted:
          words.reduce(
            (sum, { terms }, i) =>
              sum +
              (terms.some((term) => exact.has(term))
                ? weights[i]
                : terms.some((term) => matched.has(term))
                  ? weights[i] / 2
                  : elsewhere(terms)
                    ? weights[i] * ELSEWHERE_CREDIT
                    : 0),
            0,
          ) / totalWeight,
        unknown,
        matchedWords: asTheyAre.length,
        words: words.length,
        telling: asTheyAre.filter(({ terms }) => terms.some((term) => exact.has(term) && isTelling(term))).length,
      }
    })
  }

  const best = (message: string) => considered(message, 1)[0] ?? null

  const confident = (match: PassageMatch) =>
    match.score >= threshold.minScore &&
    match.weighted >= threshold.minWeighted &&
    match.coverage >= threshold.minCoverage &&
    match.unknown <= threshold.maxUnknown &&
    match.matchedWords >= 2 &&
    match.telling >= threshold.minTelling

  /** The passage's sentences that share the most words with the question (one or two, in the page's order). */
  // The term every word for price reads as (the staff's word group "price, cost, rates, fees…"; "kitna", "kharcha").
  const priceTerm = analyzer.processWord('price')[0]
  /** The answer `passage` gives to `message`: its prices for a question about price, else its best sentences. */
  const answerOf = (passage: Passage, message: string): { sentences: string[]; text: string } => {
    const prices = priceTerm && analyzer.termsOf(message).includes(priceTerm) ? priceLines(passage) : null
    if (prices) return prices
    const sentences = extract(passage, message)
    return { sentences, text: sentences.join(' ') }
  }

  const extract = (passage: Passage, message: string): string[] => {
    const asked = new Set(analyzer.termsOf(message))
    const scored = passage.sentences
      .map((sentence, position) => ({
        sentence,
        position,
        hits: new Set(analyzer.termsOf(sentence).filter((term) => asked.has(term))).size,
      }))
      .filter(({ sentence }) => isSentence(sentence))
    if (!scored.length) return passage.sentences.slice(0, 1)
    const ranked = [...scored].sort((a, b) => b.hits - a.hits || a.position - b.position)
    const first = ranked[0]
    const chosen = [first]
    // A second sentence when it also answers part of the question, or when it follows the first and the first is short.
    const second = ranked.find(
      (item) => item !== first && (item.hits > 0 || (item.position === first.position + 1 && first.sentence.length < 120)),
    )
    if (second && first.sentence.length + second.sentence.length <= 420) chosen.push(second)
    return chosen.sort((a, b) => a.position - b.position).map(({ sentence }) => sentence)
  }

  const allRoles = passages.flatMap((passage) => (passage.role ? [passage.role] : []))
  const roleWords = new Set(allRoles.flatMap((role) => tokenize(`${role.title} ${role.skills.join(' ')}`)))

  const roleAnswer = (message: string): PassageAnswer | null => {
    const words = tokenize(
      message
        .replace(/part[\s-]time/gi, 'parttime')
        .replace(/full[\s-]time/gi, 'fulltime')
        .replace(/on[\s-]site/gi, 'onsite')
        .replace(/work(ing)?\s+from\s+home/gi, 'wfh'),
    )
    if (!words.some((word) => ROLE_WORDS.has(word) || ROLE_WORDS.has(analyzer.processWord(word)[0] ?? ''))) return null
    const type = words.map((word) => TYPE_WORDS[word]).find(Boolean) ?? ''
    const mode = words.map((word) => MODE_WORDS[word]).find(Boolean) ?? ''
    // What the visitor looks for besides "job", the type and the mode: the words that begin a word of a role's title or
    // skills ("react", "analyst", "power bi"); the /jobs search then finds the same roles.
    const search = words
      .filter((word) => !ROLE_WORDS.has(word) && !TYPE_WORDS[word] && !MODE_WORDS[word] && analyzer.processWord(word).length > 0)
      .filter(
        (word) => word.length >= 2 && (roleWords.has(word) || (word.length >= 4 && [...roleWords].some((name) => name.startsWith(word)))),
      )
      .join(' ')
    if (!type && !mode && !search) return null
    // A question about roles in general ("how long do internships last", "how do gig workers get paid") is not a
    // search for roles: every other word of it must be one that searches for roles say.
    const searched = new Set(search.split(' '))
    const other = words.filter(
      (word) =>
        !ROLE_WORDS.has(word) &&
        !TYPE_WORDS[word] &&
        !MODE_WORDS[word] &&
        !searched.has(word) &&
        !SEARCH_WORDS.has(word) &&
        analyzer.processWord(word).length > 0,
    )
    if (other.length) return null
    const now = Date.now()
    const rolesFor = (filter: RoleFilter) =>
      allRoles.filter(
        (role) =>
          isOpenNow(role, now) &&
          (!filter.type || role.employmentType === filter.type) &&
          (!filter.mode || role.workMode === filter.mode) &&
          (!filter.search || roleMatchesSearch(role, filter.search)),
      )
    const asked: RoleFilter = { type, mode, search }
    const found = { filter: asked, roles: rolesFor(asked) }
    // Nothing open is all of what was asked ("remote internship", "node developer job"): the nearest roles, said as such,
    // rather than an answer about something else. Nearest: the most telling search word alone (the one fewest open
    // roles have: "node" before "developer"), else the same search without the work mode, else without the kind of role.
    const nearest = (): { filter: RoleFilter; roles: OpeningSummary[] } | null => {
      const searchWords = search.split(' ').filter(Boolean)
      if (searchWords.length > 1) {
        const single = searchWords
          .map((word) => ({ filter: { type, mode, search: word }, roles: rolesFor({ type, mode, search: word }) }))
          .filter(({ roles }) => roles.length > 0)
          .sort((a, b) => a.roles.length - b.roles.length)[0]
        if (single) return single
      }
      // A looser filter keeps at least one of the question's own (not every open role).
      const looser = [mode && { type, mode: '', search }, type && mode && { type: '', mode, search }].filter(
        (filter): filter is RoleFilter => Boolean(filter && (filter.type || filter.mode || filter.search)),
      )
      for (const filter of looser) {
        const roles = rolesFor(filter)
        if (roles.length) return { filter, roles }
      }
      return null
    }
    const { filter, roles: matching } = found.roles.length ? found : (nearest() ?? found)
    if (!matching.length) return null
    const link = jobsHref(filter)
    const listed = matching
      .slice(0, MAX_ROLES)
      .map((role) => `${role.title} (${employmentTypeLabel(role.employmentType)}, ${workModeLabel(role.workMode)})`)
    const more = matching.length > MAX_ROLES ? ` and ${matching.length - MAX_ROLES} more` : ''
    const exact = filter === asked
    return {
      kind: 'roles',
      roles: matching,
      link,
      reply: {
        answer: exact
          ? `Open roles that match: ${listed.join('; ')}${more}.`
          : `No open role matches all of that right now. The nearest: ${listed.join('; ')}${more}.`,
        cta: { text: matching.length === 1 ? 'See this role on the jobs page' : `See all ${matching.length} matching roles`, link },
      },
    }
  }

  return {
    best,
    considered,
    size: passages.length,
    vocabulary: countWords(
      passages.map((passage) => withJoined(`${passage.page} ${passage.section ?? ''} ${passage.sentences.join(' ')}`)),
    ),
    roles: roleAnswer,
    replyFrom: (passage, message) => {
      const { sentences, text } = answerOf(passage, message)
      return replyOf(passage, sentences, text)
    },
    passage(message) {
      // Open roles are answered by `roles` (a list and the /jobs filter); when one is the best passage, the best section
      // of a page answers ("invoice extraction ai": the AI document processing service, not the internship's card).
      const match = considered(message, ANSWER_CANDIDATES).find(({ passage }) => passage.kind !== 'role')
      if (!match || !confident(match)) return null
      const { sentences, text } = answerOf(match.passage, message)
      return { kind: 'passage', passage: match.passage, match, sentences, reply: replyOf(match.passage, sentences, text) }
    },
  }
}
