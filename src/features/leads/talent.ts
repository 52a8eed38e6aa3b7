// A member's talent application (spec section 7): a real PDF, DOC or DOCX resume, at most a few a day; stored with
// the resume, with staff's and the member's mails queued in the same transaction.
import { memberLimitKey } from '@/features/accounts/members'
import { isOpenNow } from '@/features/openings/filter'
import { roleTitleIn } from '@/features/openings/roleTitles'
import { noticeVersionInForce } from '@/features/privacy/notices'
import { TALENT_APPLICATIONS_PER_MEMBER_PER_DAY } from '@/lib/constants'
import { env } from '@/lib/env'
import { messages } from '@/lib/messages'
import { mailText, memberLocale } from '@/i18n/mailText'
import { localizedPath } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import { createLimiter } from '@/lib/rateLimit'
import { fieldRefusal, refuse, succeed, tooManyRefusal, type Result } from '@/lib/result'
import { absoluteUrl, routes } from '@/lib/routes'

import { appendConsent } from './consentLog'
import { newLeadFields, type LeadMeta } from './lead'
import { storeLead } from './notify'
import { detectResumeKind, removeResume, storeResume } from './resumes'
import { type TalentInput } from './schemas'
import type { TalentForm } from './talentForm'

/** Applications per member per day, counted when an application is valid and about to be stored. */
const perMember = createLimiter({ keyPrefix: 'talent-member-day', points: TALENT_APPLICATIONS_PER_MEMBER_PER_DAY, duration: 24 * 60 * 60 })

type Member = { id: string | number; email: string; language?: string | null }
type StoredResume = { storedName: string; originalName: string; mime: string; size: number }

export async function applyAsTalent(
  input: TalentInput,
  file: TalentForm['file'],
  member: Member,
  meta: LeadMeta,
  /** The client address, recorded with the consent entries. */
  ip: string | null = null,
): Promise<Result<{ id: string }>> {
  if (!file) return refuse(fieldRefusal('file', messages.talentResumeMissing))
  const kind = await detectResumeKind(file.bytes)
  if (!kind) return refuse({ status: 415, error: 'unsupported_file_type', msg: messages.talentResumeType })
  const role = input.role ? await roleToApplyFor(input.role, member) : succeed(null)
  if (!role.ok) return role
  const allowance = await perMember.consume(memberLimitKey(member))
  if (!allowance.ok) return refuse(tooManyRefusal(allowance.retryAfterSeconds, messages.talentDailyLimit))
  const storedName = await storeResume(file.bytes, kind)
  const resume = { storedName, originalName: file.name || `resume.${kind.ext}`, mime: kind.mime, size: file.bytes.byteLength }
  try {
    return succeed(await captureTalentApplication(input, resume, member, { ...meta, ip }, role.value))
  } catch (error) {
    await removeResume(storedName)
    // Two applications for the same role sent at once: the unique (member, role) index keeps the first.
    if (role.value && (await hasApplied(member, role.value.id))) return refuse(alreadyApplied)
    throw error
  }
}

