// CSV export of every lead collection (@payloadcms/plugin-import-export), for staff only. Exports run at once
// (no job queue to operate) and their files stay in the private upload folder, never public. Only staff reach the
// plugin's endpoints (lockDownPayloadEndpoints).
//
// Exports are complete (docs/decisions/lead-desk.md): the drawer no longer copies the list's page size (Limit 10, Page 1) into the
// export, so a new export has no limit; and it starts with every column of the lead (the message text included),
// not only the columns the list shows.
import path from 'node:path'

import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'
import type {
  CollectionBeforeOperationHook,
  CollectionConfig,
  CollectionSlug,
  Config,
  Endpoint,
  Field,
  PayloadHandler,
  PayloadRequest,
  Plugin,
  Where,
} from 'payload'

import { isStaff } from '@/features/accounts/isStaff'
import { logAccess } from '@/features/accessLog/record'
import { LEAD_COLLECTIONS, isLeadCollection } from '@/features/leadDesk/kinds'
import { EXPORT_FIELDS_KEY } from '@/lib/constants'

import { env } from '@/lib/env'
import { spreadsheetSafeRow } from '@/lib/spreadsheetCell'

import { BadRequest } from '../badRequest'
import { columnHeading } from '../exportColumnNames'
import { staffOnly } from '../access/staffOnly'

/** Where the columns chosen for an export wait for the CSV hook below (the drawer's order; set per request). */
const CHOSEN_COLUMNS = 'leadExportColumns'

/** The columns chosen in the drawer, in its order, as the plugin names them in a row ("source.utm_source" → "utm_source"). */
function chosenColumns(req: PayloadRequest): string[] {
  const chosen = req.context?.[CHOSEN_COLUMNS] ?? (req.data as { fields?: unknown } | undefined)?.fields
  return Array.isArray(chosen) ? chosen.filter((key): key is string => typeof key === 'string').map((key) => key.replace(/\./g, '_')) : []
}

/**
 * A row with its columns in the drawer's order, each named in staff words (cms/exportColumnNames.ts): the CSV's header
 * row and the drawer's preview show "Received", "Assigned to", "Source › Campaign source", not createdAt, assignee and
 * utm_source. The plugin takes a before hook's keys as the columns (in the first row's order), so renaming them here
 * renames the header. Two columns that would read the same are told apart by a number.
 */
function inStaffWords(rows: Record<string, unknown>[], fields: Field[], chosen: string[]): Record<string, unknown>[] {
  if (!rows.length) return rows
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  // Each key under the longest chosen column it is or belongs to ("stageHistory_0_to" under "stageHistory").
  const rank = (key: string) => {
    const owners = chosen
      .map((column, index) => ({ column, index }))
      .filter(({ column }) => key === column || key.startsWith(`${column}_`))
      .sort((a, b) => b.column.length - a.column.length)
    return owners[0]?.index ?? chosen.length
  }
  const ordered = keys.map((key, index) => ({ key, index, rank: rank(key) })).sort((a, b) => a.rank - b.rank || a.index - b.index)
  const used = new Map<string, number>()
  const heading = new Map<string, string>()
  for (const { key } of ordered) {
    const words = columnHeading(fields, key)
    const count = (used.get(words) ?? 0) + 1
    used.set(words, count)
    heading.set(key, count === 1 ? words : `${words} (${count})`)
  }
  return rows.map((row) => Object.fromEntries(ordered.map(({ key }) => [heading.get(key)!, row[key] ?? ''])))
}

/**
 * Visitors write the leads: no cell of theirs may reach a spreadsheet as a live formula (download and stored file).
 * The columns are named in staff words.
 */
