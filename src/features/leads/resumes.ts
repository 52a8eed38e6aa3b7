// Resume files: checked by size and by content (magic bytes), stored under a random name in a private folder.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { fileTypeFromBuffer } from 'file-type'

import { env } from '@/lib/env'
import { RESUME_MAX_BYTES } from '@/lib/constants'

export type ResumeKind = { ext: 'pdf' | 'doc' | 'docx'; mime: string }

const KINDS: Record<string, ResumeKind> = {
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  // Word 97-2003 files are Compound File Binary containers.
  cfb: { ext: 'doc', mime: 'application/msword' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
}

/** Multipart overhead allowed on top of the file itself before the body is even parsed. */
export const MULTIPART_SLACK_BYTES = 256 * 1024

export const isResumeTooLarge = (bytes: number) => bytes > RESUME_MAX_BYTES

/** The resume's real type from its first bytes, or null for anything but PDF, DOC or DOCX. */
export async function detectResumeKind(bytes: Uint8Array): Promise<ResumeKind | null> {
  const detected = await fileTypeFromBuffer(bytes)
  return (detected && KINDS[detected.ext]) ?? null
}

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|docx?)$/

export const resumeDir = () => path.resolve(process.cwd(), env().PRIVATE_UPLOAD_DIR, 'resumes')

/** Absolute path of a stored resume, or null for a name this module did not make (no path tricks). */
export function resumePath(storedName: string): string | null {
  return STORED_NAME.test(storedName) ? path.join(resumeDir(), storedName) : null
}

export async function storeResume(bytes: Uint8Array, kind: ResumeKind): Promise<string> {
  const name = `${randomUUID()}.${kind.ext}`
  await fs.mkdir(resumeDir(), { recursive: true, mode: 0o700 })
  await fs.writeFile(path.join(resumeDir(), name), bytes, { mode: 0o600, flag: 'wx' })
  return name
}

export async function removeResume(storedName: string) {
  const file = resumePath(storedName)
  if (file) await fs.rm(file, { force: true })
}

/** A file name safe for a Content-Disposition header (ASCII fallback plus the RFC 5987 UTF-8 form). */
export function attachmentHeader(originalName: string, ext: string): string {
  const base = originalName.replace(/[\r\n"\\/]/g, '').trim() || `resume.${ext}`
  const ascii = base.replace(/[^\x20-\x7e]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(base)}`
}

export function mimeOfStoredName(storedName: string): string {
  const ext = storedName.split('.').pop()
  return Object.values(KINDS).find((kind) => kind.ext === ext)?.mime ?? 'application/octet-stream'
}
