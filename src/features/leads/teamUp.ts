// The team-up request (spec section 7): the service must belong to the chosen pillar; stored, with staff's and the
// business's mails queued in the same transaction.
import { listTeamUpCategories } from '@/features/content/queries'
import { ENGAGEMENT_MODELS } from '@/lib/constants'
import { messages } from '@/lib/messages'
import { fieldRefusal, refuse, succeed, type Result } from '@/lib/result'

import { newLeadFields, type LeadMeta } from './lead'
import { storeLead } from './notify'
import type { TeamUpInput } from './schemas'

const engagementModelName = (key: string | undefined) => ENGAGEMENT_MODELS.find((model) => model.key === key)?.name ?? 'Not sure yet'

export async function requestTeamUp(input: TeamUpInput, meta: LeadMeta): Promise<Result<{ id: string }>> {
  const main = (await listTeamUpCategories()).find((category) => category._id === input.mainCategory)
  if (!main) return refuse(fieldRefusal('mainCategory', messages.teamUpMainCategoryMissing))
  const sub = main.subCategories.find((service) => service._id === input.subCategory)
  if (!sub) return refuse(fieldRefusal('subCategory', messages.teamUpSubCategoryMismatch))
  const stored = await storeLead({
    collection: 'team-up-requests',
    kind: 'teamUp',
    data: { ...input, mainCategory: Number(input.mainCategory), subCategory: Number(input.subCategory), ...newLeadFields(meta) },
    meta,
    title: `${input.companyName} (${sub.title})`,
    rows: [
      ['Company', input.companyName],
      ['Name', `${input.firstName} ${input.lastName}`],
      ['Phone', input.phone],
      ['E-mail', input.email],
      ['Main category', main.name],
      ['Sub category', sub.title],
      ['Engagement model', engagementModelName(input.engagementModel)],
      ['Staffing needs', input.description],
    ],
    acknowledgement: {
      to: input.email,
      what: 'team-up request',
      nextStep: 'We will contact you shortly, usually within one working day.',
    },
  })
  return succeed(stored)
}
