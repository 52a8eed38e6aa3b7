// The team-up request (spec section 7): the service must belong to the chosen pillar; stored, with staff's and the
// business's mails queued in the same transaction.
import { listTeamUpCategories } from '@/features/content/queries'
import { ENGAGEMENT_MODELS } from '@/lib/constants'
import { messages } from '@/lib/messages'
import { getPayloadClient } from '@/lib/payload'
import { fieldRefusal, refuse, succeed, type Result } from '@/lib/result'
import { withTransaction } from '@/lib/transaction'

import { newLeadFields, type LeadMeta } from './lead'
import type { MailRow } from './mail'
import { planLeadMails, queueLeadMails } from './notify'
import type { TeamUpInput } from './schemas'

const engagementModelName = (key: string | undefined) => ENGAGEMENT_MODELS.find((model) => model.key === key)?.name ?? 'Not sure yet'

export async function requestTeamUp(input: TeamUpInput, meta: LeadMeta): Promise<Result<{ id: string }>> {
  const main = (await listTeamUpCategories()).find((category) => category._id === input.mainCategory)
  if (!main) return refuse(fieldRefusal('mainCategory', messages.teamUpMainCategoryMissing))
  const sub = main.subCategories.find((service) => service._id === input.subCategory)
  if (!sub) return refuse(fieldRefusal('subCategory', messages.teamUpSubCategoryMismatch))
  const payload = await getPayloadClient()
  const plan = meta.spam
    ? null
    : await planLeadMails({
        to: input.email,
        what: 'team-up request',
        nextStep: 'We will contact you shortly, usually within one working day.',
      })
  const doc = await withTransaction(async (req) => {
    const created = await payload.create({
      collection: 'team-up-requests',
      data: { ...input, mainCategory: Number(input.mainCategory), subCategory: Number(input.subCategory), ...newLeadFields(meta) },
      overrideAccess: true,
      depth: 0,
      req,
    })
    if (!plan) return created
    const rows: MailRow[] = [
      ['Company', input.companyName],
      ['Name', `${input.firstName} ${input.lastName}`],
      ['Phone', input.phone],
      ['E-mail', input.email],
      ['Main category', main.name],
      ['Sub category', sub.title],
      ['Engagement model', engagementModelName(input.engagementModel)],
      ['Staffing needs', input.description],
    ]
    const title = `${input.companyName} (${sub.title})`
    await queueLeadMails(req, { kind: 'teamUp', collection: 'team-up-requests', id: created.id, title, rows, meta }, plan)
    return created
  })
  return succeed({ id: String(doc.id) })
}
