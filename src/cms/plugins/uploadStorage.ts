// Where upload collections keep their files: an S3 bucket when S3_BUCKET is set (@payloadcms/storage-s3), so every
// instance sees every file; otherwise the folders UPLOAD_DIR and PRIVATE_UPLOAD_DIR, which must then be one shared
// directory for all instances.
//
// Files are always served by Payload at /cms-api/<collection>/file/<name> with the collection's read access (no
// disablePayloadAccessControl, no public ACL, no signed-URL redirects): media stays public at the same URLs next/image
// already loads, exports and imports stay staff-only.
import { s3Storage } from '@payloadcms/storage-s3'
import type { Config, Plugin } from 'payload'

import { env } from '@/lib/env'
import { s3ClientConfig, s3Key } from '@/lib/s3'

import { answerMissingFilesNotFound } from './localFileNotFound'

export function uploadStoragePlugin(): Plugin {
  const s3 = env().s3
  const key = (...parts: string[]) => (s3 ? s3Key(s3, ...parts) : parts.join('/'))
  const storage = s3Storage({
    enabled: Boolean(s3),
    // The plugin adds `prefix` and `_objectKey` columns; adding them whether or not S3 is on keeps one database schema
    // (and one set of migrations) for both set-ups.
    alwaysInsertFields: true,
    // The key is collection prefix + document prefix (empty), so the stored default does not depend on S3_PREFIX.
    useCompositePrefixes: true,
    bucket: s3?.bucket ?? 'unused-s3-is-off',
    config: s3 ? s3ClientConfig(s3) : {},
    collections: {
      media: { prefix: key('media') },
      exports: { prefix: key('private', 'exports') },
      imports: { prefix: key('private', 'imports') },
    },
  })
  return async (config: Config) => {
    const stored = await storage(config)
    return s3 ? stored : answerMissingFilesNotFound(stored)
  }
}
