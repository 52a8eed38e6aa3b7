// An S3-compatible server on loopback for the tests (s3rver: pure Node, keeps objects in a folder, downloads nothing).
// Two gaps of s3rver are closed by a thin HTTP layer in front of it, so the tests can check what a private AWS bucket
// would enforce:
// - s3rver serves unsigned (anonymous) requests and stores no ACLs (its GetObjectAcl is a stub). Here an unsigned request
//   is refused with 403 AccessDenied, as on a bucket with "Block Public Access", and every x-amz-acl header the app sends
//   is recorded (`aclHeaders`) so a test can assert that nothing was uploaded public-read.
// - It only checks signatures, never who signs: any key pair works, so the access key below is just what the app is given.
import http from 'node:http'
import path from 'node:path'

import S3rver from 's3rver'

const BUCKET = 'pune-talent-test'
const ACCESS_KEY_ID = 'S3RVER'
const SECRET_ACCESS_KEY = 'S3RVER'

const isSigned = (request, url) =>
  'authorization' in request.headers || url.searchParams.has('X-Amz-Algorithm') || url.searchParams.has('Signature')

const accessDenied = (response) => {
  response.writeHead(403, { 'content-type': 'application/xml' })
  response.end('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>')
}

/**
 * @param {{ dir: string, port: number, bucket?: string }} options
 * @returns {Promise<{ endpoint: string, bucket: string, accessKeyId: string, secretAccessKey: string, region: string,
 *   objectPath: (key: string) => string, aclHeaders: string[], requests: { method: string, path: string }[], stop: () => Promise<void> }>}
 */
export async function startS3Server({ dir, port, bucket = BUCKET }) {
  const s3 = new S3rver({ directory: dir, silent: true, configureBuckets: [{ name: bucket }] })
  await s3.configureBuckets()
  const handle = s3.callback()
  const aclHeaders = []
  const requests = []
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push({ method: request.method ?? 'GET', path: url.pathname })
    if (!isSigned(request, url)) return accessDenied(response)
    const acl = request.headers['x-amz-acl']
    if (acl) aclHeaders.push(String(acl))
    handle(request, response)
  })
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    /** Where s3rver keeps an object's bytes (its filesystem store appends `._S3rver_object`). */
    objectPath: (key) => path.join(dir, bucket, `${key}._S3rver_object`),
    aclHeaders,
    requests,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.()
        server.close(() => resolve(undefined))
      }),
  }
}