const csvForStaff =
  (slug: string): ExportBeforeHook =>
  ({ data, format, req }) => {
    if (format !== 'csv') return data
    const fields = req.payload.collections[slug as CollectionSlug]?.config.fields ?? []
    return inStaffWords(data.map(spreadsheetSafeRow), fields, chosenColumns(req))
  }

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
    if (!request || typeof slug !== 'string' || !isLeadCollection(slug)) {
      throw new BadRequest(`Choose one of the lead collections to export: ${LEAD_COLLECTIONS.join(', ')}.`)
    }
    request.format ??= 'csv'
    if (request.page != null && !(Number.isSafeInteger(request.page) && Number(request.page) > 0)) {
      throw new BadRequest('The page must be a positive whole number.')
    }
    const where = request.where && typeof request.where === 'object' ? (request.where as Where) : undefined
    await req.payload.count({ collection: slug, where, req, overrideAccess: false })
    req.context[CHOSEN_COLUMNS] = (request as { fields?: unknown }).fields
    req.json = () => Promise.resolve(body)
    await logAccess(
      req.payload,
      { user: req.user, action: 'export', subject: `${collectionLabel(req, slug)}: CSV download`, detail: exportDetail(where) },
      req,
    )
    return download(req)
  }

/** A lead collection's name in staff words ("Talent applications"). */
const collectionLabel = (req: PayloadRequest, slug: string): string => {
  const plural = req.payload.collections[slug as CollectionSlug]?.config.labels?.plural
  return typeof plural === 'string' ? plural : slug
}

/** The filter of an export, for the access log. */
const exportDetail = (where: Where | undefined): string =>
  where && Object.keys(where).length ? `Filter: ${JSON.stringify(where)}` : 'Every row'

const withCheckedDownload = (endpoint: Endpoint): Endpoint =>
  endpoint.path === '/download' ? { ...endpoint, handler: checkedDownload(endpoint.handler) } : endpoint

/** Every stored field of a lead, in form order (rows and collapsibles opened), for a complete export. */
function dataFieldNames(fields: Field[]): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'ui' || field.type === 'join') return []
    if ('name' in field && field.name) return [field.name]
    return 'fields' in field && Array.isArray(field.fields) ? dataFieldNames(field.fields) : []
  })
}

/**
 * Leads read page by page (an export reads 100 at a time, the admin list 10 or more) are sorted on a column many rows
 * can share (leads imported or sent in the same millisecond): PostgreSQL may order such ties differently from one
 * page to the next, so a row could show twice and another never. The id breaks every tie.
 */
const stableSort =
  (defaultSort: string): CollectionBeforeOperationHook =>
  ({ args, operation }) => {
    if (operation !== 'read' || 'id' in args) return args
    const sort: string[] = [args.sort ?? defaultSort].flat().filter(Boolean)
    if (!sort.some((key) => key.replace(/^-/, '') === 'id')) sort.push(sort[0]?.startsWith('-') ? '-id' : 'id')
    return { ...args, sort }
  }

const withExportFields = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) =>
    isLeadCollection(collection.slug)
      ? {
          ...collection,
          hooks: {
            ...collection.hooks,
            beforeOperation: [
              ...(collection.hooks?.beforeOperation ?? []),
              stableSort(typeof collection.defaultSort === 'string' ? collection.defaultSort : '-createdAt'),
            ],
          },
          admin: {
            ...collection.admin,
            custom: {
              ...collection.admin?.custom,
              [EXPORT_FIELDS_KEY]: ['id', ...dataFieldNames(collection.fields), 'createdAt', 'updatedAt'],
            },
          },
        }
      : collection,
  ),
})

/** The export drawer's limit is a plain number field (empty = every row); the columns start with every field. */
function completeExportFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    if ('name' in field && field.name === 'limit' && field.type === 'number') {
      return { ...field, admin: { ...field.admin, components: { ...field.admin?.components, Field: undefined } } }
    }
    if ('name' in field && field.name === 'collectionSlug') return { ...field, label: 'Lead list' }
    if ('name' in field && field.name === 'fields' && field.type === 'text') {
      return {
        ...field,
        admin: { ...field.admin, components: { ...field.admin?.components, Field: '/cms/components/LeadExportFields#LeadExportFields' } },
      }
    }
    return 'fields' in field && Array.isArray(field.fields) ? { ...field, fields: completeExportFields(field.fields) } : field
  })
}

