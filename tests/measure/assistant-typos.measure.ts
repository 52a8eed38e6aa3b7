// `npx vitest run --project measure tests/measure/assistant-typos.measure.ts`: how the assistant copes with typos, on
// typos made from the development questions only (the held-out halves stay unseen): for each in-scope development
// question answered right as written, the same question with one letter dropped from its longest word, and with two
// middle letters of it swapped; and how many of 30 off-topic questions written for this measure get an answer (none
// should). The edit lengths of features/assistant/spelling.ts were chosen on these figures.
import { describe, it } from 'vitest'

import { assistantAnswers, assistantWordGroups } from '@/cms/seed/data/assistant'
import { answerFrom, type Answered } from '@/features/assistant/answer'
import { buildMatcher } from '@/features/assistant/matcher'
import { buildPassageIndex } from '@/features/assistant/passageIndex'
import { buildPassages } from '@/features/assistant/passages'
import { parseWordGroup } from '@/features/assistant/text'

import { development } from '../unit/assistant-eval.data'
import { siteDevelopment } from '../unit/assistant-site-eval.data'
import { starterSite } from '../unit/assistant-site.fixture'

const synonyms = assistantWordGroups.map(parseWordGroup)
const matcher = buildMatcher(assistantAnswers, { synonyms })
const index = buildPassageIndex(buildPassages(starterSite), { synonyms })
const pathOf = (link: string | undefined) => (link ?? '').replace(/[?#].*$/, '')

/** The question with a typo in its longest word (5 letters or more): its middle letter dropped, or two swapped. */
function withTypo(question: string, kind: 'dropped' | 'swapped'): string | null {
  const words = question.split(' ')
  const at = words.reduce((longest, word, i) => (word.length > words[longest].length ? i : longest), 0)
  const word = words[at]
  if (word.length < 5) return null
  const middle = Math.floor(word.length / 2)
  words[at] =
    kind === 'dropped'
      ? word.slice(0, middle) + word.slice(middle + 1)
      : word.slice(0, middle - 1) + word[middle] + word[middle - 1] + word.slice(middle + 1)
  return words.join(' ')
}

const OFF_TOPIC = [
  'how do i fix my bike chain',
  'recipe for paneer butter masala',
  'who sings the best love songs',
  'what movie should i watch tonight',
  'is it going to rain in nagpur',
  'how many calories in a samosa',
  'teach me guitar chords',
  'what is the price of gold today',
  'best phone under 20000',
  'how to train my puppy',
  'where can i buy cheap shoes',
  'who is the prime minister',
  'how to fix a leaking tap',
  'tell me a funny joke',
  'what are the rules of chess',
  'how tall is mount everest',
  'convert dollars to rupees',
  'when does the metro close',
  'how to write a love letter',
  'suggest a good novel to read',
  'what is photosynthesis',
  'how do planes fly',
  'my laptop is very slow',
  'how to grow a beard',
  'best place for holidays in goa',
  'can dogs eat grapes',
  'how to boil an egg',
  'what is the meaning of life',
  'song lyrics for a wedding',
  'how to cure a cold fast',
]

describe('assistant typos', () => {
  it('prints how many development questions survive a typo, and how many off-topic questions get an answer', () => {
    const lines: string[] = []
    for (const kind of ['dropped', 'swapped'] as const) {
      const score = <T>(set: [string, T][], right: (answered: Answered, expected: T) => boolean) => {
        let kept = 0
        let total = 0
        for (const [question, expected] of set) {
          const typo = withTypo(question, kind)
          if (expected === null || !typo || !right(answerFrom(matcher, index, question), expected)) continue
          total++
          if (right(answerFrom(matcher, index, typo), expected)) kept++
        }
        return `${kept}/${total}`
      }
      const curated = score(development, (answered, key) => answered.source === 'entry' && answered.match.entry.key === key)
      const site = score(siteDevelopment, (answered, pages) => {
        const accepted: readonly string[] = typeof pages === 'string' ? [pages] : (pages ?? [])
        return answered.source !== null && accepted.includes(pathOf(answered.reply.cta?.link))
      })
      lines.push(`letter ${kind.padEnd(7)}  curated development ${curated}; site development ${site}`)
    }
    const answered = OFF_TOPIC.filter((question) => answerFrom(matcher, index, question).source !== null)
    lines.push(`off-topic questions answered: ${answered.length}/${OFF_TOPIC.length}${answered.length ? ` (${answered.join('; ')})` : ''}`)
    console.log(lines.join('\n'))
  })
})
