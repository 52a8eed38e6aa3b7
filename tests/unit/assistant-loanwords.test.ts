// English words written in Devanagari (features/assistant/loanwords.ts), read as the English word they sound like before
// matching, so a Hindi or Marathi question finds the entries' English words however the visitor spelt them.
import { describe, expect, it } from 'vitest'

import { assistantAnswers, assistantWordGroups } from '@/cms/seed/data/assistant'
import { answerFrom } from '@/features/assistant/answer'
import { loanwordReader } from '@/features/assistant/loanwords'
import { buildMatcher } from '@/features/assistant/matcher'
import { buildPassageIndex } from '@/features/assistant/passageIndex'
import { buildPassages } from '@/features/assistant/passages'
import { isFillerWord, parseWordGroup, tokenize } from '@/features/assistant/text'

import { starterSite } from './assistant-site.fixture'

const words = `customer candidate students registration services business college safety management development
  software company proposal bat but skill begin genuine`
const reader = loanwordReader(
  words.split(/\s+/).map((word) => [word, 1] as [string, number]),
  isFillerWord,
)
/** As the assistant reads a question's word: normalised first (./text), then read. */
const read = (word: string) => reader(tokenize(word)[0])

describe('English words written in Devanagari', () => {
  it('reads them as the English word they sound like, whichever way they are spelt', () => {
    expect(read('कस्टमर')).toBe('customer')
    expect(read('कैंडिडेट')).toBe('candidate')
    expect(read('स्टूडेंट्स')).toBe('students')
    expect(read('स्टुडंट्स')).toBe('students')
    expect(read('रजिस्ट्रेशन')).toBe('registration')
    expect(read('सर्विसेज़')).toBe('services')
    expect(read('सर्विसिज')).toBe('services')
    expect(read('बिज़नेस')).toBe('business')
    expect(read('कॉलेज')).toBe('college')
    expect(read('सेफ्टी')).toBe('safety')
    expect(read('मैनेजमेंट')).toBe('management')
    expect(read('डेवलपमेंट')).toBe('development')
    expect(read('सॉफ्टवेयर')).toBe('software')
    expect(read('कंपनी')).toBe('company')
    expect(read('प्रपोज़ल')).toBe('proposal')
  })

  it('leaves short words, filler words and native words that only share consonants with an English one', () => {
    // Two consonants match too many words ("bat"); "but" is a filler word.
    expect(read('बात')).toBeUndefined()
    // The vowels differ: "school" is not "skill", भेजें ("send") is not "begin", जानना ("to know") is not "genuine".
    expect(read('स्कूल')).toBeUndefined()
    expect(read('भेजें')).toBeUndefined()
    expect(read('जानना')).toBeUndefined()
  })

  it('answers a Hindi question whose English words are written in Devanagari', () => {
    const synonyms = assistantWordGroups.map(parseWordGroup)
    const matcher = buildMatcher(assistantAnswers, { synonyms })
    const index = buildPassageIndex(buildPassages(starterSite), { synonyms })
    const key = (question: string) => {
      const answered = answerFrom(matcher, index, question, 'hi')
      return answered.source === 'entry' ? answered.match.entry.key : answered.source
    }
    expect(key('क्रेडिट कार्ड से पेमेंट')).toBe('payment-methods')
    expect(key('कस्टमर सपोर्ट के लिए चैटबॉट')).toBe('service-chatbot')
    expect(key('मेरा पर्सनल डेटा कौन देखता है')).toBe('privacy')
  })
})
