// CSV export of every lead collection (@payloadcms/plugin-import-export), for staff only. Exports run at once
// (no job queue to operate) and their files stay in the private upload folder, never public. Only staff reach the
// plugin's endpoints (lockDownPayloadEndpoints).
import path from 'node:path'

import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'
import type { CollectionConfig, CollectionSlug, Endpoint, PayloadHandler, PayloadRequest, Where } from 'payload'

import { env } from '@/lib/env'
import { spreadsheetSafeRow } from '@/lib/spreadsheetCell'

import { isStaff } from '../access/isStaff'
import { BadRequest } from '../badRequest'
import { staffOnly } from '../access/staffOnly'

const LEAD_COLLECTIONS = ['contact-messages', 'team-up-requests', 'talent-applications', 'subscribers', 'support-requests'] as const

/** Visitors write the leads: no cell of theirs may reach a spreadsheet as a live formula (download and stored file). */
const escapeFormulas: ExportBeforeHook = ({ data, format }) => (format === 'csv' ? data.map(spreadsheetSafeRow) : data)

type DownloadRequest = { data?: { collectionSlug?: unknown; format?: unknown; where?: unknown; page?: unknown } }

async function readDownloadRequest(req: PayloadRequest): Promise<DownloadRequest> {
  try {
    const body: unknown = await req.json?.()
    return body && typeof body === 'object' ? body : {}
  } catch {
    throw new BadRequest('The request body must be JSON.')
  }
}

/**
 * The plugin's download streams rows as it reads them, and a query that fails inside the stream leaves the request
 * open forever. So everything that could fail is checked before it starts: the collection, the format and the
 * filter (a count with the same filter and the caller's rights raises the same errors the stream would).
 */
const checkedDownload =
  (download: PayloadHandler): PayloadHandler =>
  async (req) => {
    const body = await readDownloadRequest(req)
    const request = body.data
    const slug = request?.collectionSlug
    if (!request || typeof slug !== 'string' || !(LEAD_COLLECTIONS as readonly string[]).includes(slug)) {
      throw new BadRequest(`Choose one of the lead collections to export: ${LEAD_COLLECTIONS.join(', ')}.`)
    }
    request.format ??= 'csv'
    if (request.page != null && !(Number.isSafeInteger(request.page) && Number(request.page) > 0)) {
      throw new BadRequest('The page must be a positive whole number.')
    }
    const where = request.where && typeof request.where === 'object' ? (request.where as Where) : undefined
    await req.payload.count({ collection: slug as CollectionSlug, where, req, overrideAccess: false })
    req.json = () => Promise.resolve(body)
    return download(req)
  }

const withCheckedDownload = (endpoint: Endpoint): Endpoint =>
  endpoint.path === '/download' ? { ...endpoint, handler: checkedDownload(endpoint.handler) } : endpoint

/** The plugin's own `exports`/`imports` upload collections: staff only, files outside public/, under the Leads group. */
const staffOnlyFiles =
  (folder: string) =>
  ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
    ...collection,
    access: {
      ...collection.access,
      admin: ({ req }) => isStaff(req),
      read: staffOnly,
      create: staffOnly,
      update: () => false,
      delete: staffOnly,
    },
    admin: { ...collection.admin, group: 'Leads' },
    endpoints: Array.isArray(collection.endpoints) ? collection.endpoints.map(withCheckedDownload) : collection.endpoints,
    upload: {
      ...(typeof collection.upload === 'object' ? collection.upload : {}),
      staticDir: path.resolve(process.cwd(), env().PRIVATE_UPLOAD_DIR, folder),
    },
  })

export const leadExportPlugin = importExportPlugin({
  collections: LEAD_COLLECTIONS.map((slug) => ({
    slug,
    export: { format: 'csv', disableJobsQueue: true, hooks: { before: escapeFormulas } },
    import: false,
  })),
  overrideExportCollection: staffOnlyFiles('exports'),
  overrideImportCollection: staffOnlyFiles('imports'),
})
