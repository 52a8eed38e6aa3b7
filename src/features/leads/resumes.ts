// Resume files: checked by size and by content (magic bytes), stored under a random name in a private folder, or as
// private objects in the S3 bucket when S3 is on (so every instance can serve them). Only the staff-only route reads them.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { fileTypeFromBuffer } from 'file-type'

import { env, type S3Settings } from '@/lib/env'
import { s3ClientConfig, s3Key } from '@/lib/s3'

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

const resumeDir = () => path.resolve(process.cwd(), env().PRIVATE_UPLOAD_DIR, 'resumes')

/** Where resume bytes live: the private folder, or the S3 bucket when S3 is on. Names are checked before they get here. */
type ResumeStorage = {
  save(storedName: string, bytes: Uint8Array, mime: string): Promise<void>
  /** The bytes, or null when there is no such file. */
  read(storedName: string): Promise<Uint8Array | null>
  remove(storedName: string): Promise<void>
}

const folderStorage: ResumeStorage = {
  async save(storedName, bytes) {
    await fs.mkdir(resumeDir(), { recursive: true, mode: 0o700 })
    await fs.writeFile(path.join(resumeDir(), storedName), bytes, { mode: 0o600, flag: 'wx' })
  },
  read: (storedName) =>
    fs.readFile(path.join(resumeDir(), storedName)).then(
      (buffer) => new Uint8Array(buffer),
      () => null,
    ),
  remove: (storedName) => fs.rm(path.join(resumeDir(), storedName), { force: true }),
}

/** Private objects under `<S3_PREFIX>/private/resumes/`: no ACL is sent, so the bucket's private default applies. */
function bucketStorage(settings: S3Settings): ResumeStorage {
  const client = new S3Client(s3ClientConfig(settings))
  const target = (storedName: string) => ({ Bucket: settings.bucket, Key: s3Key(settings, 'private', 'resumes', storedName) })
  return {
    async save(storedName, bytes, mime) {
      await client.send(new PutObjectCommand({ ...target(storedName), Body: bytes, ContentType: mime }))
    },
    async read(storedName) {
      try {
        const object = await client.send(new GetObjectCommand(target(storedName)))
        return object.Body ? await object.Body.transformToByteArray() : null
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return null
        throw error
      }
    },
    async remove(storedName) {
      await client.send(new DeleteObjectCommand(target(storedName)))
    },
  }
}

let storage: ResumeStorage | undefined
function resumeStorage(): ResumeStorage {
  const s3 = env().s3
  return (storage ??= s3 ? bucketStorage(s3) : folderStorage)
}

export async function storeResume(bytes: Uint8Array, kind: ResumeKind): Promise<string> {
  const name = `${randomUUID()}.${kind.ext}`
  await resumeStorage().save(name, bytes, kind.mime)
  return name
}

/** A stored resume's bytes, or null for an unknown name or a missing file. */
export async function readResume(storedName: string): Promise<Uint8Array | null> {
  return isStoredName(storedName) ? resumeStorage().read(storedName) : null
}

export async function removeResume(storedName: string) {
  if (isStoredName(storedName)) await resumeStorage().remove(storedName)
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
