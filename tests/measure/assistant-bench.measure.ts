// `npm run bench:assistant` (a benchmark, not a timed test): the matcher with the starter knowledge base (about 55
// entries, and cut to exactly 50) and with 1,000 entries (the starter entries plus generated ones of the same shape),
// then the whole answer (features/assistant/answer.ts: curated entries, open roles, passages) with the starter site's
// passages and with 2,000 passages (the site's plus generated sections of the same shape), every question of the
// evaluation sets asked several times, and the heap the passage index takes. Prints the build time and the p50 / p95 / p99 time per
// question, over all timings and over each question's median. The index is built once per set, as the server does
// until an entry or a word group changes.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { describe, it } from 'vitest'

import { assistantAnswers, assistantWordGroups } from '@/cms/seed/data/assistant'
import { answerFrom } from '@/features/assistant/answer'
import { buildMatcher } from '@/features/assistant/matcher'
import { buildPassageIndex } from '@/features/assistant/passageIndex'
import { buildPassages, passageBytes, type Passage } from '@/features/assistant/passages'
import { parseWordGroup } from '@/features/assistant/text'
import type { KnowledgeEntry } from '@/features/assistant/types'

import { development, heldOut } from '../unit/assistant-eval.data'
import { siteDevelopment, siteHeldOut, siteHeldOutFresh } from '../unit/assistant-site-eval.data'
import { starterSite } from '../unit/assistant-site.fixture'

const ROUNDS = Number(process.env.BENCH_ROUNDS || 5)
const synonyms = assistantWordGroups.map(parseWordGroup)
const questions = [...development, ...heldOut, ...siteDevelopment, ...siteHeldOut, ...siteHeldOutFresh].map(([question]) => question)

// Made-up but realistic vocabulary for the generated entries: services, roles, places and terms.
const nouns = `payroll compliance audit onboarding laptop shift roster warehouse logistics driver nurse teacher tutor
  accountant designer tester analyst architect recruiter trainer mentor sales marketing support helpdesk
  insurance hospital school retail bank fintech startup factory hotel restaurant pharmacy clinic
  contract invoice gst tds pf esic leave holiday bonus appraisal notice resignation relocation visa
  java python react angular node flutter kotlin swift devops cloud aws azure data security testing`.split(/\s+/)
const verbs = 'hire find train place verify pay manage arrange schedule review renew cancel extend'.split(' ')

function generated(count: number): KnowledgeEntry[] {
  const entries: KnowledgeEntry[] = []
  for (let i = 0; entries.length < count; i += 1) {
    const a = nouns[i % nouns.length]
    const b = nouns[(i * 7 + 3) % nouns.length]
    const c = nouns[(i * 13 + 5) % nouns.length]
    const verb = verbs[i % verbs.length]
    entries.push({
      key: `generated-${i}`,
      title: `${a} ${b} ${i}`,
      topic: 'services',
      questions: `Can you ${verb} a ${a} for our ${b}?\nHow do you ${verb} ${c} staff?\nDo you help with ${a} and ${c}?\n${b} ${a} question ${i}`,
      keywords: `${a}, ${b}, ${c}, ${verb}, ${a} ${b}`,
      answer: `Yes: we ${verb} ${a} and ${b} for clients in Pune and across India, with ${c} handled by your account manager.`,
    })
  }
  return entries
}

/** The starter site's passages plus generated ones of the same shape (a section of a page, three to six sentences). */
function sitePassages(count: number): Passage[] {
  const passages = buildPassages(starterSite)
  for (let i = 0; passages.length < count; i += 1) {
    const a = nouns[i % nouns.length]
    const b = nouns[(i * 7 + 3) % nouns.length]
    const c = nouns[(i * 13 + 5) % nouns.length]
    const verb = verbs[i % verbs.length]
    passages.push({
      page: `${a} ${b} guide ${i}`,
      section: `How we ${verb} ${c}`,
      href: `/blog/generated-${i}#post-part-1`,
      kind: 'blog',
      sentences: [
        `Teams in Pune that ${verb} ${a} staff often struggle with ${b} and ${c}.`,
        `Our recruiters ${verb} ${a} and ${b} for startups, with ${c} checked before the first interview.`,
        `Most ${a} roles start within two weeks, and ${b} support is available to active clients.`,
        `A written ${c} plan keeps the ${a} team and the client aligned from the first month.`,
      ],
    })
  }
  return passages
}

