// `npm run eval:assistant`: the assistant as the server runs it (features/assistant/answer.ts: curated entries, then
// open roles, then the site's passages) with the starter knowledge base, word groups and site content, on the committed
// evaluation sets. Prints, per half: top-1 on in-scope questions (the right entry for the curated sets
// tests/unit/assistant-eval.data.ts; a link to the right page for the site set tests/unit/assistant-site-eval.data.ts),
// the share of off-topic questions answered with the no-match text, and the share of answers from the site whose every
// sentence is on the linked page. Then every miss of the development halves (held-out halves are only scored; the
// curated held-out 1 half is spent, so its misses are printed too).
import { describe, it } from 'vitest'

import { assistantAnswers, assistantWordGroups } from '@/cms/seed/data/assistant'
import { answerFrom, type Answered } from '@/features/assistant/answer'
import { buildMatcher } from '@/features/assistant/matcher'
import { buildPassageIndex } from '@/features/assistant/passageIndex'
import { buildPassages } from '@/features/assistant/passages'
import { parseWordGroup } from '@/features/assistant/text'

import { development, heldOut, heldOutFresh, type EvalQuestion } from '../unit/assistant-eval.data'
import {
  siteDevelopment,
  siteDevelopment2,
  siteDevelopment3,
  siteDevelopment4,
  siteHeldOut,
  siteHeldOutFresh,
  type SiteEvalQuestion,
} from '../unit/assistant-site-eval.data'
import { hindiEval, marathiEval } from '../unit/assistant-lang-eval.data'
import { starterSite } from '../unit/assistant-site.fixture'

const synonyms = assistantWordGroups.map(parseWordGroup)
const matcher = buildMatcher(assistantAnswers, { synonyms })
const passages = buildPassages(starterSite)
const index = buildPassageIndex(passages, { synonyms })
const percent = (hits: number, total: number) => `${total ? ((100 * hits) / total).toFixed(1) : '—'}% (${hits}/${total})`

