import { AccessLog } from './cms/collections/AccessLog'
import { Breaches } from './cms/collections/privacy/Breaches'
import { PrivacyNotices } from './cms/collections/privacy/PrivacyNotices'
import { CandidateShares } from './cms/collections/clients/CandidateShares'
import { Consents } from './cms/collections/clients/Consents'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type PayloadRequest } from 'payload'
import sharp from 'sharp'

import { AssistantAnswers } from './cms/collections/AssistantAnswers'
import { AssistantUnanswered } from './cms/collections/AssistantUnanswered'
import { AssistantVisitors } from './cms/collections/AssistantVisitors'
import { AssistantWordGroups } from './cms/collections/AssistantWordGroups'
import { BlogCategories } from './cms/collections/BlogCategories'
import { Blogs } from './cms/collections/Blogs'
import { Categories } from './cms/collections/Categories'
import { Clients } from './cms/collections/Clients'
import { FeaturedSolutions } from './cms/collections/FeaturedSolutions'
import { Media } from './cms/collections/Media'
import { Members } from './cms/collections/Members'
import { Openings } from './cms/collections/Openings'
import { OtpCodes } from './cms/collections/OtpCodes'
import { Subpages } from './cms/collections/Subpages'
import { Testimonials } from './cms/collections/Testimonials'
import { Faqs } from './cms/collections/Faqs'
import { FollowUpDigests } from './cms/collections/FollowUpDigests'
import { InboundMail } from './cms/collections/InboundMail'
import { InboundMailboxes } from './cms/collections/InboundMailboxes'
import { LeadActivity } from './cms/collections/LeadActivity'
import { ReplyTemplates } from './cms/collections/ReplyTemplates'
import { Users } from './cms/collections/Users'
import { Candidates } from './cms/collections/candidates/Candidates'
import { CandidateSearches } from './cms/collections/candidates/CandidateSearches'
import { Resumes } from './cms/collections/candidates/Resumes'
import { ContactMessages } from './cms/collections/leads/ContactMessages'
import { SubscribersCollection } from './cms/collections/leads/Subscribers'
import { JobAlerts } from './cms/collections/leads/JobAlerts'
import { SupportRequests } from './cms/collections/leads/SupportRequests'
import { PendingPrivacyRequests, PrivacyRequests } from './cms/collections/leads/PrivacyRequests'
import { TalentApplications } from './cms/collections/leads/TalentApplications'
import { TeamUpRequests } from './cms/collections/leads/TeamUpRequests'
import { ClientCompanies } from './cms/collections/clients/ClientCompanies'
import { Interviews } from './cms/collections/clients/Interviews'
import { Placements } from './cms/collections/clients/Placements'
import { Requirements } from './cms/collections/clients/Requirements'
import { Shortlists } from './cms/collections/clients/Shortlists'
import { existingRelationsPlugin } from './cms/plugins/existingRelations'
import { leadExportPlugin } from './cms/plugins/leadExport'
import { uploadStoragePlugin } from './cms/plugins/uploadStorage'
import { SiteSettings } from './cms/globals/SiteSettings'
import { CareersPage } from './cms/globals/CareersPage'
import { Terms } from './cms/globals/Terms'
import { isStaff } from './features/accounts/isStaff'
import { exportInbox } from './features/leadDesk/inboxExport'
import { reportsCsv, reportsJson } from './features/reports/endpoints'
import { lockDownPayloadEndpoints } from './cms/lockDownPayloadEndpoints'
import { loggerOptions } from '../server/log.mjs'
import { onInit } from './cms/onInit'
import { env, sqliteUrl } from './lib/env'
import { mailTransport, siteSender } from './lib/email'
import { sendMailTask } from './lib/mailQueue'
import { adminViewPaths, inboxExportEndpointPath, reportsCsvEndpointPath, reportsEndpointPath } from './lib/routes'
import { readInboundMailTask } from './features/inboundMail/poll'
import { readResumeTask } from './features/candidates/readResume'
import { interviewStepTask } from './features/interviews/steps'
import { sendJobAlertsTask } from './features/jobAlerts/schedule'
import { applyRetentionTask } from './features/retention/schedule'
import { restoreEndpoint, retentionRestorePath } from './features/retention/endpoints'
import { dataExportTask } from './features/privacy/dataExport'
import { Skills } from './cms/collections/candidates/Skills'
import { cacheSqliteStatements } from './lib/sqliteStatementCache'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

