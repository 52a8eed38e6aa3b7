// Runs once per server start, after the schema is current: seed an empty database, create the first staff account.
import type { Payload } from 'payload'

import { env } from '@/lib/env'

import { seedIfEmpty } from './seed'
import { seedAssistantIfEmpty } from './seed/assistant'

async function ensureFirstStaffUser(payload: Payload) {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env()
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'users',
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: 'Administrator', role: 'admin' },
  })
  payload.logger.info(`Created the first staff account ${ADMIN_EMAIL}`)
}

// Migrations have already run by now: the adapters apply them on connect in production (prodMigrations).
export async function onInit(payload: Payload) {
  if (env().SEED === 'auto') {
    await seedIfEmpty(payload)
    await seedAssistantIfEmpty(payload)
  }
  await ensureFirstStaffUser(payload)
}
