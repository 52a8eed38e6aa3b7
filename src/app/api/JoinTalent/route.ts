import { captureTalentApplication } from '@/features/leads/capture'
import { guardLeadPost, leadMeta } from '@/features/leads/guard'
import { currentMember } from '@/features/leads/member'
import { detectResumeKind, MULTIPART_SLACK_BYTES, removeResume, storeResume } from '@/features/leads/resumes'
import { talentSchema } from '@/features/leads/schemas'
import { readTalentForm } from '@/features/leads/talentForm'
import { apiRoute } from '@/lib/apiRoute'
import { RESUME_MAX_BYTES, TALENT_APPLICATIONS_PER_MEMBER_PER_DAY } from '@/lib/constants'
import { jsonError, tooManyRequests, validationError } from '@/lib/http'
import { messages } from '@/lib/messages'
import { createLimiter } from '@/lib/rateLimit'

const tooLarge = () =>
  jsonError(413, 'file_too_large', `The resume is too large. Please send a file of at most ${RESUME_MAX_BYTES / 1_000_000} MB.`)

/** Applications per member per day, counted when an application is valid and about to be stored. */
const perMember = createLimiter({ keyPrefix: 'talent-member-day', points: TALENT_APPLICATIONS_PER_MEMBER_PER_DAY, duration: 24 * 60 * 60 })

/** POST /api/JoinTalent, multipart {firstName, lastName, email, phone, location, anythingElse, consent, file} → 201; members only. */
async function handlePost(request: Request) {
  const refused = await guardLeadPost(request, 'talent')
  if (refused) return refused
  const member = await currentMember(request)
  if (!member) return jsonError(401, 'unauthorized', 'Please log in to apply as talent.')
  // Refuse an oversized upload from its declared length, before reading it.
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > RESUME_MAX_BYTES + MULTIPART_SLACK_BYTES) return tooLarge()
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    return jsonError(400, 'invalid_body', 'Please send the application as a form with the resume attached.')
  }
  const read = await readTalentForm(request)
  if (!read.ok) return jsonError(read.refusal.status, read.refusal.error, read.refusal.msg)
  const { fields, file } = read.form
  const parsed = talentSchema.safeParse(fields)
  if (!parsed.success) return validationError(parsed.error)
  if (!file) {
    const msg = 'Please attach your resume (PDF, DOC or DOCX).'
    return jsonError(400, 'validation_error', msg, { fields: { file: msg } })
  }
  const kind = await detectResumeKind(file.bytes)
  if (!kind) return jsonError(415, 'unsupported_file_type', 'Please send your resume as a PDF, DOC or DOCX file.')
  const allowance = await perMember.consume(String(member.id))
  if (!allowance.ok) {
    return tooManyRequests(
      allowance.retryAfterSeconds,
      `You have sent ${TALENT_APPLICATIONS_PER_MEMBER_PER_DAY} applications today. Please wait a day before sending another one.`,
    )
  }
  const storedName = await storeResume(file.bytes, kind)
  try {
    const { id } = await captureTalentApplication(
      parsed.data,
      { storedName, originalName: file.name || `resume.${kind.ext}`, mime: kind.mime, size: file.bytes.byteLength },
      member,
      leadMeta(fields),
    )
    return Response.json({ id, msg: messages.talentSuccess }, { status: 201 })
  } catch (error) {
    await removeResume(storedName)
    throw error
  }
}

export const POST = apiRoute(handlePost)
