// Typos corrected before matching (features/assistant/spelling.ts): an unknown word becomes the most frequent word of
// the knowledge base or the pages one edit away; known words, short words and words with no known neighbour stay.
import { describe, expect, it } from 'vitest'

import { assistantAnswers, assistantWordGroups } from '@/cms/seed/data/assistant'
import { answerFrom } from '@/features/assistant/answer'
import { buildMatcher } from '@/features/assistant/matcher'
import { buildPassageIndex } from '@/features/assistant/passageIndex'
import { buildPassages } from '@/features/assistant/passages'
import { correctSpelling } from '@/features/assistant/spelling'
import { parseWordGroup } from '@/features/assistant/text'

import { starterSite } from './assistant-site.fixture'

const synonyms = assistantWordGroups.map(parseWordGroup)
const matcher = buildMatcher(assistantAnswers, { synonyms })
const index = buildPassageIndex(buildPassages(starterSite), { synonyms })
const correct = (message: string) => correctSpelling(message, [matcher.vocabulary, index.vocabulary], matcher.knows)

describe('typos in a question', () => {
  it('corrects swapped and missing letters to the words the knowledge base and the pages use', () => {
    expect(correct('how do i recieve the code')).toBe('how do i receive the code')
    expect(correct('waht is your privcay policy')).toBe('what is your privacy policy')
    expect(correct('how long do you keep my resmue')).toBe('how long do you keep my resume')
  })

  it('answers the corrected question: a curated entry, or a section of a page', () => {
    const privacy = answerFrom(matcher, index, 'waht is your privcay policy')
    expect(privacy.source === 'entry' && privacy.match.entry.key).toBe('privacy')
    const otp = answerFrom(matcher, index, 'how do i recieve the code')
    expect(otp.source === 'entry' && otp.match.entry.key).toBe('otp-not-received')
    expect(answerFrom(matcher, index, 'how long do you keep my resmue').reply.cta?.link).toBe('/privacy-policy#retention')
  })

  it('leaves known words, short words and words with no known neighbour as they are', () => {
    expect(correct('which payment methods do you accept?')).toBe('which payment methods do you accept?')
    expect(correct('kya aap UPI accept karte ho')).toBe('kya aap UPI accept karte ho')
    expect(correct('biryani recipe')).toBe('biryani recipe')
    // A real word the site does not use is not turned into one it does by a changed letter ("beard" / "board").
    expect(correct('how to grow a beard')).toBe('how to grow a beard')
    expect(answerFrom(matcher, index, 'how to grow a beard').source).toBeNull()
  })

  it('reads texted Hindi with the "a" between consonants left out as the word the lists know', () => {
    expect(correct('otp nhi aa rha')).toBe('otp nahi aa raha')
    expect(correct('password reset krna hai')).toBe('password reset karna hai')
    // A word of the knowledge base or the pages is never read so ("km" is not "kam").
    expect(correct('which payment methods do you accept?')).toBe('which payment methods do you accept?')
    expect(correct('otp abhi tak nhi aya')).toBe('otp abhi tak nahi aaya')
    const otp = answerFrom(matcher, index, 'otp abhi tak nhi aya', 'hi')
    expect(otp.source === 'entry' && otp.match.entry.key).toBe('otp-not-received')
  })

  it('reads a word that names a property of every object as a word ("constructor" made the matcher throw)', () => {
    expect(answerFrom(matcher, index, 'who is the constructor').source).toBeNull()
  })
})
