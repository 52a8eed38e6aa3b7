// Files nobody may fetch by address: resumes and data exports. Each kind has its own private folder under
// PRIVATE_UPLOAD_DIR (never served), or its own prefix of private objects (`<S3_PREFIX>/private/<folder>/`, no ACL
// sent, so the bucket's private default applies) when S3 is on, so every instance reads what another stored. Callers
// check the names they pass: only names they made are ever looked up (no path or key tricks).
import fs from 'node:fs/promises'
import path from 'node:path'

import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { env, type S3Settings } from './env'
import { s3ClientConfig, s3Key } from './s3'

export type PrivateFolderName = 'resumes' | 'data-exports'

/** Which stored files `removeMany` takes: names starting with `prefix` (all when left out), stored before `before` (any time when left out). */
type FileFilter = { prefix?: string; before?: Date }

export type PrivateFolder = {
  /** Stores a new file; an existing name is never overwritten on disk. */
  save(name: string, bytes: Uint8Array, mime: string): Promise<void>
  /** The bytes, or null when there is no such file. */
  read(name: string): Promise<Uint8Array | null>
  remove(name: string): Promise<void>
  /** Removes the files the filter takes; answers how many went. */
  removeMany(filter: FileFilter): Promise<number>
}

const takes = ({ prefix = '', before }: FileFilter, name: string, storedAt: Date) =>
  name.startsWith(prefix) && (!before || storedAt < before)

function diskFolder(folder: PrivateFolderName): PrivateFolder {
  const dir = () => path.resolve(process.cwd(), env().PRIVATE_UPLOAD_DIR, folder)
  return {
    async save(name, bytes) {
      await fs.mkdir(dir(), { recursive: true, mode: 0o700 })
      await fs.writeFile(path.join(dir(), name), bytes, { mode: 0o600, flag: 'wx' })
    },
    read: (name) =>
      fs.readFile(path.join(dir(), name)).then(
        (buffer) => new Uint8Array(buffer),
        () => null,
      ),
    remove: (name) => fs.rm(path.join(dir(), name), { force: true }),
    async removeMany(filter) {
      const names = await fs.readdir(dir()).catch(() => [] as string[])
      let removed = 0
      for (const name of names) {
        const file = path.join(dir(), name)
        const stat = await fs.stat(file).catch(() => null)
        if (!stat || !takes(filter, name, stat.mtime)) continue
        await fs.rm(file, { force: true })
        removed += 1
      }
      return removed
    },
  }
}

function bucketFolder(settings: S3Settings, client: S3Client, folder: PrivateFolderName): PrivateFolder {
  const prefix = `${s3Key(settings, 'private', folder)}/`
  const target = (name: string) => ({ Bucket: settings.bucket, Key: `${prefix}${name}` })
  return {
    async save(name, bytes, mime) {
      await client.send(new PutObjectCommand({ ...target(name), Body: bytes, ContentType: mime }))
    },
    async read(name) {
      try {
        const object = await client.send(new GetObjectCommand(target(name)))
        return object.Body ? await object.Body.transformToByteArray() : null
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return null
        throw error
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand(target(name)))
    },
    async removeMany(filter) {
      let removed = 0
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: `${prefix}${filter.prefix ?? ''}`, ContinuationToken: token }),
        )
        for (const object of page.Contents ?? []) {
          if (!object.Key || !object.LastModified || !takes(filter, object.Key.slice(prefix.length), object.LastModified)) continue
          await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: object.Key }))
          removed += 1
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return removed
    },
  }
}

// One per kind of file (two), and one S3 client for them all.
const folders = new Map<PrivateFolderName, PrivateFolder>()
let client: S3Client | undefined

export function privateFolder(folder: PrivateFolderName): PrivateFolder {
  let made = folders.get(folder)
  if (!made) {
    const s3 = env().s3
    made = s3 ? bucketFolder(s3, (client ??= new S3Client(s3ClientConfig(s3))), folder) : diskFolder(folder)
    folders.set(folder, made)
  }
  return made
}
