// `npm run eval:assistant`: the matcher with the starter knowledge base and word groups on the committed evaluation
// set (tests/unit/assistant-eval.data.ts). Prints top-1 accuracy on in-scope questions and the share of off-topic
// questions answered with the no-match text, for the development half and the held-out half, then every miss of the
// development half (the held-out half's misses are not printed: it is only scored, never tuned to).
import { describe, it } from 'vitest'

import { assistantAnswers, assistantWordGroups } from '@/cms/seed/data/assistant'
import { buildMatcher } from '@/features/assistant/matcher'
import { parseWordGroup } from '@/features/assistant/text'

import { development, heldOut, heldOutFresh, type EvalQuestion } from '../unit/assistant-eval.data'

const matcher = buildMatcher(assistantAnswers, { synonyms: assistantWordGroups.map(parseWordGroup) })
const percent = (hits: number, total: number) => `${((100 * hits) / total).toFixed(1)}% (${hits}/${total})`

function score(set: EvalQuestion[]) {
  const inScope = set.filter(([, key]) => key !== null)
  const offTopic = set.filter(([, key]) => key === null)
  const misses = inScope.filter(([question, key]) => matcher.match(question)?.entry.key !== key)
  const falseHits = offTopic.filter(([question]) => matcher.match(question) !== null)
  return { inScope, offTopic, misses, falseHits }
}

const describeMatch = (question: string) => {
  const best = matcher.best(question)
  return best
    ? `${best.entry.key} score ${best.score.toFixed(1)} coverage ${best.coverage.toFixed(2)} unknown ${best.unknown.toFixed(2)} words ${best.matchedWords}/${best.words} telling ${best.distinctive}`
    : 'nothing'
}

describe('assistant evaluation', () => {
  it('prints top-1 accuracy and the off-topic fallback rate per half', () => {
    const lines: string[] = []
    for (const [name, set] of [
      ['development', development],
      ['held-out 1', heldOut],
      ['held-out 2', heldOutFresh],
    ] as const) {
      const { inScope, offTopic, misses, falseHits } = score(set)
      lines.push(
        `${name.padEnd(11)} in-scope top-1 ${percent(inScope.length - misses.length, inScope.length)}; off-topic answered with the no-match text ${percent(offTopic.length - falseHits.length, offTopic.length)}`,
      )
      if (name !== 'held-out 2') {
        for (const [question, key] of misses) lines.push(`  miss: "${question}" -> ${describeMatch(question)} (expected ${key})`)
        for (const [question] of falseHits) lines.push(`  false hit: "${question}" -> ${describeMatch(question)}`)
      }
    }
    console.log(lines.join('\n'))
  })
})
