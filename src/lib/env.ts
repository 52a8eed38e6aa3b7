// Every setting the app reads, validated once. Defaults suit the embedded SQLite quick start.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

import { productionConfigProblems } from '../../server/preflight.mjs'

const DATA_DIR = path.resolve(process.cwd(), '.data')

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.string().url().optional())
  .optional()

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional()

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().trim().min(1).default('file:./.data/site.db'),
  PAYLOAD_SECRET: z.string().trim().optional(),
  SITE_URL: z.string().trim().url().default('http://localhost:3000'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(3).default('Pune Talent Works <hello@punetalentworks.in>'),
  STAFF_NOTIFY_EMAIL: z.string().trim().email().default('leads@punetalentworks.in'),
  /** Seconds between further attempts after a lead e-mail failed; empty = the default. */
  LEAD_MAIL_RETRY_SECONDS: z
    .string()
    .trim()
    .regex(/^(\d+(\s*,\s*\d+)*)?$/, 'comma-separated whole seconds')
    .transform((value) => value || '60,300,1800')
    .default('60,300,1800'),
  /** A mail job still marked as being sent but not refreshed for this long belonged to a dead worker: it is sent again. */
  MAIL_JOB_STALE_SECONDS: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(5).max(3600).default(60)),
  /**
   * The hour (0–23, India time) after which each staff member gets the day's e-mail of their due and overdue
   * follow-ups; "off" sends none by itself (staff can still send it at once, see docs/decisions/lead-desk.md, "Follow-ups").
   */
  FOLLOW_UP_DIGEST_HOUR: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^(off|\d|1\d|2[0-3])$/, 'an hour 0–23, or off')
      .default('9'),
  ),
  /**
   * The hour (0–23, India time) at which the day's job of the jobs queue sends the job alerts (docs/decisions/job-alerts.md);
   * "off" queues none (staff can still send them at once).
   */
  JOB_ALERTS_HOUR: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^(off|\d|1\d|2[0-3])$/, 'an hour 0–23, or off')
      .default('8'),
  ),
  /**
   * The mailbox that answers to staff replies arrive in (docs/operations.md, "Replies come back"): imap://user:pass@host:port,
   * or imaps:// for TLS. Empty = off: replies go out with the staff member's own Reply-To, nothing is polled.
   */
  INBOUND_IMAP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^imaps?:\/\/[^/]+/, 'an imap:// or imaps:// address')
      .optional(),
  ),
  INBOUND_IMAP_FOLDER: optionalText.transform((value) => value ?? 'INBOX'),
  INBOUND_POLL_SECONDS: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(1).max(3600).default(60)),
  /** The address answers go to (its plus-addresses carry each lead's token); must be delivered to INBOUND_IMAP_URL's mailbox. */
  INBOUND_REPLY_ADDRESS: optionalText.pipe(z.string().email().optional()),
  REDIS_URL: optionalUrl,
  /** PostgreSQL connections per instance (keep instances × this under the server's max_connections). */
  DATABASE_POOL_MAX: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(2).max(200).default(20)),
  /**
   * When SQLite's log reaches the disk (WAL mode): NORMAL at each checkpoint (a stored lead survives a crash or kill of
   * the process, not a power cut of the last moments), FULL at every commit (survives both, each write slower).
   */
  SQLITE_SYNCHRONOUS: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : undefined),
    z.enum(['NORMAL', 'FULL']).default('NORMAL'),
  ),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z.string().optional(),
  UPLOAD_DIR: z.string().trim().default(path.join(DATA_DIR, 'media')),
  /** Resumes and CSV exports: never under public/ and never served by Payload's static handler. */
  PRIVATE_UPLOAD_DIR: z.string().trim().default(path.join(DATA_DIR, 'private')),
  SEED: z.enum(['auto', 'off']).default('auto'),
  /** S3-compatible object storage for uploads (media, exports, resumes): on when S3_BUCKET is set. */
  S3_BUCKET: optionalText,
  S3_REGION: optionalText.transform((value) => value ?? 'us-east-1'),
  /** Only for S3-compatible services (MinIO, R2, Spaces, ...); empty = AWS. */
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** 1 = bucket in the path (http://host/bucket/key), which most S3-compatible services need; empty = 1 with S3_ENDPOINT, else 0. */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', '']).default(''),
  /** Key prefix for everything this site stores, so one bucket can serve several sites or stages. */
  S3_PREFIX: optionalText.transform((value) => value?.replace(/^\/+|\/+$/g, '') || undefined),
})

export type Env = z.infer<typeof schema> & { PAYLOAD_SECRET: string; databaseKind: 'sqlite' | 'postgres'; s3: S3Settings | null }

export type S3Settings = {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
  prefix: string
}

/** S3 is on when a bucket is named; then the keys must be there too (no silent fallback to a local folder). */
function resolveS3(values: z.infer<typeof schema>): S3Settings | null {
  if (!values.S3_BUCKET) return null
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !values[name])
  if (missing.length) throw new Error(`Invalid configuration: S3_BUCKET is set, so ${missing.join(' and ')} must be set too.`)
  return {
    bucket: values.S3_BUCKET,
    region: values.S3_REGION,
    endpoint: values.S3_ENDPOINT,
    accessKeyId: values.S3_ACCESS_KEY_ID!,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: values.S3_FORCE_PATH_STYLE ? values.S3_FORCE_PATH_STYLE === '1' : Boolean(values.S3_ENDPOINT),
    prefix: values.S3_PREFIX ?? '',
  }
}

const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'

/** Outside production (or in the local quick start) a missing secret is generated once and kept in .data/, so sessions survive restarts. */
function resolveSecret(given: string | undefined): string {
  if (given) return given
  // `next build` evaluates the config but signs nothing; it must not need secrets.
  if (isBuildPhase()) return 'build-time-placeholder-never-used-to-sign'
  const file = path.join(DATA_DIR, 'payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(DATA_DIR, { recursive: true })
    const secret = randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

let cached: Env | undefined

export function env(): Env {
  if (cached) return cached
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid configuration: ${problems}`)
  }
  // server.mjs checks this before booting; repeated here for any other entry point (`next start`, scripts).
  const problems = isBuildPhase() ? [] : productionConfigProblems(process.env)
  if (problems.length) throw new Error(`Refusing to start in production: ${problems.join('; ')}`)
  const values = parsed.data
  const databaseKind = /^postgres(ql)?:\/\//.test(values.DATABASE_URL) ? 'postgres' : 'sqlite'
  if (values.INBOUND_IMAP_URL && !values.INBOUND_REPLY_ADDRESS)
    throw new Error('Invalid configuration: INBOUND_IMAP_URL is set, so INBOUND_REPLY_ADDRESS must be set too.')
  cached = { ...values, databaseKind, s3: resolveS3(values), PAYLOAD_SECRET: resolveSecret(values.PAYLOAD_SECRET) }
  return cached
}

/** SQLite URLs are relative to the project; make sure the folder exists before libsql opens the file. */
export function sqliteUrl(databaseUrl: string): string {
  const filePath = databaseUrl.replace(/^file:/, '')
  const absolute = path.resolve(process.cwd(), filePath)
  fs.mkdirSync(path.dirname(absolute), { recursive: true })
  return `file:${absolute}`
}
