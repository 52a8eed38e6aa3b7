// A resume's plain text (docs/decisions/talent-pool.md, "Resumes read"): PDF with unpdf (Mozilla's PDF.js, built to
// run in Node without a canvas or a native module), DOCX with mammoth, Word 97-2003 .doc with word-extractor. A bad,
// empty, encrypted or unknown file never throws out of here: it answers why its text could not be read.
import { detectResumeKind } from '@/features/leads/resumes'

export type ResumeText = { status: 'read'; text: string } | { status: 'unreadable'; reason: string }

/** Longest text kept (the `resumes` collection's limit); a longer text is cut. */
const RESUME_TEXT_LIMIT = 200_000

/** Fewer letters than this is not a text a recruiter or the suggestions can use (a scanned image, an empty page). */
const MIN_LETTERS = 20

export const UNREADABLE = {
  notText: 'text not readable',
  encrypted: 'text not readable: the file is protected by a password',
  damaged: 'text not readable: the file is damaged or not a complete document',
  noText: 'text not readable: the file holds no text (a scanned image?)',
  type: 'text not readable: not a PDF, DOC or DOCX file',
} as const

/** Spaces and blank lines folded, so the text stores and searches the way it reads. */
function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u00ad]/g, '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, RESUME_TEXT_LIMIT)
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf')
  // PDF.js takes ownership of the buffer it is given: pass a copy.
  // Verbosity 0: errors only (a damaged file is an answer here, not a warning in the server log).
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 })
  try {
    const { text } = await extractText(document, { mergePages: false })
    return text.join('\n\n')
  } finally {
    // Frees the document's memory (its loading task owns it); a failure here changes nothing about the text.
    await document.loadingTask.destroy().catch(() => {})
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const mammoth = await import('mammoth')
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) })
  return value
}

async function docText(bytes: Uint8Array): Promise<string> {
  const { default: WordExtractor } = await import('word-extractor')
  const document = await new WordExtractor().extract(Buffer.from(bytes))
  return [document.getHeaders({ includeFooters: false }), document.getBody(), document.getFootnotes()].filter(Boolean).join('\n')
}

function reasonFor(error: unknown): string {
  const name = (error as { name?: string })?.name ?? ''
  const message = error instanceof Error ? error.message : String(error)
  if (name === 'PasswordException' || /password|encrypt/i.test(message)) return UNREADABLE.encrypted
  return UNREADABLE.damaged
}

/** The text of a PDF, DOCX or DOC resume, or why it has none. Never throws. */
export async function extractResumeText(bytes: Uint8Array): Promise<ResumeText> {
  let kind: Awaited<ReturnType<typeof detectResumeKind>>
  try {
    kind = bytes.length ? await detectResumeKind(bytes) : null
  } catch {
    kind = null
  }
  if (!kind) return { status: 'unreadable', reason: bytes.length ? UNREADABLE.type : UNREADABLE.noText }
  let raw: string
  try {
    raw = kind.ext === 'pdf' ? await pdfText(bytes) : kind.ext === 'docx' ? await docxText(bytes) : await docText(bytes)
  } catch (error) {
    return { status: 'unreadable', reason: reasonFor(error) }
  }
  const text = tidyText(raw)
  const letters = text.match(/\p{L}/gu)?.length ?? 0
  if (letters < MIN_LETTERS) return { status: 'unreadable', reason: UNREADABLE.noText }
  return { status: 'read', text }
}
