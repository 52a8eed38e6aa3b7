// The candidate's e-mail about a move (docs/decisions/openings.md). It goes to the member's verified address (not the form's e-mail
// field), in the member's language, and names only the role's title: no notes, no staff names, nothing anyone typed.
//
// It runs in the move's collection hook: it reads through the hook's own Payload (the content queries import the
// Payload config, which imports this file) and queues the mail with the hook's request, so the job is committed with
// the move (lib/mailQueue).
import type { PayloadRequest } from 'payload'

import { companyNameVia } from '@/features/content/siteDefaults'
import { candidateStageUpdate } from '@/features/leads/mail'
import { aboutLead } from '@/features/leads/mailOutcome'
import type { MailedStage } from './stageMail'
import { verifiedMemberContact } from '@/features/leads/memberAddress'
import { roleTitleIn } from '@/features/openings/roleTitles'
import { localizedPath } from '@/i18n/locales'
import { env } from '@/lib/env'
import { queueMail } from '@/lib/mailQueue'
import { absoluteUrl, routes } from '@/lib/routes'
import type { TalentApplication } from '@/payload-types'

const idOf = (value: number | { id: number } | null | undefined): number | null => (typeof value === 'number' ? value : (value?.id ?? null))

export async function notifyCandidateOfMove(
  req: PayloadRequest,
  application: Pick<TalentApplication, 'id' | 'member' | 'opening'>,
  stage: MailedStage,
) {
  const contact = await verifiedMemberContact(req, application.member)
  if (!contact) return
  const { email: to, locale } = contact
  const openingId = idOf(application.opening)
  const opening = openingId
    ? await req.payload.findByID({ collection: 'openings', id: openingId, depth: 0, overrideAccess: true, disableErrors: true, req })
    : null
  const content = candidateStageUpdate({
    stage,
    // The title in the member's language, English where staff have not translated it (docs/decisions/languages.md).
    roleTitle: opening ? (await roleTitleIn(req.payload, opening.id, locale, opening.title ?? '', req)) || null : null,
    companyName: await companyNameVia(req.payload, req),
    accountUrl: absoluteUrl(`${localizedPath(locale, routes.account)}#my-applications`, env().SITE_URL),
    locale,
  })
  await queueMail(req, { to, content, about: aboutLead('talent-applications', application.id, 'visitor') })
}
