// Loads the active knowledge entries and the staff's word groups, answers a visitor's message, keeps the questions it
// could not answer or whose answer a visitor found not helpful (masked) for staff, and counts visitors' helpful / not
// helpful clicks. Server-only: the entries
// never reach the browser.
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { answerFrom } from './answer'
import { cachedMatcher } from './indexCache'
import { buildMatcher } from './matcher'
import type { PassageIndex } from './passageIndex'
import { siteIndex } from './siteIndex'
import { maskPersonalData, normaliseQuestion, parseWordGroup } from './text'
import type { AssistantLocale, AssistantReply, KnowledgeEntry } from './types'
import { answerSubject, firstTimeFor, questionSubject } from './visitors'

async function loadActiveEntries(payload: Payload): Promise<KnowledgeEntry[]> {
  // The knowledge base is staff-only content read by the system, not by the visitor, hence overrideAccess.
  const { docs } = await payload.find({
    collection: 'assistant-answers',
    where: { active: { equals: true } },
    limit: 1000,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    key: doc.key,
    title: doc.title,
    topic: doc.topic,
    questions: doc.questions,
    keywords: doc.keywords,
    answer: doc.answer,
    cta: doc.cta?.text && doc.cta.link ? { text: doc.cta.text, link: doc.cta.link } : null,
    marathi: doc.marathi,
    hindi: doc.hindi,
  }))
}

