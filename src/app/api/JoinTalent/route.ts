import { captureTalentApplication } from '@/features/leads/capture'
import { guardLeadPost, leadMeta } from '@/features/leads/guard'
import { currentMember } from '@/features/leads/member'
import { detectResumeKind, isResumeTooLarge, MULTIPART_SLACK_BYTES, removeResume, storeResume } from '@/features/leads/resumes'
import { talentSchema } from '@/features/leads/schemas'
import { apiRoute } from '@/lib/apiRoute'
import { RESUME_MAX_BYTES } from '@/lib/constants'
import { jsonError, validationError } from '@/lib/http'
import { messages } from '@/lib/messages'

const tooLarge = () =>
  jsonError(413, 'file_too_large', `The resume is too large. Please send a file of at most ${RESUME_MAX_BYTES / 1_000_000} MB.`)

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
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return jsonError(400, 'invalid_body', 'The application could not be read. Please try again.')
  }
  const data: Record<string, unknown> = {}
  for (const [key, value] of form.entries()) if (typeof value === 'string' && !(key in data)) data[key] = value
  const parsed = talentSchema.safeParse(data)
  if (!parsed.success) return validationError(parsed.error)
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0) {
    const msg = 'Please attach your resume (PDF, DOC or DOCX).'
    return jsonError(400, 'validation_error', msg, { fields: { file: msg } })
  }
  if (isResumeTooLarge(file.size)) return tooLarge()
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (isResumeTooLarge(bytes.byteLength)) return tooLarge()
  const kind = await detectResumeKind(bytes)
  if (!kind) return jsonError(415, 'unsupported_file_type', 'Please send your resume as a PDF, DOC or DOCX file.')
  const storedName = await storeResume(bytes, kind)
  try {
    const { id } = await captureTalentApplication(
      parsed.data,
      { storedName, originalName: file.name || `resume.${kind.ext}`, mime: kind.mime, size: bytes.byteLength },
      member,
      leadMeta(data),
    )
    return Response.json({ id, msg: messages.talentSuccess }, { status: 201 })
  } catch (error) {
    await removeResume(storedName)
    throw error
  }
}

export const POST = apiRoute(handlePost)
