// GET /api/content/version answered before Next.js, as cheaply as a static file: open tabs ask for it around every
// client navigation (src/components/layout/ContentFreshness.tsx). The number is the one features/content/invalidate.ts
// keeps in server/processBridge.mjs; the route handler src/app/api/content/version/route.ts gives the same answer (and the only one
// under `next dev` or before start-up set it).
import { contentVersion } from './processBridge.mjs'

/** contentVersionApiHref of src/lib/routes.ts. */
const contentVersionPath = '/api/content/version'

/** @returns {boolean} true when this answered the request */
export function answerContentVersion(
  /** @type {import('node:http').IncomingMessage} */ req,
  /** @type {import('node:http').ServerResponse} */ res,
  /** @type {{ pathname: string }} */ { pathname },
) {
  if (pathname !== contentVersionPath || (req.method !== 'GET' && req.method !== 'HEAD')) return false
  const version = contentVersion()
  if (typeof version !== 'number') return false
  const body = JSON.stringify({ version })
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) })
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}