// Each SQLite connection keeps its prepared statements (the driver would prepare every query again).
if (config.databaseKind === 'sqlite') cacheSqliteStatements()

const db =
  config.databaseKind === 'postgres'
    ? postgresAdapter({
        // A request waits up to 10 s for a free connection before it is answered 503 (lib/apiRoute.ts).
        pool: { connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_MAX, connectionTimeoutMillis: 10_000 },
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
        push: false,
      })
    : sqliteAdapter({
        client: { url: sqliteUrl(config.DATABASE_URL) },
        migrationDir: path.resolve(dirname, 'migrations/sqlite'),
        push: false,
        // SQLITE_SYNCHRONOUS (docs/operations.md "Configuration"); the log's size limit stays Payload's default.
        wal: { synchronous: config.SQLITE_SYNCHRONOUS },
        busyTimeout: 10_000,
      })

const staffRunsJobs = ({ req }: { req: PayloadRequest }) => isStaff(req)

export default buildConfig({
  serverURL: config.SITE_URL,
  secret: config.PAYLOAD_SECRET,
  routes: { api: '/cms-api', graphQL: '/graphql', graphQLPlayground: '/graphql-playground', admin: '/admin' },
  // Open roles' and the site settings' texts in Marathi and Hindi (docs/decisions/languages.md, "Role content", "Site
  // settings"): only the fields marked `localized` (Openings.ts, SiteSettings.ts) differ per language; an untranslated
  // one falls back to English.
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'mr', label: 'मराठी' },
      { code: 'hi', label: 'हिंदी' },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  // The header's switcher between those languages says "Language" to staff, not Payload's "Locale" (its `general:locale`,
  // also the column of scheduled publishing); the rest of the admin keeps Payload's English.
  i18n: { translations: { en: { general: { locale: 'Language' } } } },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Staff' },
    // Payload's built-in avatar: a Gravatar would send a hash of each staff e-mail to a third party (and fails offline).
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    components: {
      // The talent pipeline board (docs/decisions/openings.md), linked after the navigation groups and above the applications list.
      // The staff inbox (docs/decisions/lead-desk.md): every lead in one list, first in the navigation.
      // The staff dashboard (docs/decisions/lead-desk.md) replaces Payload's home; it links to the inbox and the board itself.
      views: {
        dashboard: { Component: '/cms/components/dashboard/DashboardView#DashboardView' },
        pipeline: { Component: '/cms/components/pipeline/PipelineView#PipelineView', path: adminViewPaths.pipeline },
        inbox: { Component: '/cms/components/inbox/InboxView#InboxView', path: adminViewPaths.inbox },
        // Two candidate profiles side by side, merged into one (docs/decisions/talent-pool.md, "Merging two profiles").
        candidateMerge: { Component: '/cms/components/candidates/MergeView#MergeView', path: adminViewPaths.candidateMerge },
        // The talent pool's search (docs/decisions/talent-pool.md, "Search"), linked under the board in the navigation.
        candidateSearch: {
          Component: '/cms/components/candidates/CandidateSearchView#CandidateSearchView',
          path: adminViewPaths.candidateSearch,
        },
        // Staff add candidates from resumes (docs/decisions/talent-pool.md, "Adding candidates from resumes").
        addCandidates: {
          Component: '/cms/components/candidates/UploadResumesView#UploadResumesView',
          path: adminViewPaths.addCandidates,
        },
        // Reports over a period (docs/decisions/reports.md), linked in the navigation under the inbox.
        reports: { Component: '/cms/components/reports/ReportsView#ReportsView', path: adminViewPaths.reports },
      },
      beforeNavLinks: ['/cms/components/inbox/InboxLink#InboxNavLink', '/cms/components/reports/ReportsLink#ReportsNavLink'],
      // Names Payload's own unnamed controls (docs/decisions/lead-desk.md, "The admin passes axe").
      providers: ['/cms/components/AdminAccessibility#AdminAccessibility'],
      afterNavLinks: [
        '/cms/components/pipeline/PipelineLink#PipelineNavLink',
        '/cms/components/candidates/CandidateSearchLink#CandidateSearchNavLink',
      ],
    },
  },
  // In the navigation's order: Leads first (after the Inbox link), then Clients, then Content, then Settings.
  collections: [
    ContactMessages,
    TeamUpRequests,
    TalentApplications,
    Candidates,
    SupportRequests,
    SubscribersCollection,
    JobAlerts,
    PrivacyRequests,
    PendingPrivacyRequests,
    Skills,
    InboundMail,
    // The client side (docs/decisions/clients.md): after the leads, before the content.
    ClientCompanies,
    Requirements,
    Shortlists,
    Interviews,
    Placements,
    Categories,
    Subpages,
    Blogs,
    BlogCategories,
    Openings,
    Clients,
    FeaturedSolutions,
    Testimonials,
    Faqs,
    PrivacyNotices,
    AssistantAnswers,
    AssistantWordGroups,
    AssistantUnanswered,
    AssistantVisitors,
    Media,
    Users,
    Members,
    ReplyTemplates,
    OtpCodes,
    LeadActivity,
    Resumes,
    CandidateSearches,
    FollowUpDigests,
    InboundMailboxes,
    Consents,
    CandidateShares,
    AccessLog,
    Breaches,
  ],
  // The inbox's CSV export of its current filter (docs/decisions/lead-desk.md): GET /cms-api/inbox/export?kind=&status=&…
  // The reports' figures and CSV tables (docs/decisions/reports.md): GET /cms-api/reports?period=…, /cms-api/reports/csv?table=…
  endpoints: [
    { path: inboxExportEndpointPath, method: 'get', handler: exportInbox },
    { path: reportsEndpointPath, method: 'get', handler: reportsJson },
    { path: reportsCsvEndpointPath, method: 'get', handler: reportsCsv },
    // Restoring a record the retention rules set aside (features/retention): POST /cms-api/retention/restore {kind, id}.
    { path: retentionRestorePath, method: 'post', handler: restoreEndpoint },
  ],
  // Storage last: it wraps every upload collection, including the export plugin's own.
  plugins: [existingRelationsPlugin, leadExportPlugin, uploadStoragePlugin()],
  // The mail queue's job type (lib/mailQueue.ts); each instance's own worker sends them (lib/mailWorker.ts). The day's
  // job alerts are a scheduled task (features/jobAlerts/schedule.ts); a schedule adds Payload's `payload-jobs-stats` global.
  // Running, queueing or cancelling jobs (GET /cms-api/payload-jobs/run) is for staff; Payload's default is any login.
  jobs: {
    tasks: [sendMailTask, readInboundMailTask, readResumeTask, interviewStepTask, sendJobAlertsTask, applyRetentionTask, dataExportTask],
    access: { run: staffRunsJobs, queue: staffRunsJobs, cancel: staffRunsJobs },
  },
  globals: [SiteSettings, CareersPage, Terms],
  editor: lexicalEditor(),
  db,
  email: nodemailerAdapter({
    defaultFromAddress: siteSender().address,
    defaultFromName: siteSender().name,
    transport: mailTransport(),
    skipVerify: true,
  }),
  graphQL: { disable: true },
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
  // Production writes one JSON object per line (the settings server.mjs uses); development keeps Payload's pretty output.
  logger: process.env.NODE_ENV === 'production' ? { options: { ...loggerOptions } } : undefined,
  // A refused or missing document is an answer to the client, not a server error. These class names only match under
  // `next dev`: a production build renames the classes, so there server/log.mjs sets the level by the error's status.
  loggingLevels: { Forbidden: 'info', NotFound: 'info', AuthenticationError: 'info', LockedAuth: 'warn', ValidationError: 'info' },
  onInit,
  // Payload's own collections and endpoints only exist after sanitizing: restrict them here.
}).then(lockDownPayloadEndpoints)
