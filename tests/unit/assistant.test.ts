// The assistant's matcher and text rules: the evaluation set's development half as a floor (the held-out half is
// only scored, by `npm run eval:assistant`), the confidence rule, typos, texting spelling, Hinglish, the staff's word
// groups, and the masking of personal data before an unanswered question is stored.
import { describe, expect, it } from 'vitest'

import { assistantAnswers, assistantWordGroups } from '@/cms/seed/data/assistant'
import { buildMatcher, MATCH_THRESHOLD, naiveMatch, replyFor } from '@/features/assistant/matcher'
import { createAnalyzer, maskPersonalData, normaliseQuestion, parseWordGroup } from '@/features/assistant/text'
import { messages } from '@/lib/messages'

import { development, heldOut } from './assistant-eval.data'

const synonyms = assistantWordGroups.map(parseWordGroup)
const matcher = buildMatcher(assistantAnswers, { synonyms })
const keys = new Set(assistantAnswers.map((entry) => entry.key))
const keyFor = (question: string) => matcher.match(question)?.entry.key ?? null

describe('assistant evaluation set', () => {
  it('has at least 200 questions, split in two halves, naming only existing entries', () => {
    expect(development.length + heldOut.length).toBeGreaterThanOrEqual(200)
    expect(Math.abs(development.length - heldOut.length)).toBeLessThanOrEqual(1)
    const all = [...development, ...heldOut]
    expect(all.filter(([, key]) => key !== null && !keys.has(key))).toEqual([])
    expect(all.filter(([, key]) => key === null).length).toBeGreaterThanOrEqual(60)
    expect(new Set(all.map(([question]) => question)).size).toBe(all.length)
    expect(keys.size).toBe(assistantAnswers.length)
  })

  it('answers at least 85% of the development half in scope and refuses at least 95% of its off-topic questions', () => {
    const inScope = development.filter(([, key]) => key !== null)
    const offTopic = development.filter(([, key]) => key === null)
    const hits = inScope.filter(([question, key]) => keyFor(question) === key).length
    const refused = offTopic.filter(([question]) => keyFor(question) === null).length
    expect(hits / inScope.length).toBeGreaterThanOrEqual(0.85)
    expect(refused / offTopic.length).toBeGreaterThanOrEqual(0.95)
  })
})

