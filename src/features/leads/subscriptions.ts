// The newsletter with double opt-in (docs/security.md). A sign-up stores the address as "pending" and
// mails a confirmation link; only the owner's click subscribes it. The form's answer never depends on the address
// (new, pending, subscribed, unsubscribed or bot), so it tells nobody whether an address is on the list.
// The confirmation and welcome mails, and the pages their links open, are in the language of the page the address was
// entered on, recorded with the sign-up's consent entry (docs/decisions/languages.md "The newsletter").
import { companyNameForMail } from '@/features/content/queries'
import { memberLocale } from '@/i18n/mailText'
import { localizedPath, type Locale } from '@/i18n/locales'
import { noticeVersionInForce } from '@/features/privacy/notices'
import { SUBSCRIPTION_CONFIRM_RESEND_SECONDS } from '@/lib/constants'
import { env } from '@/lib/env'
import { messages } from '@/lib/messages'
import { getPayloadClient } from '@/lib/payload'
import { refuse, succeed, type Result } from '@/lib/result'
import { absoluteUrl, subscribeConfirmHref, unsubscribeHref } from '@/lib/routes'
import type { Subscriber } from '@/payload-types'
import type { PayloadRequest } from 'payload'

import { queueMail } from '@/lib/mailQueue'
import { runInTransaction } from '@/lib/payloadTransaction'

import { mayMailVisitorAddress } from './acknowledgementCap'
import { newLeadFields, type LeadMeta } from './lead'
import { appendConsent } from './consentLog'
import { aboutLead } from './mailOutcome'
import { planLeadMails, queueLeadMails } from './notify'
import { confirmationToken, verifyConfirmationToken } from './confirmation'
import { subscriptionConfirmation, subscriptionWelcome } from './mail'
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe'

async function findSubscriber(email: string): Promise<Subscriber | undefined> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: email } },
    limit: 1,
    overrideAccess: true,
    depth: 0,
  })
  return docs[0]
}

/**
 * The language of an address's subscription: the one recorded with its latest sign-up (the consent log's entry, which
 * staff see with it), English for a sign-up from before languages or a staff-made entry.
 */
async function subscriptionLocale(email: string): Promise<Locale> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'consents',
    where: { and: [{ email: { equals: email } }, { purpose: { equals: 'newsletter' } }, { granted: { equals: true } }] },
    sort: '-at',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { language: true },
  })
  return memberLocale(docs[0]?.language)
}

/**
 * A confirmation mail is outstanding when it went out within SUBSCRIPTION_CONFIRM_RESEND_SECONDS and after the
 * address last unsubscribed: then the form mails nothing (at most one confirmation an hour per address).
 */
function confirmationOutstanding(subscriber: Subscriber, now: Date): boolean {
  if (!subscriber.confirmationSentAt) return false
  const sentAt = new Date(subscriber.confirmationSentAt).getTime()
  const unsubscribedAt = subscriber.unsubscribedAt ? new Date(subscriber.unsubscribedAt).getTime() : 0
  return sentAt > unsubscribedAt && now.getTime() - sentAt < SUBSCRIPTION_CONFIRM_RESEND_SECONDS * 1000
}

/**
 * Records a sign-up and mails a confirmation link when one is due. Returns nothing on purpose: the caller answers
 * the same whatever happened here. A bot (honeypot filled) only ever creates a pending row marked as spam.
 */
export async function requestSubscription(email: string, meta: LeadMeta, locale: Locale = 'en'): Promise<void> {
  const payload = await getPayloadClient()
  const now = new Date()
  const existing = await findSubscriber(email)
  if (meta.spam) {
    if (!existing)
      await createPending(email, meta, null, await noticeVersionInForce(payload)).catch(async (error: unknown) => {
        // A simultaneous sign-up of the same address stored it first: nothing left to do.
        if ((await findSubscriber(email)) === undefined) throw error
      })
    return
  }
  if (existing?.subscription === 'subscribed' || (existing && confirmationOutstanding(existing, now))) return
  if (!(await mayMailVisitorAddress(email))) return
  const consent = { consentAt: now.toISOString(), consentVersion: await noticeVersionInForce(payload) }
  const company = await companyNameForMail()
  const { SITE_URL, PAYLOAD_SECRET } = env()
  const confirmUrl = absoluteUrl(localizedPath(locale, subscribeConfirmHref(confirmationToken(email, PAYLOAD_SECRET, now))), SITE_URL)
  const content = subscriptionConfirmation({ companyName: company, confirmUrl, locale })
  try {
    await runInTransaction(payload, async (req) => {
      let id: number
      if (existing) {
        // Pending or unsubscribed: the state stays as it is until the owner clicks the new link.
        await payload.update({
          collection: 'subscribers',
          id: existing.id,
          data: { ...consent, ...meta.tracking, spam: false, confirmationSentAt: now.toISOString() },
          overrideAccess: true,
          depth: 0,
          req,
        })
        id = existing.id
      } else {
        id = await createPending(email, meta, now, consent.consentVersion, req)
      }
      // The newsletter's consent in the log too (docs/decisions/privacy.md, "Send-time checks"), as job alerts do.
      await appendConsent(
        payload,
        {
          email,
          purpose: 'newsletter',
          granted: true,
          noticeVersion: consent.consentVersion,
          language: locale,
          channel: 'form',
          note: 'Newsletter sign-up',
        },
        req,
      )
      await queueMail(req, { to: email, content, about: aboutLead('subscribers', id, 'visitor') })
    })
  } catch (error) {
    // The unique index lets one of two simultaneous sign-ups in; the other one has nothing left to do.
    if (!existing && (await findSubscriber(email)) !== undefined) return
    throw error
  }
}

