// A member's consents on /account and through /api/users/me/consents (docs/decisions/privacy.md, "Consents"): the
// append-only `consents` log read for the member's address, and one entry appended per grant or withdrawal. A
// withdrawal also stops what the purpose feeds (the newsletter; job alerts pause through their send-time check) in the
// same transaction and queues a receipt e-mail (in the member's e-mail language); the member is answered at once, the
// mail goes out from the queue.
import type { Payload, PayloadRequest, Where } from 'payload'

import type { MemberUser } from '@/features/accounts/session'
import { CONSENT_PURPOSES } from '@/features/clientArea/consentOptions'
import { companyNameForMail } from '@/features/content/queries'
import { appendConsent } from '@/features/leads/consentLog'
import { localizedPath } from '@/i18n/locales'
import { memberLocale, purposeNameIn } from '@/i18n/mailText'
import { env } from '@/lib/env'
import { queueMail } from '@/lib/mailQueue'
import { getPayloadClient } from '@/lib/payload'
import { runInTransaction } from '@/lib/payloadTransaction'
import { absoluteUrl, routes } from '@/lib/routes'
import type { Consent } from '@/payload-types'

import { withdrawalReceipt } from './mails'
import type { ConsentPurpose } from './schemas'

type Member = Pick<MemberUser, 'id' | 'email'> & { language?: string | null }

/** One entry as the member reads it. */
type ConsentView = {
  purpose: ConsentPurpose
  granted: boolean
  noticeVersion: string | null
  language: string
  channel: Consent['channel']
  at: string
  client: string | null
}

/** Each purpose with its live state (the latest entry decides; null: never asked). */
export type ConsentState = { purpose: ConsentPurpose; label: string; granted: boolean | null; at: string | null }

/** At most this many entries are shown (a member with more sees the newest). */
const MAX_ENTRIES = 200

const memberEntries = (member: Member): Where => ({
  or: [{ member: { equals: member.id } }, { email: { equals: member.email.toLowerCase() } }],
})

/** The member's entries, newest first: those recorded for their account and those given with their address. */
export async function memberConsents(member: Member): Promise<ConsentView[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'consents',
    where: memberEntries(member),
    sort: ['-at', '-id'],
    limit: MAX_ENTRIES,
    depth: 1,
    overrideAccess: true,
    select: { purpose: true, granted: true, noticeVersion: true, language: true, channel: true, at: true, client: true },
  })
  return docs.map((entry) => ({
    purpose: entry.purpose,
    granted: Boolean(entry.granted),
    noticeVersion: entry.noticeVersion ?? null,
    language: entry.language ?? 'en',
    channel: entry.channel,
    at: entry.at,
    client: entry.client && typeof entry.client === 'object' ? entry.client.name : null,
  }))
}

/** Each purpose with the state its latest entry gives (entries newest first). */
export function consentStates(entries: ConsentView[]): ConsentState[] {
  return CONSENT_PURPOSES.map(({ value, label }) => {
    const latest = entries.find((entry) => entry.purpose === value)
    return { purpose: value, label, granted: latest ? latest.granted : null, at: latest?.at ?? null }
  })
}

/** The candidate profile kept under the member's address, so that a sharing withdrawal reaches the share checks. */
async function candidateOf(payload: Payload, email: string, req: PayloadRequest): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'candidates',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { email: true },
    req,
  })
  return docs[0] ? Number(docs[0].id) : null
}

/**
 * What a withdrawal stops besides the log: the newsletter subscription. Job alerts are not turned off: their sending
 * reads the log (features/jobAlerts/send.ts), so they pause while the withdrawal is the latest entry and start again,
 * with their saved searches, when the consent is given again (docs/decisions/privacy.md, "Send-time checks").
 */
async function stopWhatThePurposeFeeds(payload: Payload, purpose: ConsentPurpose, email: string, req: PayloadRequest) {
  const now = new Date().toISOString()
  if (purpose === 'newsletter')
    await payload.update({
      collection: 'subscribers',
      where: { and: [{ email: { equals: email } }, { subscription: { not_equals: 'unsubscribed' } }] },
      data: { subscription: 'unsubscribed', unsubscribedAt: now },
      overrideAccess: true,
      depth: 0,
      req,
    })
}

const purposeLabel = (purpose: ConsentPurpose) => CONSENT_PURPOSES.find(({ value }) => value === purpose)?.label ?? purpose

/**
 * Appends the member's grant or withdrawal (channel: website form). A withdrawal stops what the purpose feeds and
 * queues the receipt in the same transaction, in the member's e-mail language (`language`; English without one) with
 * the link to the account page of that language. Answers the purposes' states after the change.
 */
export async function changeMemberConsent(
  member: Member,
  { purpose, granted }: { purpose: ConsentPurpose; granted: boolean },
  ip: string | null,
): Promise<ConsentState[]> {
  const payload = await getPayloadClient()
  const email = member.email.toLowerCase()
  const company = granted ? '' : await companyNameForMail()
  await runInTransaction(payload, async (req) => {
    const candidate = purpose === 'client-sharing' ? await candidateOf(payload, email, req) : null
    await appendConsent(
      payload,
      {
        email,
        member: Number(member.id),
        candidate,
        purpose,
        granted,
        channel: 'form',
        note: granted ? 'Given on the account page' : 'Withdrawn on the account page',
        ip,
      },
      req,
    )
    if (granted) return
    await stopWhatThePurposeFeeds(payload, purpose, email, req)
    const locale = memberLocale(member.language)
    const accountUrl = absoluteUrl(localizedPath(locale, routes.account), env().SITE_URL)
    const name = locale === 'en' ? purposeLabel(purpose) : purposeNameIn(locale, purpose)
    await queueMail(req, { to: email, content: withdrawalReceipt(company, name, new Date(), accountUrl, locale) })
  })
  return consentStates(await memberConsents(member))
}
