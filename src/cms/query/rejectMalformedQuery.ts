// A `beforeOperation` hook for every collection, in this order: a REST query over the size limits (queryBounds) answers
// 400, a document id that cannot exist answers 404 and a `where` value the database cannot compare with its column
// answers 400, instead of failing inside the query as a 500; then an anonymous REST read answers 403.
import { Forbidden, getLocalizedPaths, NotFound } from 'payload'
import type {
  CollectionBeforeOperationHook,
  CollectionSlug,
  FlattenedField,
  Payload,
  PayloadRequest,
  SanitizedCollectionConfig,
  Where,
} from 'payload'

import { BadRequest } from '../badRequest'

import { queryBoundsProblem } from './queryBounds'
import { isRecordId, queryValueProblem, type QueryFieldKind } from './valueRules'

const STRUCTURE_TYPES = new Set(['array', 'blocks', 'group', 'tab', 'tabs', 'collapsible', 'row'])
const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code'])

const hasNumericIds = (payload: Payload, slug: string) =>
  (payload.collections[slug as CollectionSlug]?.customIDType ?? payload.db.defaultIDType) === 'number'

/** A polymorphic link is queried by its parts: `document.value` (an id) and `document.relationTo` (a collection). */
function kindOfPolymorphicPart(payload: Payload, path: string, relationTo: string[]): QueryFieldKind {
  if (path.endsWith('.relationTo')) return { kind: 'choice', options: relationTo, hasMany: false }
  if (path.endsWith('.value'))
    return relationTo.every((slug) => hasNumericIds(payload, slug)) ? { kind: 'id', hasMany: false, linkPart: true } : { kind: 'unchecked' }
  return { kind: 'structure' }
}

function kindOfField(payload: Payload, field: FlattenedField, path: string): QueryFieldKind {
  const hasMany = 'hasMany' in field && field.hasMany === true
  if (field.name === 'id' && field.type === 'number') return { kind: 'id', hasMany: false }
  // The adapters fail on a block's type inside a where (Payload 3.90), whatever the value.
  if (field.name === 'blockType' && path.endsWith('.blockType')) return { kind: 'structure' }
  if (TEXT_TYPES.has(field.type)) return { kind: 'text', hasMany }
  if (STRUCTURE_TYPES.has(field.type)) return { kind: 'structure' }
  switch (field.type) {
    case 'number':
      return { kind: 'number', hasMany }
    case 'date':
      return { kind: 'date' }
    case 'checkbox':
      return { kind: 'checkbox' }
    case 'select':
    case 'radio':
      return { kind: 'choice', hasMany, options: field.options.map((option) => (typeof option === 'string' ? option : option.value)) }
    case 'relationship':
    case 'upload':
      if (Array.isArray(field.relationTo)) return kindOfPolymorphicPart(payload, path, field.relationTo)
      return hasNumericIds(payload, field.relationTo) ? { kind: 'id', hasMany } : { kind: 'unchecked' }
    case 'json':
    case 'richText':
      return { kind: 'json' }
    default:
      return { kind: 'unchecked' }
  }
}

/** The field a `where` path ends on; undefined for paths Payload itself will refuse (or that are not ours to judge). */
function kindAtPath(req: PayloadRequest, collection: SanitizedCollectionConfig, path: string): QueryFieldKind | undefined {
  if (path === 'id' || path === '_id' || path === 'parent') {
    // `parent` is the document a version belongs to (findVersions); neither name is a field of ours.
    return hasNumericIds(req.payload, collection.slug) ? { kind: 'id', hasMany: false } : undefined
  }
  // Version queries address the document's fields under `version.`.
  const fieldPath = path.startsWith('version.') ? path.slice('version.'.length) : path
  try {
    const paths = getLocalizedPaths({
      collectionSlug: collection.slug,
      fields: collection.flattenedFields,
      incomingPath: fieldPath,
      locale: req.locale ?? undefined,
      overrideAccess: true,
      payload: req.payload,
    })
    const last = paths.at(-1)
    if (!last?.field || paths.some((each) => each.invalid)) return undefined
    return kindOfField(req.payload, last.field, fieldPath)
  } catch {
    return undefined
  }
}

function checkWhere(req: PayloadRequest, collection: SanitizedCollectionConfig, where: Where, prefix = 'where'): void {
  for (const [path, constraint] of Object.entries(where)) {
    if (['and', 'or'].includes(path.toLowerCase()) && Array.isArray(constraint)) {
      constraint.forEach((nested, index) => checkWhere(req, collection, nested, `${prefix}[${path}][${index}]`))
      continue
    }
    if (!constraint || typeof constraint !== 'object' || Array.isArray(constraint)) continue
    const kind = kindAtPath(req, collection, path)
    if (!kind) continue
    for (const [operator, value] of Object.entries(constraint)) {
      const problem = queryValueProblem(kind, operator, value)
      if (problem) throw new BadRequest(`${prefix}[${path}][${operator}]: ${problem}.`)
    }
  }
}

/** REST requests whose query string (or POST-read body) has been measured: once per request, not per nested read. */
const measuredRequests = new WeakSet<PayloadRequest>()

/** The hook's names of the operations that read documents (find, findByID and versions: read; count; distinct values). */
const READ_OPERATIONS = new Set(['read', 'count', 'readDistinct', 'countVersions'])

/**
 * The public site reads its content through /api (the spec's API, cached); Payload's REST API is the admin's. An
 * anonymous visitor therefore reads nothing through /cms-api: files (/cms-api/media/file/…) and the auth endpoints are
 * no operations of this kind and stay open. Reads the server makes for itself (overrideAccess) are not concerned.
 */
const isAnonymousRestRead = (req: PayloadRequest, operation: string, overrideAccess: unknown) =>
  req.payloadAPI === 'REST' && !req.user && overrideAccess !== true && READ_OPERATIONS.has(operation) && !isFileRequest(req)

/**
 * A file served from an upload collection (/cms-api/<collection>/file/<name>): with S3 storage, the storage plugin looks
 * the file's document up with the visitor's own access (a find, access not overridden) before it streams the file;
 * the collection's own read rule decides, as for files on disk.
 */
function isFileRequest(req: PayloadRequest): boolean {
  try {
    return /^\/cms-api\/[^/]+\/file\/[^/]+$/.test(new URL(req.url ?? '', 'http://localhost').pathname)
  } catch {
    return false
  }
}

export const rejectMalformedQuery: CollectionBeforeOperationHook = ({ args, collection, operation, overrideAccess, req }) => {
  // The client's own query (Payload's parsed query string) is measured by the first operation the client asked for,
  // before access and the database. Reads the server makes with access overridden (the login's own user lookup, which
  // runs before the request's operation) and reads Payload makes inside the request (related documents in batches)
  // are the server's own and bounded by the page.
  if (req.payloadAPI === 'REST' && overrideAccess !== true && !measuredRequests.has(req)) {
    measuredRequests.add(req)
    const problem = queryBoundsProblem(req.query)
    if (problem) throw new BadRequest(`${problem}.`)
  }
  // `duplicateFromID`: POST /:id/duplicate runs as a create that copies that document.
  const { id, duplicateFromID, where } = args as { id?: unknown; duplicateFromID?: unknown; where?: Where }
  for (const documentId of [id, duplicateFromID]) {
    if (documentId !== undefined && hasNumericIds(req.payload, collection.slug) && !isRecordId(documentId)) throw new NotFound(req.t)
  }
  if (where && typeof where === 'object') checkWhere(req, collection, where)
  if (isAnonymousRestRead(req, operation, overrideAccess)) throw new Forbidden(req.t)
}