/**
 * The runtime's garbage collector, exposed for this process (Vitest's workers do not start with --expose-gc): without a
 * full collection before and after, the heap's growth is mostly garbage of earlier measurements and can even be negative.
 */
function collector(): (() => void) | undefined {
  const exposed = (globalThis as { gc?: () => void }).gc
  if (exposed) return exposed
  try {
    setFlagsFromString('--expose-gc')
    return runInNewContext('gc') as () => void
  } catch {
    return undefined
  }
}

/** Heap growth while `make` runs, after a full collection before and after. */
function heapGrowth<T>(make: () => T): { value: T; mb: string } {
  const gc = collector()
  gc?.()
  const before = process.memoryUsage().heapUsed
  const value = make()
  gc?.()
  const after = process.memoryUsage().heapUsed
  return { value, mb: `${((after - before) / 1024 / 1024).toFixed(1)} MB${gc ? '' : ' (no forced collection: approximate)'}` }
}

function measureSite(count: number) {
  const entries = assistantAnswers
  const matcher = buildMatcher(entries, { synonyms })
  const passages = sitePassages(count)
  const buildStart = performance.now()
  const { value: index, mb } = heapGrowth(() => buildPassageIndex(passages, { synonyms }))
  const buildMs = performance.now() - buildStart
  return timings(
    `${passages.length} passages (${(passageBytes(passages) / 1024).toFixed(0)} KB of text), curated entries first`,
    buildMs,
    (question) => answerFrom(matcher, index, question),
    `  index memory: about ${mb} of heap`,
  )
}

function measure(label: string, entries: readonly KnowledgeEntry[]) {
  const buildStart = performance.now()
  const matcher = buildMatcher(entries, { synonyms })
  const buildMs = performance.now() - buildStart
  return timings(label, buildMs, (question) => matcher.match(question))
}

function timings(label: string, buildMs: number, ask: (question: string) => unknown, note = '') {
  const matcher = { match: ask }
  for (const question of questions) matcher.match(question) // warm-up
  const times: number[] = []
  const perQuestion = questions.map(() => [] as number[])
  for (let round = 0; round < ROUNDS; round += 1) {
    questions.forEach((question, index) => {
      const start = performance.now()
      matcher.match(question)
      const elapsed = performance.now() - start
      times.push(elapsed)
      perQuestion[index].push(elapsed)
    })
  }
  // Each question's median over the rounds: its own cost, without the pauses of a shared machine or the garbage
  // collector that land on one round.
  const medians = perQuestion.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)])
  const at = (list: number[], share: number) => {
    const sorted = [...list].sort((a, b) => a - b)
    return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))].toFixed(3)
  }
  return [
    `${label}: index built in ${buildMs.toFixed(1)} ms`,
    `  all ${times.length} timings: p50 ${at(times, 0.5)} ms, p95 ${at(times, 0.95)} ms, p99 ${at(times, 0.99)} ms`,
    `  median per question (${medians.length} questions): p50 ${at(medians, 0.5)} ms, p95 ${at(medians, 0.95)} ms, max ${at(medians, 1)} ms`,
    ...(note ? [note] : []),
  ].join('\n')
}

describe('assistant matcher benchmark', () => {
  it('prints p95 per question at 50 and at 1,000 entries, and with the site at 2,000 passages', () => {
    const fifty = assistantAnswers.slice(0, 50)
    const thousand = [...assistantAnswers, ...generated(1000 - assistantAnswers.length)]
    console.log(
      [
        measure('50 entries', fifty),
        measure('1000 entries', thousand),
        measureSite(buildPassages(starterSite).length),
        measureSite(2000),
      ].join('\n'),
    )
  }, 300_000)
})
