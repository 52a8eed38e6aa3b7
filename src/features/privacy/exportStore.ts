// Where data exports are kept until their link expires (docs/decisions/privacy.md, "Your data"): the private folder
// (PRIVATE_UPLOAD_DIR/data-exports, never served), or private objects under `<S3_PREFIX>/private/data-exports/` when
// S3 is on, as resumes are (features/leads/resumes.ts). Only names this module made are ever looked up.
import fs from 'node:fs/promises'
import path from 'node:path'

import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { env, type S3Settings } from '@/lib/env'
import { s3ClientConfig, s3Key } from '@/lib/s3'

const FILE_ID = /^[0-9a-f]{32}$/
const fileName = (fileId: string) => `${fileId}.zip`

type ExportStorage = {
  save(fileId: string, bytes: Uint8Array): Promise<void>
  read(fileId: string): Promise<Uint8Array | null>
  /** Deletes every export stored before `before`; answers how many went. */
  removeOlderThan(before: Date): Promise<number>
}

const exportDir = () => path.resolve(process.cwd(), env().PRIVATE_UPLOAD_DIR, 'data-exports')

const folderStorage: ExportStorage = {
  async save(fileId, bytes) {
    await fs.mkdir(exportDir(), { recursive: true, mode: 0o700 })
    await fs.writeFile(path.join(exportDir(), fileName(fileId)), bytes, { mode: 0o600, flag: 'wx' })
  },
  read: (fileId) =>
    fs.readFile(path.join(exportDir(), fileName(fileId))).then(
      (buffer) => new Uint8Array(buffer),
      () => null,
    ),
  async removeOlderThan(before) {
    const names = await fs.readdir(exportDir()).catch(() => [] as string[])
    let removed = 0
    for (const name of names) {
      const file = path.join(exportDir(), name)
      const stat = await fs.stat(file).catch(() => null)
      if (!stat || stat.mtime >= before) continue
      await fs.rm(file, { force: true })
      removed += 1
    }
    return removed
  },
}

function bucketStorage(settings: S3Settings): ExportStorage {
  const client = new S3Client(s3ClientConfig(settings))
  const prefix = `${s3Key(settings, 'private', 'data-exports')}/`
  const target = (fileId: string) => ({ Bucket: settings.bucket, Key: `${prefix}${fileName(fileId)}` })
  return {
    async save(fileId, bytes) {
      await client.send(new PutObjectCommand({ ...target(fileId), Body: bytes, ContentType: 'application/zip' }))
    },
    async read(fileId) {
      try {
        const object = await client.send(new GetObjectCommand(target(fileId)))
        return object.Body ? await object.Body.transformToByteArray() : null
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return null
        throw error
      }
    },
    async removeOlderThan(before) {
      let removed = 0
      let token: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: prefix, ContinuationToken: token }))
        for (const object of page.Contents ?? []) {
          if (!object.Key || !object.LastModified || object.LastModified >= before) continue
          await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: object.Key }))
          removed += 1
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return removed
    },
  }
}

let storage: ExportStorage | undefined
const exportStorage = (): ExportStorage => {
  const s3 = env().s3
  return (storage ??= s3 ? bucketStorage(s3) : folderStorage)
}

export const saveExport = (fileId: string, bytes: Uint8Array) => {
  if (!FILE_ID.test(fileId)) throw new Error('not an export file id')
  return exportStorage().save(fileId, bytes)
}

/** The export's bytes, or null when it is gone (deleted after its day) or was never made. */
export const readExport = (fileId: string) => (FILE_ID.test(fileId) ? exportStorage().read(fileId) : Promise.resolve(null))

export const removeExportsOlderThan = (before: Date) => exportStorage().removeOlderThan(before)
