// Files on local disk (no S3): Payload answers a file name it cannot find on disk with a 500 and logs the absolute
// path at error level, and a name with a NUL byte makes the file system call throw. Either is simply "not found",
// answered like Payload's other 404s but without a log line (scanners ask for missing files all day).
// S3 storage answers a missing object 404 on its own.
import fs from 'node:fs'
import path from 'node:path'

import { headersWithCors } from 'payload'
import type { CollectionConfig, CollectionSlug, Config, PayloadRequest } from 'payload'

type FileRequest = { params: { collection: string; filename: string } }

// A metadata lookup only; synchronous because Payload's handler type has no async "not mine" answer.
const isFileOnDisk = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false

const notFound = (req: PayloadRequest) =>
  Response.json(
    { errors: [{ message: req.t('general:notFound') }] },
    { status: 404, headers: headersWithCors({ headers: new Headers(), req }) },
  )

/** Runs before Payload's own disk read; answers 404 unless the name is a file in the collection's folder. */
function notFoundUnlessOnDisk(req: PayloadRequest, { params }: FileRequest): Response | void {
  if (params.filename.includes('\0')) return notFound(req)
  const upload = req.payload.collections[params.collection as CollectionSlug]?.config.upload
  // The same folder Payload reads from (its fallback is the collection slug).
  const folder = path.resolve((typeof upload === 'object' && upload.staticDir) || params.collection)
  const file = path.resolve(folder, params.filename)
  // A name that leaves the folder is Payload's to refuse (400).
  if (file.startsWith(folder + path.sep) && !isFileOnDisk(file)) return notFound(req)
}

const withNotFoundHandler = (collection: CollectionConfig): CollectionConfig => {
  if (!collection.upload) return collection
  const upload = typeof collection.upload === 'object' ? collection.upload : {}
  return { ...collection, upload: { ...upload, handlers: [notFoundUnlessOnDisk, ...(upload.handlers ?? [])] } }
}

export const answerMissingFilesNotFound = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map(withNotFoundHandler),
})