async function loadWordGroups(payload: Payload): Promise<string[][]> {
  const { docs } = await payload.find({
    collection: 'assistant-word-groups',
    limit: 1000,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((doc) => parseWordGroup(doc.words))
}

/** Changes when an entry or a word group is added, edited or deleted (feedback counts do not touch updatedAt). */
async function knowledgeVersion(payload: Payload): Promise<string> {
  const latest = (collection: 'assistant-answers' | 'assistant-word-groups') =>
    payload.find({ collection, sort: '-updatedAt', limit: 1, depth: 0, overrideAccess: true, select: { updatedAt: true } })
  const [answers, groups] = await Promise.all([latest('assistant-answers'), latest('assistant-word-groups')])
  return `${answers.totalDocs}@${answers.docs[0]?.updatedAt ?? ''}|${groups.totalDocs}@${groups.docs[0]?.updatedAt ?? ''}`
}

const loadMatcher = (payload: Payload) =>
  cachedMatcher(
    () => knowledgeVersion(payload),
    async () => {
      const [entries, synonyms] = await Promise.all([loadActiveEntries(payload), loadWordGroups(payload)])
      return buildMatcher(entries, { synonyms })
    },
  )

/**
 * `visitor`: the asker's stored name (visitors.ts visitorHash), so that each visitor counts once per question.
 * `locale`: the language of the page the chat is on; curated answers and the no-match text come in it.
 */
export async function answerMessage(
  payload: Payload,
  message: string,
  visitor: string,
  locale: AssistantLocale = 'en',
): Promise<AssistantReply> {
  const matcher = await loadMatcher(payload)
  // Without the site's passages (the database failed while reading the pages) the curated entries still answer.
  const index = await siteIndex(payload, matcher.synonyms).catch((error: unknown): PassageIndex | null => {
    payload.logger.error({ err: error }, 'Could not build the assistant index of the site')
    return null
  })
  const answered = answerFrom(matcher, index, message, locale)
  if (!answered.source) {
    // Keeping the question for staff must never cost the visitor the reply.
    await recordUnanswered(payload, message, visitor).catch((error: unknown) =>
      payload.logger.error({ err: error }, 'Could not store an unanswered chat question'),
    )
  }
  return answered.reply
}

export type ConsideredPassage = { page: string; section: string | null; link: string; answer: string; ctaText: string }

/**
 * For staff, per unanswered question: the passages of the site the assistant weighed (best first), each with the
 * answer it would give from it, so that one of them can become a curated entry.
 */
export async function consideredPassages(payload: Payload, question: string, limit = 5): Promise<ConsideredPassage[]> {
  const matcher = await loadMatcher(payload)
  const index = await siteIndex(payload, matcher.synonyms)
  return index
    .considered(question, limit)
    .filter(({ passage }) => passage.kind !== 'role')
    .map(({ passage }) => {
      const reply = index.replyFrom(passage, question)
      return { page: passage.page, section: passage.section, link: passage.href, answer: reply.answer, ctaText: reply.cta?.text ?? '' }
    })
}

/**
 * Stores a question the assistant could not answer (or, with `given`, whose answer a visitor marked not helpful), with
 * e-mail addresses and phone numbers masked, grouped by its normalised text: a new group starts at 1 visitor; a known one moves its last-asked date and counts up only for a
 * visitor who had not asked it before (the same visitor asking six times is one visitor).
 */
async function recordUnanswered(payload: Payload, message: string, visitor: string, given?: string, now = new Date()): Promise<void> {
  const normalised = normaliseQuestion(message)
  if (!normalised) return
  const firstTime = await firstTimeFor(payload, questionSubject(normalised), visitor, now)
  // The latest answer a visitor found not helpful; a question that got no answer keeps what it had.
  const notHelpful = given ? { notHelpful: true, answerGiven: given.slice(0, 300) } : {}
  const find = async () =>
    (
      await payload.find({
        collection: 'assistant-unanswered',
        where: { normalised: { equals: normalised } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
  const countUp = (doc: { id: number; count: number }) =>
    payload.db.updateOne({
      collection: 'assistant-unanswered',
      id: doc.id,
      data: { ...(firstTime ? { count: doc.count + 1 } : {}), ...notHelpful, lastAskedAt: now.toISOString() },
      returning: false,
    })
  const existing = await find()
  if (existing) return void (await countUp(existing))
  try {
    await payload.create({
      collection: 'assistant-unanswered',
      data: { question: maskPersonalData(message).slice(0, 500), normalised, count: 1, ...notHelpful, lastAskedAt: now.toISOString() },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    // The unique index lets one of two simultaneous first askers in; the other one counts up.
    const created = await find()
    if (!created) throw error
    await countUp(created)
  }
}

/** The answer a visitor clicked on: a curated entry by its key, or an answer from the site by its page. */
export type FeedbackTarget = { key: string; page?: undefined } | { page: string; key?: undefined }

/**
 * A visitor's helpful / not helpful click on an answer. 'unknown' when no active entry has that key. Each visitor
 * counts once per answer (their first click); a repeat is thanked alike but changes no figure. A curated entry's
 * counts go up; an answer from the site has no entry to count on. A first "not helpful" with its question keeps the
 * question for staff under Unanswered questions, marked with the answer given, as a question with no answer is kept.
 */
export async function recordFeedback(
  payload: Payload,
  target: FeedbackTarget,
  helpful: boolean,
  visitor: string,
  question?: string,
): Promise<'recorded' | 'unknown'> {
  let given: string
  let count: ((helpful: boolean) => Promise<unknown>) | null = null
  if (target.key !== undefined) {
    const { docs } = await payload.find({
      collection: 'assistant-answers',
      where: { and: [{ key: { equals: target.key } }, { active: { equals: true } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { title: true, helpfulCount: true, notHelpfulCount: true },
    })
    const entry = docs[0]
    if (!entry) return 'unknown'
    given = entry.title ? `${entry.title} (curated answer)` : `Curated answer “${target.key}”`
    count = (helpful) =>
      // Straight to the database: a count is not a staff edit, so no hooks, no new updatedAt and no index rebuild.
      payload.db.updateOne({
        collection: 'assistant-answers',
        id: entry.id,
        // updatedAt: null tells the adapter to leave the last-edited date alone (undefined would set it to now).
        data: {
          ...(helpful ? { helpfulCount: (entry.helpfulCount ?? 0) + 1 } : { notHelpfulCount: (entry.notHelpfulCount ?? 0) + 1 }),
          updatedAt: null,
        },
        returning: false,
      })
  } else given = `From the site: ${target.page}`
  const subject = answerSubject(target.key ?? `page:${createHash('sha256').update(target.page).digest('hex').slice(0, 40)}`)
  if (!(await firstTimeFor(payload, subject, visitor))) return 'recorded'
  await count?.(helpful)
  if (!helpful && question) await recordUnanswered(payload, question, visitor, given)
  return 'recorded'
}
