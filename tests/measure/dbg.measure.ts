import { it } from 'vitest'
import { assistantAnswers, assistantWordGroups } from '@/cms/seed/data/assistant'
import { buildMatcher } from '@/features/assistant/matcher'
import { parseWordGroup } from '@/features/assistant/text'
it('dbg', () => {
  const m = buildMatcher(assistantAnswers, { synonyms: assistantWordGroups.map(parseWordGroup) })
  for (const q of (process.env.Q ?? '').split('|')) {
    const b = m.best(q)
    console.log(q, b && { ...b, entry: b.entry.key })
  }
})