/** A new pending row (the unique index on the address refuses a second one). */
async function createPending(
  email: string,
  meta: LeadMeta,
  confirmationSentAt: Date | null,
  consentVersion: string,
  req?: PayloadRequest,
): Promise<number> {
  const payload = await getPayloadClient()
  const doc = await payload.create({
    collection: 'subscribers',
    data: {
      email,
      subscription: 'pending',
      consentAt: new Date().toISOString(),
      consentVersion,
      confirmationSentAt: confirmationSentAt?.toISOString(),
      ...newLeadFields(meta),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return doc.id
}

export type ConfirmationResult = 'confirmed' | 'expired' | 'invalid'

/**
 * The confirmation link's button. Subscribes the address, then mails the welcome (with its unsubscribe link) and
 * notifies staff. A link issued before the address last unsubscribed counts as expired; confirming twice is fine.
 */
export async function confirmSubscription(token: string): Promise<ConfirmationResult> {
  const checked = verifyConfirmationToken(token, env().PAYLOAD_SECRET)
  if (!checked.ok) return checked.reason
  const subscriber = await findSubscriber(checked.email)
  if (!subscriber) return 'invalid'
  if (subscriber.subscription === 'subscribed') return 'confirmed'
  if (subscriber.unsubscribedAt && new Date(subscriber.unsubscribedAt) >= checked.issuedAt) return 'expired'
  const payload = await getPayloadClient()
  const plan = await planLeadMails()
  const { SITE_URL, PAYLOAD_SECRET } = env()
  const locale = await subscriptionLocale(checked.email)
  const unsubscribeUrl = absoluteUrl(localizedPath(locale, unsubscribeHref(unsubscribeToken(checked.email, PAYLOAD_SECRET))), SITE_URL)
  const meta: LeadMeta = {
    spam: false,
    tracking: {
      sourcePage: subscriber.sourcePage ?? undefined,
      utm_source: subscriber.utm_source ?? undefined,
      utm_medium: subscriber.utm_medium ?? undefined,
      utm_campaign: subscriber.utm_campaign ?? undefined,
    },
  }
  const welcome = { to: checked.email, content: subscriptionWelcome({ companyName: plan.company, unsubscribeUrl, locale }) }
  await runInTransaction(payload, async (req) => {
    await payload.update({
      collection: 'subscribers',
      id: subscriber.id,
      data: { subscription: 'subscribed', confirmedAt: new Date().toISOString(), unsubscribedAt: null, notifyState: 'pending' },
      overrideAccess: true,
      depth: 0,
      req,
    })
    const lead = { kind: 'subscriber' as const, collection: 'subscribers' as const, id: subscriber.id, title: checked.email, meta }
    await queueLeadMails(req, { ...lead, rows: [['E-mail', checked.email]] }, plan, [welcome])
  })
  return 'confirmed'
}

/** The newsletter's unsubscribe link: the signed token names the address. */
export async function unsubscribeWithToken(token: string): Promise<Result> {
  const email = verifyUnsubscribeToken(token, env().PAYLOAD_SECRET)
  if (!email) return refuse({ status: 400, error: 'invalid_token', msg: messages.unsubscribeInvalid })
  await unsubscribeAddress(email)
  return succeed(undefined)
}

/** Marks an address unsubscribed (pending or subscribed alike); false when it is unknown. Idempotent. */
async function unsubscribeAddress(email: string): Promise<boolean> {
  const existing = await findSubscriber(email)
  if (!existing) return false
  if (existing.subscription !== 'unsubscribed') {
    const payload = await getPayloadClient()
    await runInTransaction(payload, async (req) => {
      await payload.update({
        collection: 'subscribers',
        id: existing.id,
        data: { subscription: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
        overrideAccess: true,
        depth: 0,
        req,
      })
      await appendConsent(
        payload,
        { email, purpose: 'newsletter', granted: false, channel: 'email-link', note: 'Unsubscribed from the newsletter' },
        req,
      )
    })
  }
  return true
}