async function captureTalentApplication(
  input: TalentInput,
  resume: StoredResume,
  member: Member,
  meta: LeadMeta & { ip: string | null },
  role: RoleApplied | null,
): Promise<{ id: string }> {
  const { consent: _consent, role: _role, phoneContact, language, ...fields } = input
  const name = `${input.firstName} ${input.lastName}`
  const payload = await getPayloadClient()
  const noticeVersion = await noticeVersionInForce(payload)
  // The consent log (docs/decisions/privacy.md, "Purposes on the forms"): the required purpose, and the optional one
  // only when ticked; under the member's verified address, in the application's transaction.
  const consents = async (req: Parameters<typeof appendConsent>[2]) => {
    const entry = {
      email: member.email,
      member: Number(member.id),
      granted: true,
      noticeVersion,
      language,
      channel: 'form' as const,
      ip: meta.ip,
    }
    await appendConsent(
      payload,
      { ...entry, purpose: 'applications', note: role ? `Application for ${role.title}` : 'General application' },
      req,
    )
    if (phoneContact) await appendConsent(payload, { ...entry, purpose: 'phone-contact', note: 'Ticked on the application form' }, req)
  }
  return storeLead({
    withinTransaction: meta.spam ? undefined : consents,
    collection: 'talent-applications',
    kind: 'talent',
    data: {
      ...fields,
      source: 'applied',
      member: Number(member.id),
      opening: role ? Number(role.id) : null,
      stage: 'applied',
      resumeFile: resume.storedName,
      resumeName: resume.originalName.slice(0, 255),
      resumeType: resume.mime,
      resumeSize: resume.size,
      consentAt: new Date().toISOString(),
      consentVersion: noticeVersion,
      ...newLeadFields(meta),
    },
    meta,
    title: role ? `${name} for ${role.title}` : name,
    rows: [
      ['Role', role ? role.title : 'General application'],
      ['Name', name],
      ['E-mail', input.email],
      ['Member account', member.email],
      ['Phone', input.phone],
      ['Location', input.location],
      ['About', input.anythingElse],
      ['Resume', `${resume.originalName} (${Math.ceil(resume.size / 1024)} KB)`],
    ],
    // To the member's verified address, not the form's e-mail field (which anyone can fill in).
    // The role's title is staff's text, not the visitor's, so the acknowledgement may name it.
    acknowledgement: talentAcknowledgement(
      member,
      role && { ...role, title: await roleTitleIn(payload, role.id, memberLocale(member.language), role.title) },
    ),
  })
}

type RoleApplied = { id: number | string; title: string }

/**
 * The candidate's acknowledgement, in the member's language (docs/decisions/languages.md "E-mails"); `role`'s title is
 * already in that language (English where not translated). Staff's notification and the consent note keep English.
 */
function talentAcknowledgement(member: Member, role: RoleApplied | null) {
  const locale = memberLocale(member.language)
  if (locale === 'en')
    return {
      to: member.email,
      what: role ? `application for ${role.title}` : 'application',
      nextStep: `We verify applications within 24–48 hours and will e-mail you about next steps. You can follow it, and withdraw it, under My applications: ${absoluteUrl(`${routes.account}#my-applications`, env().SITE_URL)}`,
    }
  const url = absoluteUrl(`${localizedPath(locale, routes.account)}#my-applications`, env().SITE_URL)
  return {
    to: member.email,
    locale,
    what: role ? mailText(locale, 'talentWhatRole', { role: role.title }) : mailText(locale, 'talentWhat'),
    nextStep: mailText(locale, 'talentNextStep', { url }),
  }
}

const alreadyApplied = { status: 409, error: 'already_applied', msg: messages.roleAlreadyApplied } as const

async function hasApplied(member: Member, openingId: number | string): Promise<boolean> {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'talent-applications',
    where: { and: [{ member: { equals: Number(member.id) } }, { opening: { equals: Number(openingId) } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * The role named by `slug`, read fresh from the database (not the page cache): it must be open now (status open and
 * "open until" not passed), and the member must not have applied for it before (the earlier application is kept).
 */
async function roleToApplyFor(slug: string, member: Member): Promise<Result<RoleApplied>> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'openings',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    select: { title: true, status: true, validThrough: true },
  })
  const doc = docs[0]
  if (!doc) return refuse({ status: 404, error: 'role_not_found', msg: messages.roleUnknown })
  if (!isOpenNow({ status: doc.status === 'open' ? 'open' : 'closed', validThrough: doc.validThrough }, Date.now())) {
    return refuse({ status: 409, error: 'role_closed', msg: messages.roleClosedForApplications })
  }
  if (await hasApplied(member, doc.id)) return refuse(alreadyApplied)
  return succeed({ id: doc.id, title: doc.title ?? '' })
}
