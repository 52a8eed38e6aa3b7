// The privacy settings kept in Site settings (docs/decisions/privacy.md): the Grievance Officer shown on the
// privacy policy and the days within which requests other than grievances are due.
import { asVisitor, cachedQuery } from '@/features/content/cachedQuery'
import { contentTags } from '@/features/content/tags'
import { getPayloadClient } from '@/lib/payload'

import { DEFAULT_PRIVACY_REQUEST_DAYS } from './options'

type GrievanceOfficer = { name: string | null; email: string | null; phone: string | null }

const noOfficer: GrievanceOfficer = { name: null, email: null, phone: null }

/** The Grievance Officer as visitors may read it (cached with the other site settings). */
export const grievanceOfficer = cachedQuery(
  'grievance-officer',
  [contentTags.siteSettings],
  async (): Promise<GrievanceOfficer> => {
    const payload = await getPayloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', ...asVisitor, depth: 0 })
    const officer = settings.grievanceOfficer
    return { name: officer?.name || null, email: officer?.email || null, phone: officer?.phone || null }
  },
  noOfficer,
)

/** Days within which an access, correction, erasure, withdrawal or nomination request is due (read fresh). */
export async function privacyRequestDays(): Promise<number> {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  return settings.privacyRequestDays ?? DEFAULT_PRIVACY_REQUEST_DAYS
}
