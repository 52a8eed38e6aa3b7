// "Your data" on /account (docs/decisions/privacy.md, "Your data"): what the agency holds about the member, read from
// the same rows as the ZIP (personData.ts) and put in the words the member reads.
import { CONSENT_PURPOSES } from '@/features/clientArea/consentOptions'
import { isStage } from '@/features/pipeline/stages'
import type { Locale } from '@/i18n/locales'
import { candidateStageIn } from '@/i18n/stageNames'
import { getPayloadClient } from '@/lib/payload'

import { PROFILE_LABELS, type CandidateProfile } from './correctionSchema'
import { collectPersonData, type Person } from './personData'

export type DataSummary = {
  /** The candidate profile's fields in words ([label, value]), or null without a profile. */
  profile: [string, string][] | null
  applications: { id: string; role: string | null; appliedAt: string; stage: string; moves: { at: string; stage: string }[] }[]
  resumes: { fileName: string; receivedAt: string | null }[]
  consents: { purpose: string; granted: boolean; at: string }[]
  shares: { client: string; at: string }[]
  mails: { at: string; subject: string }[]
  /** Rows of the other kinds, counted: "2 job alerts", "1 newsletter subscription"… */
  other: string[]
}

const MONTHS_OF_MAILS = 12
/** A profile value in words: a list joined, a number or text as it is, nothing else. */
const wordsOf = (value: unknown): string =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'string' || typeof value === 'number' ? String(value) : ''
const LINK_FIELDS: string[] = ['linkedin', 'github', 'portfolio']
/** A stage in the candidate's words, in the page's language (a value the pipeline no longer knows: as stored). */
const stageWord = (value: unknown, locale: Locale) => (isStage(value) ? candidateStageIn(locale, value) : String(value))
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
const purposeLabel = (value: unknown) => CONSENT_PURPOSES.find((purpose) => purpose.value === value)?.label ?? String(value)

/** `locale`: the page's language, for the stages' words (the other records are read in the page's component). */
export async function yourDataSummary(person: Person, locale: Locale = 'en', now = new Date()): Promise<DataSummary> {
  const payload = await getPayloadClient()
  const since = new Date(now)
  since.setMonth(since.getMonth() - MONTHS_OF_MAILS)
  const data = await collectPersonData(payload, person, { mailsSince: since })
  const candidate = data.candidates[0] as (Record<string, unknown> & { links?: Record<string, unknown> | null }) | undefined
  const profile = candidate
    ? (Object.keys(PROFILE_LABELS) as (keyof CandidateProfile)[])
        .map((field): [string, string] => {
          const value = LINK_FIELDS.includes(field) ? candidate.links?.[field] : candidate[field]
          return [PROFILE_LABELS[field], wordsOf(value)]
        })
        .filter(([, value]) => value !== '')
    : null
  const roleIds = [...new Set(data.applications.map((application) => Number(application.opening)).filter(Boolean))]
  const roles = roleIds.length
    ? (
        await payload.find({
          collection: 'openings',
          where: { id: { in: roleIds } },
          limit: roleIds.length,
          depth: 0,
          overrideAccess: true,
          select: { title: true },
        })
      ).docs
    : []
  const other = [
    data.jobAlerts.length ? count(data.jobAlerts.length, 'job alert', 'job alerts') : '',
    data.subscriptions.length ? count(data.subscriptions.length, 'newsletter subscription', 'newsletter subscriptions') : '',
    data.contactMessages.length ? count(data.contactMessages.length, 'contact message', 'contact messages') : '',
    data.teamUpRequests.length ? count(data.teamUpRequests.length, 'team-up request', 'team-up requests') : '',
    data.supportRequests.length ? count(data.supportRequests.length, 'chat support request', 'chat support requests') : '',
    data.interviews.length ? count(data.interviews.length, 'interview', 'interviews') : '',
    data.privacyRequests.length ? count(data.privacyRequests.length, 'privacy request', 'privacy requests') : '',
    data.answersByEmail.length ? count(data.answersByEmail.length, 'e-mail you sent us', 'e-mails you sent us') : '',
  ].filter(Boolean)
  return {
    profile,
    applications: [...data.applications].reverse().map((application) => ({
      id: String(application.id),
      role: roles.find((role) => Number(role.id) === Number(application.opening))?.title ?? null,
      appliedAt: String(application.createdAt),
      stage: stageWord(application.stage, locale),
      moves: ((application.stageHistory as { at: string; to: string }[] | null) ?? []).map((move) => ({
        at: move.at,
        stage: stageWord(move.to, locale),
      })),
    })),
    resumes: data.resumes.map((resume) => ({
      fileName: typeof resume.fileName === 'string' && resume.fileName ? resume.fileName : 'resume',
      receivedAt: (resume.receivedAt as string | null) ?? (resume.createdAt as string | null) ?? null,
    })),
    consents: [...data.consents]
      .reverse()
      .map((entry) => ({ purpose: purposeLabel(entry.purpose), granted: Boolean(entry.granted), at: String(entry.at) })),
    shares: data.shares.map((share) => ({ client: share.clientName ?? 'A client company', at: String(share.at) })),
    mails: data.mailsSent.map((mail) => ({
      at: mail.at,
      subject: mail.subject ?? (mail.kind === 'reply' ? 'A reply from our team' : 'An e-mail from us'),
    })),
    other,
  }
}
