// `npm run bench:assistant` (a benchmark, not a timed test): the matcher with the starter knowledge base (about 55
// entries, and cut to exactly 50) and with 1,000 entries (the starter entries plus generated ones of the same shape),
// every question of the evaluation set asked several times. Prints the build time and the p50 / p95 / p99 time per
// question, over all timings and over each question's median. The index is built once per set, as the server does
// until an entry or a word group changes.
import { describe, it } from 'vitest'

import { assistantAnswers, assistantWordGroups } from '@/cms/seed/data/assistant'
import { buildMatcher } from '@/features/assistant/matcher'
import { parseWordGroup } from '@/features/assistant/text'
import type { KnowledgeEntry } from '@/features/assistant/types'

import { development, heldOut } from '../unit/assistant-eval.data'

const ROUNDS = Number(process.env.BENCH_ROUNDS || 5)
const synonyms = assistantWordGroups.map(parseWordGroup)
const questions = [...development, ...heldOut].map(([question]) => question)

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

function measure(label: string, entries: readonly KnowledgeEntry[]) {
  const buildStart = performance.now()
  const matcher = buildMatcher(entries, { synonyms })
  const buildMs = performance.now() - buildStart
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
  ].join('\n')
}

describe('assistant matcher benchmark', () => {
  it('prints p95 per question at 50 and at 1,000 entries', () => {
    const fifty = assistantAnswers.slice(0, 50)
    const thousand = [...assistantAnswers, ...generated(1000 - assistantAnswers.length)]
    console.log([measure('50 entries', fifty), measure('1000 entries', thousand)].join('\n'))
  }, 300_000)
})
