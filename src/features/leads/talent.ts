// A member's talent application (spec section 7): a real PDF, DOC or DOCX resume, at most a few a day; stored with
// the resume, then staff and the member are told.
import { TALENT_APPLICATIONS_PER_MEMBER_PER_DAY } from '@/lib/constants'
import { messages } from '@/lib/messages'
import { getPayloadClient } from '@/lib/payload'
import { createLimiter } from '@/lib/rateLimit'
import { fieldRefusal, refuse, succeed, tooManyRefusal, type Result } from '@/lib/result'

import { newLeadFields, type LeadMeta } from './lead'
import type { MailRow } from './mail'
import { notifyLead } from './notify'
import { detectResumeKind, removeResume, storeResume } from './resumes'
import { CONSENT_VERSION, type TalentInput } from './schemas'
import type { TalentForm } from './talentForm'

/** Applications per member per day, counted when an application is valid and about to be stored. */
const perMember = createLimiter({ keyPrefix: 'talent-member-day', points: TALENT_APPLICATIONS_PER_MEMBER_PER_DAY, duration: 24 * 60 * 60 })

type Member = { id: string | number; email: string }
type StoredResume = { storedName: string; originalName: string; mime: string; size: number }

export async function applyAsTalent(
  input: TalentInput,
  file: TalentForm['file'],
  member: Member,
  meta: LeadMeta,
): Promise<Result<{ id: string }>> {
  if (!file) return refuse(fieldRefusal('file', messages.talentResumeMissing))
  const kind = await detectResumeKind(file.bytes)
  if (!kind) return refuse({ status: 415, error: 'unsupported_file_type', msg: messages.talentResumeType })
  const allowance = await perMember.consume(String(member.id))
  if (!allowance.ok) return refuse(tooManyRefusal(allowance.retryAfterSeconds, messages.talentDailyLimit))
  const storedName = await storeResume(file.bytes, kind)
  const resume = { storedName, originalName: file.name || `resume.${kind.ext}`, mime: kind.mime, size: file.bytes.byteLength }
  try {
    return succeed(await captureTalentApplication(input, resume, member, meta))
  } catch (error) {
    await removeResume(storedName)
    throw error
  }
}

async function captureTalentApplication(input: TalentInput, resume: StoredResume, member: Member, meta: LeadMeta): Promise<{ id: string }> {
  const payload = await getPayloadClient()
  const { consent: _consent, ...fields } = input
  const doc = await payload.create({
    collection: 'talent-applications',
    data: {
      ...fields,
      member: Number(member.id),
      resumeFile: resume.storedName,
      resumeName: resume.originalName.slice(0, 255),
      resumeType: resume.mime,
      resumeSize: resume.size,
      consentAt: new Date().toISOString(),
      consentVersion: CONSENT_VERSION,
      ...newLeadFields(meta),
    },
    overrideAccess: true,
    depth: 0,
  })
  if (!meta.spam) {
    const name = `${input.firstName} ${input.lastName}`
    const rows: MailRow[] = [
      ['Name', name],
      ['E-mail', input.email],
      ['Member account', member.email],
      ['Phone', input.phone],
      ['Location', input.location],
      ['About', input.anythingElse],
      ['Resume', `${resume.originalName} (${Math.ceil(resume.size / 1024)} KB)`],
    ]
    await notifyLead(
      { kind: 'talent', collection: 'talent-applications', id: doc.id, title: name, rows, meta },
      // To the member's verified address, not the form's e-mail field (which anyone can fill in).
      {
        to: member.email,
        what: 'application',
        nextStep: 'We verify applications within 24–48 hours and will e-mail you about next steps.',
      },
    )
  }
  return { id: String(doc.id) }
}
