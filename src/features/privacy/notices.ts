// The privacy notice in force and its earlier versions (docs/decisions/privacy.md, "Privacy notices"): collection
// `privacy-notices`, the newest published version in force. Before staff save any version (or while building), the
// first version (src/copy/privacyNotice.ts) is in force, so the site never shows an empty policy.
import type { Payload, PayloadRequest } from 'payload'

import { privacyPolicy } from '@/copy/legal'
import { firstNoticeTranslations } from '@/copy/privacyNotice'
import type { Locale } from '@/i18n/locales'

import { legalDocumentToNoticeText } from './noticeText'

export type PrivacyNotice = {
  version: string
  publishedAt: string
  changes: string
  texts: Record<Locale, string>
}

/**
 * The first version: the policy as it stood when notices became versioned in the CMS, under the version name the
 * forms already recorded; dated with the English text's effective date (src/copy/legal.ts), unchanged since.
 */
export const firstPrivacyNotice: PrivacyNotice = {
  version: 'privacy-2026-11',
  publishedAt: '2023-10-01T00:00:00.000Z',
  changes: 'First version.',
  texts: { en: legalDocumentToNoticeText(privacyPolicy), ...firstNoticeTranslations },
}

/**
 * The version in force, as a consent entry records it: read fresh (not cached), inside `req`'s transaction when given,
 * so an entry written just after staff saved a new version names that version.
 */
export async function noticeVersionInForce(payload: Payload, req?: PayloadRequest): Promise<string> {
  const { docs } = await payload.find({
    collection: 'privacy-notices',
    sort: '-publishedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { version: true },
    ...(req ? { req } : {}),
  })
  return docs[0]?.version ?? firstPrivacyNotice.version
}