describe('assistant matcher', () => {
  it('answers nothing for empty or filler-only input, in English, texting or Hinglish', () => {
    for (const filler of ['', '   ', 'hi, can you please tell me', 'hw r u', 'kya aap bata sakte ho'])
      expect(matcher.match(filler)).toBeNull()
    expect(replyFor(matcher.match(''))).toEqual({ answer: messages.chatNoMatch })
  })

  it('answers with the entry, its call to action and its key when the score reaches the threshold', () => {
    const found = matcher.match('which payment methods do you accept')
    expect(found?.entry.key).toBe('payment-methods')
    expect(found!.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD.minScore)
    expect(replyFor(found)).toEqual({
      answer: 'We accept UPI, RTGS, NEFT, cash, cheque and demand draft. A GST invoice is issued for every payment.',
      cta: { text: 'FAQs for clients: Pricing and payments', link: '/faqs#clients-category-2' },
      key: 'payment-methods',
    })
    expect(replyFor(matcher.match('how do I request a proposal'))).toEqual({
      answer: expect.stringContaining('Team-Up Request'),
      cta: { text: 'Request a proposal', link: '/team-up-request' },
      key: 'request-proposal',
    })
  })

  it('tolerates typos scaled by word length and texting spelling', () => {
    expect(keyFor('paymnt methods')).toBe('payment-methods')
    expect(keyFor('wat servces do u hav')).toBe('services-list')
    expect(keyFor('hw do i becom a talent memeber')).toBe('join-talent')
    // Short words get no typo allowance: "cat" is not "cv".
    expect(keyFor('cat')).toBeNull()
  })

  it('sends visitors who ask for jobs to the job board', () => {
    for (const question of ['show me open jobs', 'show me current openings', 'job openings'])
      expect(replyFor(matcher.match(question))).toEqual({
        answer: expect.stringContaining('job board'),
        cta: { text: 'See open roles', link: '/jobs' },
        key: 'open-roles',
      })
  })

  it('reads Hindi and Marathi words in Latin letters', () => {
    expect(keyFor('kya aap UPI accept karte ho')).toBe('payment-methods')
    expect(keyFor('otp nahi aaya')).toBe('otp-not-received')
    expect(keyFor('aapka office kahan hai')).toBe('location')
  })

  it('stems words to one term: a doubled final consonant is undone ("shipping"), but not a double f, l, s or z', () => {
    const analyzer = createAnalyzer()
    const stemOf = (word: string) => analyzer.processWord(word)[0]
    expect(stemOf('shipping')).toBe(stemOf('ship'))
    expect(stemOf('staffing')).toBe(stemOf('staff'))
    expect(stemOf('calling')).toBe(stemOf('call'))
    // A verb in -y meets its past ("verified", "applied") and its noun ("verification", "application").
    for (const word of ['verified', 'verification', 'verifying']) expect(stemOf(word), word).toBe(stemOf('verify'))
    for (const word of ['applied', 'application', 'applications']) expect(stemOf(word), word).toBe(stemOf('apply'))
    expect(stemOf('identification')).toBe(stemOf('identify'))
    // Other words in -ation still meet their verb in -ate.
    expect(stemOf('automation')).toBe(stemOf('automate'))
  })

  it('reads the staff word groups: every word of a group as its first word, and an edited group takes effect', () => {
    const analyzer = createAnalyzer(synonyms)
    expect(analyzer.termsOf('which city are u based in')).toEqual(analyzer.termsOf('location location'))
    expect(keyFor('which city are u based in')).toBe('location')
    expect(keyFor('is there an age limit')).toBe('eligibility')
    expect(buildMatcher(assistantAnswers).match('are you in mumbai')?.entry.key).toBe('cities-remote')
    const parkingEntry = { key: 'parking', topic: 'company' as const, questions: 'Is there parking?', answer: 'Basement parking.' }
    const withParking = [...assistantAnswers, parkingEntry]
    expect(buildMatcher(withParking, { synonyms }).match('scooter?')).toBeNull()
    expect(buildMatcher(withParking, { synonyms: [...synonyms, ['parking', 'scooter']] }).match('scooter?')?.entry.key).toBe('parking')
  })

  it('gives the facts people ask for instead of a near miss, and no answer for one shared common word', () => {
    expect(keyFor('what percent of returners are women')).toBe('women-returners-figure')
    expect(replyFor(matcher.match('what percent of returners are women')).answer).toMatch(/65%.*Careers page.*70%/)
    expect(keyFor('can you help me file my income tax return')).toBeNull()
    expect(keyFor('i didnt get the otp')).toBe('otp-not-received')
  })

  it('refuses a match just below the threshold and accepts it at the threshold', () => {
    const question = 'how long does verification take'
    const { score, coverage } = matcher.best(question)!
    const at = (threshold: Partial<typeof MATCH_THRESHOLD>) =>
      buildMatcher(assistantAnswers, { synonyms, threshold: { ...MATCH_THRESHOLD, ...threshold } }).match(question)
    expect(at({ minScore: score + 0.001 })).toBeNull()
    expect(at({ minScore: score })?.entry.key).toBe('verification')
    expect(at({ minCoverage: coverage + 0.01 })).toBeNull()
    // Half the words unknown to the knowledge base: refused even though "price" alone matches well.
    expect(matcher.best('what is the price of bitcoin')?.unknown).toBeGreaterThanOrEqual(0.5)
    expect(matcher.match('what is the price of bitcoin')).toBeNull()
  })

  it('answers from the entries it was built with: an edited answer after a rebuild', () => {
    const edited = assistantAnswers.map((entry) => (entry.key === 'contact-hours' ? { ...entry, answer: 'We are open every day.' } : entry))
    expect(replyFor(buildMatcher(edited, { synonyms }).match('what are your opening hours')).answer).toBe('We are open every day.')
  })

  it('keeps the spec rule as the floor: words found inside a stored question, 0 means no match', () => {
    expect(naiveMatch(assistantAnswers, 'zzzz qqqq')).toBeNull()
    expect(naiveMatch(assistantAnswers, 'refund policy')?.key).toBe('refunds')
  })
})

describe('unanswered questions: masking and grouping before storing', () => {
  it('masks e-mail addresses', () => {
    expect(maskPersonalData('write to Asha.K+jobs@example.co.in please')).toBe('write to [email] please')
    expect(maskPersonalData('mail me at a@b.in, or x_y@mail.example.com')).toBe('mail me at [email], or [email]')
  })

  it('masks phone numbers in the ways people write them, and other long numbers', () => {
    for (const phone of ['9876543210', '+91 98765 43210', '+91-98765-43210', '(020) 2729 1234', '020-27291234', '98765.43210'])
      expect(maskPersonalData(`call me on ${phone} today`), phone).toBe('call me on [number] today')
    expect(maskPersonalData('my aadhaar is 1234 5678 9012')).toBe('my aadhaar is [number]')
  })

  it('keeps short numbers that carry the question', () => {
    expect(maskPersonalData('need 5 react developers for 6 months in 2026')).toBe('need 5 react developers for 6 months in 2026')
    expect(maskPersonalData('is 18 the age limit')).toBe('is 18 the age limit')
  })

  it('groups questions by their normalised text, with personal data masked first', () => {
    expect(normaliseQuestion('  Do you sell  INSURANCE?? ')).toBe('do you sell insurance')
    expect(normaliseQuestion('do you sell insurance')).toBe(normaliseQuestion('Do you sell insurance?'))
    expect(normaliseQuestion('I’m asha, asha@example.in / 9876543210')).toBe('im asha email number')
    expect(normaliseQuestion('call 98765 43210')).toBe(normaliseQuestion('call +91 99999 88888'))
  })
})