/**
 * A saved export (a document in "CSV exports", its file written at once) is built in memory by the plugin: every row,
 * then one CSV text, then a Buffer. Its size is therefore capped; the download streams (100 rows a page) and the
 * inbox's export streams too (inboxExport.ts), so larger exports take one of those.
 */
const SAVED_EXPORT_MAX_ROWS = 10_000

const capSavedExport: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create') return args
  const data = (args as { data?: { collectionSlug?: unknown; where?: unknown; limit?: unknown; fields?: unknown } }).data
  const slug = data?.collectionSlug
  if (typeof slug !== 'string' || !isLeadCollection(slug)) return args
  // The saved file's columns in the drawer's order, named in staff words (csvForStaff).
  req.context[CHOSEN_COLUMNS] = data?.fields
  const where = data?.where && typeof data.where === 'object' ? (data.where as Where) : undefined
  const { totalDocs } = await req.payload.count({ collection: slug, where, req, overrideAccess: false })
  const limit = typeof data?.limit === 'number' && data.limit > 0 ? data.limit : Infinity
  if (Math.min(totalDocs, limit) > SAVED_EXPORT_MAX_ROWS) {
    throw new BadRequest(
      `A saved export holds up to ${SAVED_EXPORT_MAX_ROWS.toLocaleString('en-IN')} leads and this one has ${totalDocs.toLocaleString('en-IN')}. Narrow the filter, set a limit, or use Download (or the inbox’s export), which streams any number.`,
    )
  }
  await logAccess(
    req.payload,
    {
      user: req.user,
      action: 'export',
      subject: `${collectionLabel(req, slug)}: saved CSV export of ${Math.min(totalDocs, limit).toLocaleString('en-IN')} rows`,
      detail: exportDetail(where),
    },
    req,
  )
  return args
}

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
    // Staff words: "CSV exports" listed by the export's name (not "[Untitled]"); imports are switched off for every
    // lead list, so their collection stays out of the navigation.
    labels: folder === 'exports' ? { singular: 'CSV export', plural: 'CSV exports' } : collection.labels,
    admin: { ...collection.admin, group: 'Leads', hidden: folder === 'imports', ...(folder === 'exports' ? { useAsTitle: 'name' } : {}) },
    fields: folder === 'exports' ? completeExportFields(collection.fields) : collection.fields,
    hooks:
      folder === 'exports'
        ? // The cap runs before the plugin's own hook, which builds the whole file in memory: after it, an export over
          // the cap was refused only once its rows, its CSV text and its Buffer (60–80 MB at 10,001 long leads) existed.
          { ...collection.hooks, beforeOperation: [capSavedExport, ...(collection.hooks?.beforeOperation ?? [])] }
        : collection.hooks,
    endpoints: Array.isArray(collection.endpoints) ? collection.endpoints.map(withCheckedDownload) : collection.endpoints,
    upload: {
      ...(typeof collection.upload === 'object' ? collection.upload : {}),
      staticDir: path.resolve(process.cwd(), env().PRIVATE_UPLOAD_DIR, folder),
    },
  })

const exportPlugin = importExportPlugin({
  collections: LEAD_COLLECTIONS.map((slug) => ({
    slug,
    // 500 a batch: a download reads page by page (a count and an OFFSET each), so fewer, larger pages finish sooner
    // at 100,000 leads while one batch stays a few MB (docs/benchmarks.md, "Scale").
    export: { format: 'csv', disableJobsQueue: true, batchSize: 500, hooks: { before: csvForStaff(slug) } },
    import: false,
  })),
  overrideExportCollection: staffOnlyFiles('exports'),
  overrideImportCollection: staffOnlyFiles('imports'),
})

export const leadExportPlugin: Plugin = (config) => exportPlugin(withExportFields(config))
