// Resume files: checked by size and by content (magic bytes), stored under a random name in the private
// `resumes` folder (lib/privateFiles.ts: on disk, or private objects in the S3 bucket when S3 is on, so every instance
// can serve them). Only the staff-only route reads them.
import { randomUUID } from 'node:crypto'

import { fileTypeFromBuffer } from 'file-type'

import { privateFolder } from '@/lib/privateFiles'

import { isWordDocument } from './wordDocument'

export type ResumeKind = { ext: 'pdf' | 'doc' | 'docx'; mime: string }

const KINDS: Record<string, ResumeKind> = {
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  // Word 97-2003 files are Compound File Binary containers.
  cfb: { ext: 'doc', mime: 'application/msword' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
}

/** Multipart overhead allowed on top of the file itself before the body is even parsed. */
export const MULTIPART_SLACK_BYTES = 256 * 1024

/** The resume's real type from its content, or null for anything but PDF, DOC or DOCX. */
export async function detectResumeKind(bytes: Uint8Array): Promise<ResumeKind | null> {
  const detected = await fileTypeFromBuffer(bytes)
  const kind = (detected && KINDS[detected.ext]) ?? null
  // Any CFB file (or a CFB header followed by junk) has the same first bytes: a .doc must hold a WordDocument stream.
  if (kind?.ext === 'doc' && !isWordDocument(bytes)) return null
  return kind
}

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|docx?)$/

/** Only names this module made are ever looked up (no path or key tricks). */
const isStoredName = (storedName: string) => STORED_NAME.test(storedName)

const resumes = () => privateFolder('resumes')

export async function storeResume(bytes: Uint8Array, kind: ResumeKind): Promise<string> {
  const name = `${randomUUID()}.${kind.ext}`
  await resumes().save(name, bytes, kind.mime)
  return name
}

/** A stored resume's bytes, or null for an unknown name or a missing file. */
export async function readResume(storedName: string): Promise<Uint8Array | null> {
  return isStoredName(storedName) ? resumes().read(storedName) : null
}

export async function removeResume(storedName: string) {
  if (isStoredName(storedName)) await resumes().remove(storedName)
}

/**
 * The name staff download a resume under: the applicant's name and the type found in the content
 * (`Meera-Joshi-resume.pdf`), never the name the file was sent with (which could end in `.hta` or `.exe`).
 */
export function resumeDownloadName(applicant: { firstName?: string | null; lastName?: string | null }, ext: ResumeKind['ext']): string {
  const words = `${applicant.firstName ?? ''} ${applicant.lastName ?? ''}`
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  return `${[...words, 'resume'].join('-').slice(0, 120)}.${ext}`
}

/** A Content-Disposition header for a download name (ASCII fallback plus the RFC 5987 UTF-8 form). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/** The detected type of a stored resume, from the extension this module gave its stored name. */
export function kindOfStoredName(storedName: string): ResumeKind | null {
  const ext = STORED_NAME.exec(storedName)?.[1]
  return Object.values(KINDS).find((kind) => kind.ext === ext) ?? null
}