/** The path of a link without its anchor or query ("/privacy-policy#retention" -> "/privacy-policy"). */
const pathOf = (link: string | undefined) => (link ?? '').replace(/[?#].*$/, '')

/** Every sentence of the page each path shows, for the check that an answer says only what its page says. */
const pageText = new Map<string, Set<string>>()
for (const passage of passages) {
  const sentences = pageText.get(pathOf(passage.href)) ?? new Set<string>()
  for (const sentence of passage.sentences) sentences.add(sentence)
  pageText.set(pathOf(passage.href), sentences)
}
const onLinkedPage = (answered: Answered) =>
  answered.source === 'passage' && answered.answer.kind === 'passage'
    ? answered.answer.sentences.every((sentence) => pageText.get(pathOf(answered.reply.cta?.link))?.has(sentence))
    : true

const describe1 = (question: string, answered: Answered) => {
  const best = index.best(question)
  const entry = matcher.best(question)
  const passageText = best
    ? `${best.passage.href} score ${best.score.toFixed(1)} coverage ${best.coverage.toFixed(2)} unknown ${best.unknown.toFixed(2)} words ${best.matchedWords}/${best.words} telling ${best.telling}`
    : 'none'
  const entryText = entry ? `${entry.entry.key} words ${entry.matchedWords}/${entry.words} telling ${entry.distinctive}` : 'none'
  const what =
    answered.source === 'entry'
      ? `entry ${answered.match.entry.key}`
      : answered.source
        ? `${answered.source} ${answered.reply.cta?.link}`
        : 'no match'
  return `${what} (passage ${passageText}; entry ${entryText})`
}

type Scored = { line: string; misses: string[] }

function scoreCurated(name: string, set: EvalQuestion[]): Scored {
  const answers = set.map(([question, key]) => ({ question, key, answered: answerFrom(matcher, index, question) }))
  const inScope = answers.filter(({ key }) => key !== null)
  const offTopic = answers.filter(({ key }) => key === null)
  const right = inScope.filter(({ key, answered }) => answered.source === 'entry' && answered.match.entry.key === key)
  const refused = offTopic.filter(({ answered }) => answered.source === null)
  const misses = [
    ...inScope
      .filter((item) => !right.includes(item))
      .map(({ question, key, answered }) => `  miss: "${question}" -> ${describe1(question, answered)} (expected ${key})`),
    ...offTopic
      .filter((item) => !refused.includes(item))
      .map(({ question, answered }) => `  false hit: "${question}" -> ${describe1(question, answered)}`),
  ]
  return {
    line: `${name.padEnd(17)} in-scope top-1 ${percent(right.length, inScope.length)}; off-topic answered with the no-match text ${percent(refused.length, offTopic.length)}`,
    misses,
  }
}

/**
 * A Marathi or Hindi set, asked on that language's page: right when the reply is the expected entry's answer in the
 * page's language (its Marathi or Hindi text), and an off-topic question right when it gets the no-match text.
 */
function scoreLanguage(name: string, set: EvalQuestion[], locale: 'mr' | 'hi'): Scored {
  const language = locale === 'mr' ? 'marathi' : 'hindi'
  const answers = set.map(([question, key]) => ({ question, key, answered: answerFrom(matcher, index, question, locale) }))
  const inScope = answers.filter(({ key }) => key !== null)
  const offTopic = answers.filter(({ key }) => key === null)
  const right = inScope.filter(
    ({ key, answered }) =>
      answered.source === 'entry' &&
      answered.match.entry.key === key &&
      answered.reply.answer === answered.match.entry[language]?.answer &&
      answered.reply.lang === locale,
  )
  const refused = offTopic.filter(({ answered }) => answered.source === null && answered.reply.lang === locale)
  const misses = [
    ...inScope
      .filter((item) => !right.includes(item))
      .map(({ question, key, answered }) => `  miss: "${question}" -> ${describe1(question, answered)} (expected ${key})`),
    ...offTopic
      .filter((item) => !refused.includes(item))
      .map(({ question, answered }) => `  false hit: "${question}" -> ${describe1(question, answered)}`),
  ]
  return {
    line: `${name.padEnd(17)} in-scope top-1 ${percent(right.length, inScope.length)}; off-topic answered with the no-match text ${percent(refused.length, offTopic.length)}`,
    misses,
  }
}

const sitePassageAnswers: Answered[] = []

function scoreSite(name: string, set: SiteEvalQuestion[]): Scored {
  const answers = set.map(([question, pages]) => ({ question, pages, answered: answerFrom(matcher, index, question) }))
  const inScope = answers.filter(({ pages }) => pages !== null)
  const offTopic = answers.filter(({ pages }) => pages === null)
  const accepts = (pages: string | readonly string[] | null, link: string | undefined) =>
    pages !== null && (typeof pages === 'string' ? [pages] : pages).includes(pathOf(link))
  const right = inScope.filter(({ pages, answered }) => answered.source !== null && accepts(pages, answered.reply.cta?.link))
  const refused = offTopic.filter(({ answered }) => answered.source === null)
  const fromSite = answers.filter(({ answered }) => answered.source === 'passage')
  sitePassageAnswers.push(...fromSite.map(({ answered }) => answered))
  const faithful = fromSite.filter(({ answered }) => onLinkedPage(answered))
  const misses = [
    ...inScope
      .filter((item) => !right.includes(item))
      .map(({ question, pages, answered }) => `  miss: "${question}" -> ${describe1(question, answered)} (expected ${String(pages)})`),
    ...offTopic
      .filter((item) => !refused.includes(item))
      .map(({ question, answered }) => `  false hit: "${question}" -> ${describe1(question, answered)}`),
  ]
  return {
    line: `${name.padEnd(17)} in-scope top-1 ${percent(right.length, inScope.length)}; off-topic answered with the no-match text ${percent(refused.length, offTopic.length)}; answers from the site with every sentence on the linked page ${percent(faithful.length, fromSite.length)}`,
    misses,
  }
}

describe('assistant evaluation', () => {
  it('prints top-1, the off-topic fallback rate and the faithfulness of answers per half', () => {
    const results: [Scored, boolean][] = [
      [scoreCurated('development', development), true],
      [scoreCurated('held-out 1', heldOut), true],
      [scoreCurated('held-out 2', heldOutFresh), false],
      [scoreSite('site development', siteDevelopment), true],
      [scoreSite('site dev 2', siteDevelopment2), true],
      [scoreSite('site dev 3', siteDevelopment3), true],
      [scoreSite('site dev 4', siteDevelopment4), true],
      [scoreSite('site held-out', siteHeldOut), false],
      [scoreSite('site held-out 2', siteHeldOutFresh), false],
      [scoreLanguage('marathi dev', marathiEval.development, 'mr'), true],
      [scoreLanguage('marathi held-out', marathiEval.heldOut, 'mr'), false],
      [scoreLanguage('hindi dev', hindiEval.development, 'hi'), true],
      [scoreLanguage('hindi held-out', hindiEval.heldOut, 'hi'), false],
    ]
    const lines = results.flatMap(([scored, showMisses]) => [scored.line, ...(showMisses ? scored.misses : [])])
    console.log(
      [
        `site index: ${passages.length} passages`,
        ...lines,
        `every answer from the site: ${percent(sitePassageAnswers.filter(onLinkedPage).length, sitePassageAnswers.length)} with every sentence on the linked page`,
      ].join('\n'),
    )
  })
})
