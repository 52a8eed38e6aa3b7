// The files of a staff upload of resumes (docs/decisions/talent-pool.md, "Adding candidates from resumes"): several
// PDF, DOC or DOCX files, or ZIP files of them (fflate), checked before anything is stored: at most
// UPLOAD_MAX_FILES resumes, each at most RESUME_MAX_BYTES, each a PDF, DOC or DOCX by its content. A ZIP's folders
// and the files a Mac or Windows adds to one (__MACOSX/, .DS_Store, Thumbs.db) are passed over.
import { unzipSync } from 'fflate'

import { detectResumeKind, type ResumeKind } from '@/features/leads/resumes'
import { RESUME_MAX_BYTES } from '@/lib/constants'

export const UPLOAD_MAX_FILES = 200
/** The most a ZIP may unpack to, all entries together. */
const UNZIPPED_MAX_BYTES = 200 * 1000 * 1000

export type UploadedFile = { name: string; bytes: Uint8Array }
export type ResumeFile = UploadedFile & { kind: ResumeKind }
export type UploadRefusal = { status: 400 | 413 | 415; message: string }

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]
const isZip = (file: UploadedFile) => ZIP_MAGIC.every((byte, index) => file.bytes[index] === byte) && /\.zip$/i.test(file.name)
const SKIPPED_ENTRY = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$|desktop\.ini$|\._)/i
const megabytes = (bytes: number) => `${Math.round(bytes / 1_000_000)} MB`
const baseName = (name: string) => name.split(/[\\/]/).pop() || name

function unzip(file: UploadedFile): UploadedFile[] | UploadRefusal {
  let total = 0
  let count = 0
  let tooLarge: string | null = null
  let entries: Record<string, Uint8Array>
  try {
    entries = unzipSync(file.bytes, {
      // Sizes are checked from the ZIP's directory before anything is unpacked.
      filter: (entry) => {
        if (entry.name.endsWith('/') || SKIPPED_ENTRY.test(entry.name)) return false
        count += 1
        total += entry.originalSize
        if (entry.originalSize > RESUME_MAX_BYTES) tooLarge ??= entry.name
        return count <= UPLOAD_MAX_FILES && total <= UNZIPPED_MAX_BYTES && !tooLarge
      },
    })
  } catch {
    return { status: 400, message: `${file.name} could not be opened as a ZIP file.` }
  }
  if (tooLarge) return { status: 413, message: `${baseName(tooLarge)} in ${file.name} is larger than ${megabytes(RESUME_MAX_BYTES)}.` }
  if (count > UPLOAD_MAX_FILES)
    return { status: 400, message: `At most ${UPLOAD_MAX_FILES} resumes can be added at once; ${file.name} holds ${count}.` }
  if (total > UNZIPPED_MAX_BYTES) return { status: 413, message: `${file.name} unpacks to more than ${megabytes(UNZIPPED_MAX_BYTES)}.` }
  return Object.entries(entries).map(([name, bytes]) => ({ name: baseName(name), bytes }))
}

/** The resumes of an upload, in the order sent, or why the whole upload is refused (nothing stored). */
export async function resumeFilesOf(uploaded: UploadedFile[]): Promise<ResumeFile[] | UploadRefusal> {
  if (!uploaded.length) return { status: 400, message: 'Choose at least one resume (PDF, DOC or DOCX) or a ZIP of resumes.' }
  const files: UploadedFile[] = []
  for (const file of uploaded) {
    if (isZip(file)) {
      const inside = unzip(file)
      if (!Array.isArray(inside)) return inside
      files.push(...inside)
    } else files.push(file)
    if (files.length > UPLOAD_MAX_FILES)
      return { status: 400, message: `At most ${UPLOAD_MAX_FILES} resumes can be added at once; this upload has more.` }
  }
  if (!files.length) return { status: 400, message: 'The ZIP file holds no resumes.' }
  const resumes: ResumeFile[] = []
  for (const file of files) {
    if (file.bytes.length > RESUME_MAX_BYTES) return { status: 413, message: `${file.name} is larger than ${megabytes(RESUME_MAX_BYTES)}.` }
    const kind = file.bytes.length ? await detectResumeKind(file.bytes) : null
    if (!kind) return { status: 415, message: `${file.name} is not a PDF, DOC or DOCX file. Nothing was added.` }
    resumes.push({ ...file, kind })
  }
  return resumes
}
