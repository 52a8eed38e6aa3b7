// Reads the talent application's multipart body as a stream with busboy, under limits checked while parsing
// (docs/security.md): a body with thousands of parts, a second file, an oversized field or file is refused
// as soon as the limit is passed, without reading or buffering the rest.
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

import busboy from 'busboy'

import { RESUME_MAX_BYTES } from '@/lib/constants'
import { messages } from '@/lib/messages'
import { refuse as refused, succeed, type Refusal, type Result } from '@/lib/result'

import { MULTIPART_SLACK_BYTES } from './resumes'

/**
 * The form has 12 text fields (8 of the form, 4 of tracking, plus the honeypot) and one file: 32 text fields
 * leave room for browsers and clients that add a few; a field holds at most 5,000 characters (up to 20 KB of UTF-8).
 */
const TALENT_FORM_LIMITS = {
  fields: 32,
  files: 1,
  parts: 33,
  fieldNameSize: 100,
  fieldSize: 32 * 1024,
  // busboy reports the limit when a file reaches it, so one byte more: a file of exactly 5 MB is accepted.
  fileSize: RESUME_MAX_BYTES + 1,
  headerPairs: 20,
} as const

type TalentFormRefusal = Refusal & { status: 400 | 413 }
export type TalentForm = { fields: Record<string, string>; file: { name: string; bytes: Uint8Array } | null }

const refusals = {
  tooManyParts: { status: 400, error: 'too_many_parts', msg: messages.talentTooManyParts },
  tooManyFiles: { status: 400, error: 'too_many_files', msg: messages.talentTooManyFiles },
  fieldTooLarge: { status: 413, error: 'field_too_large', msg: messages.talentFieldTooLong },
  fileTooLarge: { status: 413, error: 'file_too_large', msg: messages.talentResumeTooLarge },
  notAForm: { status: 400, error: 'invalid_body', msg: messages.talentNotAForm },
  unreadable: { status: 400, error: 'invalid_body', msg: messages.talentUnreadable },
} satisfies Record<string, TalentFormRefusal>

/**
 * The text fields (first value of each name wins) and the `file` part, or the first limit the body broke. An
 * oversized upload is refused from its declared length, before anything is read.
 */
export function readTalentForm(request: Request): Promise<Result<TalentForm>> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > RESUME_MAX_BYTES + MULTIPART_SLACK_BYTES) return Promise.resolve(refused(refusals.fileTooLarge))
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    return Promise.resolve(refused(refusals.notAForm))
  }
  return new Promise((resolve) => {
    const fields: Record<string, string> = {}
    let file: TalentForm['file'] = null
    let pendingFile: Promise<void> = Promise.resolve()
    // Not read until it is piped into the parser (or drained after a refusal).
    const source = request.body ? Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>) : undefined
    let settled = false
    // Past a limit nothing more is parsed: the rest of the body (at most the size server.mjs allows) is only read
    // and dropped, so that the client, still sending, receives the answer instead of a reset connection.
    const refuse = (refusal: TalentFormRefusal) => {
      if (settled) return
      settled = true
      if (!source) return resolve(refused(refusal))
      source.unpipe()
      source.on('data', () => undefined)
      source.once('end', () => resolve(refused(refusal)))
      source.once('close', () => resolve(refused(refusal)))
      source.resume()
    }

    let parser: busboy.Busboy
    try {
      parser = busboy({ headers: Object.fromEntries(request.headers), limits: TALENT_FORM_LIMITS })
    } catch {
      return refuse(refusals.unreadable)
    }
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return refuse(refusals.fieldTooLarge)
      if (!(name in fields)) fields[name] = value
    })
    parser.on('file', (name, stream, info) => {
      if (name !== 'file') {
        stream.resume()
        return
      }
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('limit', () => refuse(refusals.fileTooLarge))
      pendingFile = new Promise((done) =>
        stream.on('close', () => {
          const bytes = Buffer.concat(chunks)
          if (bytes.byteLength > 0) file = { name: info.filename ?? '', bytes: new Uint8Array(bytes) }
          done()
        }),
      )
    })
    parser.on('partsLimit', () => refuse(refusals.tooManyParts))
    parser.on('fieldsLimit', () => refuse(refusals.tooManyParts))
    parser.on('filesLimit', () => refuse(refusals.tooManyFiles))
    parser.on('error', () => refuse(refusals.unreadable))
    parser.on('close', () => {
      void pendingFile.then(() => {
        if (settled) return
        settled = true
        resolve(succeed({ fields, file }))
      })
    })

    if (!source) return refuse(refusals.unreadable)
    source.on('error', () => refuse(refusals.unreadable))
    source.pipe(parser)
  })
}
