// The assistant's answers from the site: passages of every page with their address and section anchor,
// extractive answers (every sentence found on the linked page), open-role answers with the /jobs filter, the
// confidence threshold, and the order curated entry → open roles → passage → no-match text.
import { describe, expect, it } from 'vitest'

import { assistantAnswers, assistantWordGroups } from '@/cms/seed/data/assistant'
import { subpages } from '@/cms/seed/data/subpages'
import { privacyPolicy, termsOfService } from '@/copy/legal'
import { answerFrom } from '@/features/assistant/answer'
import { buildMatcher } from '@/features/assistant/matcher'
import { buildPassageIndex } from '@/features/assistant/passageIndex'
import { buildPassages, passageBytes, sentencesOf, type Passage } from '@/features/assistant/passages'
import { parseWordGroup } from '@/features/assistant/text'
import { messages } from '@/lib/messages'

import { starterSite } from './assistant-site.fixture'

const synonyms = assistantWordGroups.map(parseWordGroup)
const passages = buildPassages(starterSite)
const index = buildPassageIndex(passages, { synonyms })
const matcher = buildMatcher(assistantAnswers, { synonyms })

const pathOf = (href: string) => href.replace(/[?#].*$/, '')
const anchorOf = (href: string) => (href.includes('#') ? href.slice(href.indexOf('#') + 1) : null)
/** Every sentence the page at `path` shows, as the passages of that page hold them. */
const pageSentences = (path: string) =>
  new Set(passages.filter((passage) => pathOf(passage.href) === path).flatMap((passage) => passage.sentences))

describe('passages of the site', () => {
  it('come from every kind of page, each with its address', () => {
    const paths = new Set(passages.map((passage) => pathOf(passage.href)))
    for (const path of [
      '/about',
      '/careers',
      '/faqs',
      '/engagement-models',
      '/privacy-policy',
      '/terms-of-service',
      '/industries/education',
      '/case-studies/staffing-solutions-for-businesses',
      '/category/staffing-recruitment',
      '/subpage/contract-staffing',
      '/blog/notice-periods-offer-dropouts-india',
      '/jobs/frontend-developer-react',
    ])
      expect(paths, path).toContain(path)
    expect(new Set(passages.map((passage) => passage.kind))).toEqual(new Set(['page', 'service', 'category', 'blog', 'role']))
  })

  it('link each legal section to the id its heading renders, with the heading as the section name', () => {
    for (const [document, path] of [
      [privacyPolicy, '/privacy-policy'],
      [termsOfService, '/terms-of-service'],
    ] as const) {
      for (const section of document.sections) {
        const found = passages.filter((passage) => passage.href === `${path}#${section.id}`)
        expect(found.length, section.id).toBeGreaterThan(0)
        for (const passage of found) expect(passage.section).toBe(section.title)
      }
    }
  })

  it('link a service section to service-section-<position>, the id RenderSections gives its heading', () => {
    const service = subpages.find((item) => item.slug === 'contract-staffing')!
    const withAnchor = passages.filter((passage) => pathOf(passage.href) === '/subpage/contract-staffing' && anchorOf(passage.href))
    expect(withAnchor.length).toBeGreaterThan(0)
    for (const passage of withAnchor) {
      const position = Number(anchorOf(passage.href)!.replace('service-section-', ''))
      expect(service.sections[position].heading).toBe(passage.section)
    }
  })

  it('link only anchors that the pages render', () => {
    const rendered = [
      /^about-(mission|vision|values|pillars|what-we-do|process|reasons|closing)$/,
      /^careers-(mission|pathways|life|perks|closing)$/,
      /^clients-category-\d+$/,
      /^(challenges|approach|use-cases|future-outlook)$/,
      /^(challenge|approach|solution|results)$/,
      /^(model-[a-z-]+|paying)$/,
      /^category-(section-\d+|industries|process|case-studies)$/,
      /^service-section-\d+$/,
      /^post-part-\d+$/,
      new RegExp(`^(${[...privacyPolicy.sections, ...termsOfService.sections].map((section) => section.id).join('|')})$`),
    ]
    for (const passage of passages) {
      const anchor = anchorOf(passage.href)
      if (anchor)
        expect(
          rendered.some((pattern) => pattern.test(anchor)),
          passage.href,
        ).toBe(true)
    }
  })

  it('keep open roles with the fields the /jobs filters read', () => {
    const roles = passages.filter((passage) => passage.kind === 'role')
    expect(roles).toHaveLength(starterSite.roles.length)
    expect(roles[0].role?.slug).toBe(starterSite.roles[0].slug)
    expect(roles[0].href).toBe(`/jobs/${starterSite.roles[0].slug}`)
  })

  it('stay within the bounds by count and by bytes, leaving out the last (oldest) pages', () => {
    expect(buildPassages(starterSite, { maxPassages: 10, maxBytes: 10_000_000 })).toHaveLength(10)
    const small = buildPassages(starterSite, { maxPassages: 10_000, maxBytes: 20_000 })
    expect(passageBytes(small)).toBeLessThanOrEqual(20_000)
    expect(small.length).toBeGreaterThan(5)
    expect(small.length).toBeLessThan(passages.length)
    expect(small.every((passage: Passage) => passage.kind !== 'blog')).toBe(true)
  })

  it('split text into sentences at full stops, keeping numbers and abbreviations whole', () => {
    expect(sentencesOf('Verification takes 24–48 hours. We accept UPI, RTGS and NEFT. Who owns the code? You do.')).toEqual([
      'Verification takes 24–48 hours.',
      'We accept UPI, RTGS and NEFT.',
      'Who owns the code?',
      'You do.',
    ])
    expect(sentencesOf('Budgets from ₹1,50,000 e.g. for a prototype.')).toEqual(['Budgets from ₹1,50,000 e.g. for a prototype.'])
  })
})

/** Passages about other things, so that the words of a small test index are as rare as on a real site. */
const filler: Passage[] = Array.from({ length: 30 }, (_, i) => ({
  page: `Other page ${i}`,
  section: null,
  href: `/other-${i}`,
  kind: 'page' as const,
  sentences: [`Payroll, compliance and onboarding for team ${i} are handled by our account managers every month.`],
}))

describe('answers from the site', () => {
  const questions = [
    'how long do you keep my resume',
    'can you hire teachers for a coaching institute',
    'what law governs your terms',
    'can you suspend my account',
    'is my data stored outside india',
    'extra packing staff for diwali sale',
    'is there a learning stipend for employees',
    'how much does a launch mvp cost',
    'does the website use advertising cookies',
    '90 day notice period offer drop out',
  ]

  it.each(questions)('"%s": every sentence of the answer is on the linked page', (question) => {
    const answer = index.passage(question)
    expect(answer?.kind).toBe('passage')
    if (answer?.kind !== 'passage') return
    const link = answer.reply.cta!.link
    const onPage = pageSentences(pathOf(link))
    expect(answer.sentences.length).toBeGreaterThan(0)
    for (const sentence of answer.sentences) expect(onPage, sentence).toContain(sentence)
    expect(answer.reply.answer).toBe(answer.sentences.join(' '))
  })

  it('answers how long resumes are kept from the privacy policy, linking the section', () => {
    const answer = index.passage('how long do you keep my resume')
    expect(answer?.reply).toEqual({
      answer: expect.stringContaining(
        'Talent profiles and resumes: while your account is active, and for up to two years after your last activity',
      ),
      cta: { text: 'Read more: Privacy Policy → How long we keep information', link: '/privacy-policy#retention' },
    })
  })

  it('names the page alone when the passage has no heading above it', () => {
    const answer = index.passage('can you hire teachers for a coaching institute')
    expect(answer?.reply.cta).toEqual({ text: 'Read more: Education playbook', link: '/industries/education' })
  })

  it('answers from the best page when the best passage is the card of an open role ("extraction" meets "extract")', () => {
    expect(index.best('invoice extraction ai')?.passage.kind).toBe('role')
    const answer = index.passage('invoice extraction ai')
    expect(answer?.kind).toBe('passage')
    expect(answer?.reply.cta?.link).toBe('/subpage/ai-document-processing')
  })

  it('lists matching open roles with a link to /jobs with the filter', () => {
    const gig = index.roles('any gig or freelance roles')
    expect(gig?.kind).toBe('roles')
    if (gig?.kind !== 'roles') return
    expect(gig.link).toBe('/jobs?type=gig')
    expect(gig.roles.map((role) => role.employmentType)).toEqual(gig.roles.map(() => 'gig'))
    expect(gig.reply).toEqual({
      answer:
        'Open roles that match: AI Chatbot Trainer (Marathi and English) (Gig, Remote within India); Campus Ambassador (Pune colleges) (Gig, On-site in Pune).',
      cta: { text: 'See all 2 matching roles', link: '/jobs?type=gig' },
    })
    expect(index.roles('data analyst jobs')?.reply.cta).toEqual({
      text: 'See this role on the jobs page',
      link: '/jobs?search=data+analyst',
    })
    expect(index.roles('remote jobs')?.reply.cta?.link).toBe('/jobs?mode=remote')
  })

  it('offers the nearest open roles, said as such, when none is all of what was asked', () => {
    // No internship is remote: the internships, without the work mode.
    const internships = index.roles('remote internship chahiye')
    expect(internships?.kind).toBe('roles')
    if (internships?.kind !== 'roles') return
    expect(internships.roles.map((role) => role.employmentType)).toEqual(internships.roles.map(() => 'internship'))
    expect(internships.reply.answer).toMatch(/^No open role matches all of that right now\. The nearest: .*Flutter Developer Intern/)
    expect(internships.reply.cta).toEqual({ text: `See all ${internships.roles.length} matching roles`, link: '/jobs?type=internship' })
    // No role is a Node developer: the rarer search word alone ("node", one role) before "developer".
    expect(index.roles('node developer job')?.reply).toEqual({
      answer:
        'No open role matches all of that right now. The nearest: Backend Engineer (Node.js) for a fintech client (Contract, Remote within India).',
      cta: { text: 'See this role on the jobs page', link: '/jobs?search=node' },
    })
    // A search that meets every filter keeps its exact wording.
    expect(index.roles('remote jobs')?.reply.answer).toMatch(/^Open roles that match: /)
  })

  it('does not answer a question about roles in general with a list of roles', () => {
    expect(index.roles('how long do internships last')).toBeNull()
    expect(index.roles('how do gig workers get paid')).toBeNull()
    expect(index.roles('are there any openings')).toBeNull()
  })

  it('below the threshold gives nothing, and the assistant then sends the no-match text', () => {
    for (const question of [
      'can you help me file my income tax return',
      'what is the weather in pune today',
      'recipe for pav bhaji',
      'how to make chai',
      'how to lose weight fast',
      'when is diwali this year',
    ]) {
      expect(index.passage(question), question).toBeNull()
      expect(answerFrom(matcher, index, question)).toEqual({ source: null, reply: { answer: messages.chatNoMatch } })
    }
  })

  it('keeps a confident curated entry first, and answers from the site when no entry fits', () => {
    const curated = answerFrom(matcher, index, 'i forgot my password')
    expect(curated.source).toBe('entry')
    expect(curated.reply.key).toBe('password-reset')
    const fromSite = answerFrom(matcher, index, 'how long do you keep my resume')
    expect(fromSite.source).toBe('passage')
    expect(fromSite.reply.cta?.link).toBe('/privacy-policy#retention')
    expect(fromSite.reply.key).toBeUndefined()
  })

  it('answers from a page that has three more of the question words than the entry itself names', () => {
    // The pricing entry meets every word, but "contract", "staffing" and "month" only in its answer text.
    const cost = answerFrom(matcher, index, 'what does contract staffing cost per month')
    expect(cost.source).toBe('passage')
    expect(cost.reply.cta).toEqual({
      text: 'Read more: Contract Staffing → Simple, transparent pricing',
      link: '/subpage/contract-staffing#service-section-4',
    })
    // A question in the entry's own words keeps the entry.
    expect(answerFrom(matcher, index, 'how much do your services cost').reply.key).toBe('pricing')
  })

  it("answers a question about price with the pricing cards' prices and plan names, each line as the page has it", () => {
    const answer = index.passage('contract staffing rates per month')
    expect(answer?.kind).toBe('passage')
    if (answer?.kind !== 'passage') return
    expect(answer.reply.answer).toBe(
      'Indicative rates per contractor; final quotes depend on role and seniority. Essentials: From ₹28,000 / month. Professional: From ₹55,000 / month. Team: From ₹25,000 / contractor / month.',
    )
    const onPage = pageSentences('/subpage/contract-staffing')
    for (const line of answer.sentences) expect(onPage, line).toContain(line)
    // Hinglish for price ("kitna") asks the same; a question about something else in the same section does not.
    expect(index.passage('tech health check kitna')?.reply.answer).toBe(
      'Tech Health Check: ₹75,000 one-time. Fractional CTO: From ₹1,20,000 / month.',
    )
    const other = index.passage('verified candidate shortlist contract staffing')
    expect(other?.reply.cta?.link).toBe('/subpage/contract-staffing#service-section-4')
    expect(other?.reply.answer).not.toContain('₹')
  })

  it('reads a word the site writes with a hyphen also joined, as visitors write it', () => {
    const small = buildPassageIndex([
      ...filler,
      {
        page: 'Notice periods',
        section: 'Why candidates drop out',
        href: '/blog/notice#post-part-1',
        kind: 'blog',
        sentences: ['Offer drop-outs rise when the notice period runs to ninety days.'],
      },
    ])
    const best = small.best('notice period dropouts')
    expect(best?.passage.href).toBe('/blog/notice#post-part-1')
    expect(best?.matchedWords).toBe(3)
  })

  it('never lets a passage on the page a confident entry links to replace the entry; elsewhere it needs two more words', () => {
    const entry = {
      key: 'pods',
      title: 'Dedicated pods',
      topic: 'services' as const,
      questions: 'dedicated pod\nwhat is a dedicated pod',
      answer: 'A dedicated pod is developers and a tester who work only on your product.',
      cta: { text: 'See pods', link: '/subpage/pods' },
    }
    const podMatcher = buildMatcher([entry])
    const question = 'a dedicated pod with two developers and a tester, how soon'
    const passageOn = (href: string): Passage => ({
      page: 'Pods',
      section: 'Starting',
      href,
      kind: 'service',
      sentences: ['A dedicated pod with two developers and a tester can start in two weeks, as soon as the stack is agreed.'],
    })
    const elsewhere = answerFrom(podMatcher, buildPassageIndex([...filler, passageOn('/engagement-models#model-pod')]), question)
    expect(elsewhere.source).toBe('passage')
    expect(elsewhere.reply.cta?.link).toBe('/engagement-models#model-pod')
    const samePage = answerFrom(podMatcher, buildPassageIndex([...filler, passageOn('/subpage/pods#service-section-1')]), question)
    expect(samePage.source).toBe('entry')
    expect(samePage.reply.key).toBe('pods')
  })

  it('lists the passages it considered, best first', () => {
    const considered = index.considered('how long do you keep my resume', 3)
    expect(considered).toHaveLength(3)
    expect(considered[0].passage.href).toBe('/privacy-policy#retention')
    expect(considered[0].score).toBeGreaterThanOrEqual(considered[1].score)
  })
})
