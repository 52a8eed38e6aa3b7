// Payload adds its own collections (preferences, document locks, migrations, jobs, a key-value store), globals and endpoints
// while it sanitizes the config, after every plugin has run, and gives them no override hook. Their defaults let any
// logged-in account in, which here includes website members. This pass runs on the sanitized config, once at start-up.
import { Forbidden } from 'payload'
import type { Endpoint, PayloadRequest, SanitizedConfig } from 'payload'

import { isStaff } from '@/features/accounts/isStaff'
import { rejectMalformedQuery } from './query/rejectMalformedQuery'

/** The import-export plugin's collections: admin tools like Payload's own `payload-*` collections. */
const ADMIN_TOOL_COLLECTIONS = ['exports', 'imports']

const isAdminToolCollection = (slug: string) => slug.startsWith('payload-') || ADMIN_TOOL_COLLECTIONS.includes(slug)

type AccessRule = (args: { req: PayloadRequest }) => unknown

/** Every access rule of the collection first requires a staff login, then applies Payload's own rule. */
function staffOnlyAccess(access: Record<string, unknown>): void {
  for (const [operation, rule] of Object.entries(access)) {
    if (typeof rule !== 'function') continue
    const payloadRule = rule as AccessRule
    access[operation] = (args: { req: PayloadRequest }) => (isStaff(args.req) ? payloadRule(args) : false)
  }
}

/** Custom endpoints (preferences by key, jobs/run, export download) skip collection access, so guard them as well. */
const staffOnlyEndpoint = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req) => {
    if (!isStaff(req)) throw new Forbidden(req.t)
    return endpoint.handler(req)
  },
})

/**
 * Auth endpoints for features a collection does not use: e-mail verification without `auth.verify` queries a column
 * that does not exist (500), and first-register belongs to the admin's own user collection only.
 */
function isUnusedAuthEndpoint(endpoint: Endpoint, verifies: boolean, isAdminUsers: boolean): boolean {
  if (endpoint.method !== 'post') return false
  return (endpoint.path === '/verify/:id' && !verifies) || (endpoint.path === '/first-register' && !isAdminUsers)
}

export function lockDownPayloadEndpoints(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [rejectMalformedQuery, ...(collection.hooks.beforeOperation ?? [])]
    if (collection.auth && collection.endpoints) {
      const verifies = Boolean(collection.auth.verify)
      const isAdminUsers = collection.slug === config.admin.user
      collection.endpoints = collection.endpoints.filter((endpoint) => !isUnusedAuthEndpoint(endpoint, verifies, isAdminUsers))
    }
    if (!isAdminToolCollection(collection.slug)) continue
    staffOnlyAccess(collection.access)
    if (collection.endpoints) collection.endpoints = collection.endpoints.map(staffOnlyEndpoint)
  }
  // Payload's own globals (the jobs queue's schedule stats) are for staff too.
  for (const global of config.globals) {
    if (global.slug.startsWith('payload-')) staffOnlyAccess(global.access)
  }
  return config
}
