// The privacy notice's versions as the pages read them (docs/decisions/privacy.md, "Privacy notices"): cached and
// tagged like the other content, expired when staff save a notice. Apart from notices.ts, which the consent log
// imports: this module reads the Payload client.
import { cachedQuery } from '@/features/content/cachedQuery'
import { contentTags } from '@/features/content/tags'
import { getPayloadClient } from '@/lib/payload'
import type { PrivacyNotice as PrivacyNoticeDoc } from '@/payload-types'

import { firstPrivacyNotice, type PrivacyNotice } from './notices'

/** The most versions the page lists. */
const VERSIONS_LISTED = 50

const toNotice = (doc: PrivacyNoticeDoc): PrivacyNotice => ({
  version: doc.version,
  publishedAt: doc.publishedAt,
  changes: doc.changes,
  texts: { en: doc.textEn, mr: doc.textMr, hi: doc.textHi },
})

/** Every published version, newest first: the first is in force. Never empty. */
export const listPrivacyNotices = cachedQuery(
  'privacy-notices',
  [contentTags.privacyNotices],
  async (): Promise<PrivacyNotice[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'privacy-notices',
      sort: '-publishedAt',
      limit: VERSIONS_LISTED,
      depth: 0,
      overrideAccess: false,
    })
    return docs.length ? docs.map(toNotice) : [firstPrivacyNotice]
  },
  [firstPrivacyNotice],
)
