// One S3 client configuration for everything stored in the bucket (the storage plugin's media and exports, and resumes).
import type { S3ClientConfig } from '@aws-sdk/client-s3'

import type { S3Settings } from './env'

export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default CRC32 checksums (aws-chunked bodies with trailers) are not understood by every S3-compatible
    // service; send and check them only where the S3 API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

/** An object key under the site's S3_PREFIX, e.g. `site/private/resumes/<uuid>.pdf`. */
export const s3Key = (settings: S3Settings, ...parts: string[]) => [settings.prefix, ...parts].filter(Boolean).join('/')
