// S3 settings: off without a bucket, complete credentials required with one, path style by default for custom endpoints.
import { afterEach, describe, expect, it, vi } from 'vitest'

const S3_VARS = ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX']

/** A fresh env() (it caches) read with the given S3 variables. */
async function envWith(values: Record<string, string>) {
  for (const name of S3_VARS) vi.stubEnv(name, values[name] ?? '')
  vi.resetModules()
  const { env } = await import('@/lib/env')
  return () => env()
}

afterEach(() => vi.unstubAllEnvs())

describe('S3 settings', () => {
  it('leaves S3 off when no bucket is named', async () => {
    expect((await envWith({}))().s3).toBeNull()
  })

  it('refuses a bucket without both keys, naming what is missing', async () => {
    const read = await envWith({ S3_BUCKET: 'site', S3_ACCESS_KEY_ID: 'key' })
    expect(read).toThrow(/S3_BUCKET is set, so S3_SECRET_ACCESS_KEY must be set too/)
  })

  it('uses path-style addressing for a custom endpoint unless told otherwise, and trims the prefix', async () => {
    const settings = {
      S3_BUCKET: 'site',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_PREFIX: '/staging/',
    }
    expect((await envWith(settings))().s3).toMatchObject({ bucket: 'site', region: 'us-east-1', forcePathStyle: true, prefix: 'staging' })
    expect((await envWith({ ...settings, S3_FORCE_PATH_STYLE: '0' }))().s3?.forcePathStyle).toBe(false)
    expect((await envWith({ S3_BUCKET: 'site', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }))().s3?.forcePathStyle).toBe(false)
  })
})
