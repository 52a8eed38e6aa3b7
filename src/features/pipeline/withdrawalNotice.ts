// A candidate's withdrawal tells the application's assignee at once (docs/decisions/openings.md, "Withdrawing"): a short
// mail through the mail queue, committed with the move. Nobody assigned: nobody to tell; the move is still on the
// application's timeline and in the inbox.
import type { PayloadRequest } from 'payload'

import { companyNameVia } from '@/features/content/siteDefaults'
import { withdrawalNotice } from '@/features/leads/mail'
import { aboutLead } from '@/features/leads/mailOutcome'
import { env } from '@/lib/env'
import { queueMail } from '@/lib/mailQueue'
import { absoluteUrl, adminDocumentHref } from '@/lib/routes'
import type { TalentApplication } from '@/payload-types'

import { stageLabel, type Stage } from './stages'

const idOf = (value: number | { id: number } | null | undefined): number | null => (typeof value === 'number' ? value : (value?.id ?? null))

export async function tellAssigneeOfWithdrawal(
  req: PayloadRequest,
  application: Pick<TalentApplication, 'id' | 'assignee' | 'opening' | 'firstName' | 'lastName'>,
  from: Stage,
) {
  const assigneeId = idOf(application.assignee)
  if (assigneeId === null) return
  const assignee = await req.payload.findByID({
    collection: 'users',
    id: assigneeId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { email: true },
    req,
  })
  if (!assignee?.email) return
  const openingId = idOf(application.opening)
  const opening = openingId
    ? await req.payload.findByID({
        collection: 'openings',
        id: openingId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        select: { title: true },
        req,
      })
    : null
  const content = withdrawalNotice({
    candidate: [application.firstName, application.lastName].filter(Boolean).join(' ').trim() || 'A candidate',
    roleTitle: opening?.title ?? null,
    stage: stageLabel[from],
    leadUrl: absoluteUrl(adminDocumentHref('talent-applications', application.id), env().SITE_URL),
    companyName: await companyNameVia(req.payload, req),
  })
  await queueMail(req, { to: assignee.email, content, about: aboutLead('talent-applications', application.id, 'assignee') })
}
