// Admin view /admin/inbox (issue 14, item 2): every lead in one list, newest first, with filters in the address so a
// filtered list can be shared as a link. Rendered on the server (a plain GET form, no script needed); Payload does not
// guard custom views, so anyone but a logged-in staff member is sent to the admin login.
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { adminDocumentHref, routes } from '@/lib/routes'

import { INBOX_KINDS, INBOX_STATUSES, REPLY_PROMISE_HOURS, inboxQuery, listInbox, parseInboxFilters, type InboxRow } from './inboxData'
import { INBOX_PATH } from './paths'

import './inbox.css'

const HOUR = 3600_000

/** "25 min", "5 h", "3 days": how long ago. */
function age(from: Date, now: Date): string {
  const ms = Math.max(0, now.getTime() - from.getTime())
  if (ms < HOUR) return `${Math.max(1, Math.round(ms / 60_000))} min`
  if (ms < 48 * HOUR) return `${Math.floor(ms / HOUR)} h`
  return `${Math.floor(ms / (24 * HOUR))} days`
}

/** The first-reply state in staff words, and whether the 24-hour promise is broken. */
function replyState(row: InboxRow, now: Date): { text: string; late: boolean } {
  if (row.firstReplyAt) return { text: 'Replied', late: false }
  const open = row.status === 'new' || row.status === 'in-progress'
  if (!open) return { text: 'No reply needed', late: false }
  const late = now.getTime() - row.createdAt.getTime() > REPLY_PROMISE_HOURS * HOUR
  return { text: late ? `Waiting ${age(row.createdAt, now)}, over 24 h` : 'Waiting', late }
}

export async function InboxView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  if (req.user?.collection !== 'users') redirect(`${routes.admin}/login?redirect=${encodeURIComponent(`${routes.admin}${INBOX_PATH}`)}`)
  const filters = parseInboxFilters(searchParams)
  const now = new Date()
  const [inbox, staff] = await Promise.all([
    listInbox(req.payload, filters, Number(req.user.id), now),
    req.payload.find({
      collection: 'users',
      limit: 200,
      depth: 0,
      sort: 'name',
      pagination: false,
      overrideAccess: true,
      select: { name: true },
    }),
  ])
  const staffName = new Map(staff.docs.map((person) => [person.id, person.name]))
  const kindOf = new Map<string, (typeof INBOX_KINDS)[number]>(INBOX_KINDS.map((kind) => [kind.key, kind]))
  const statusLabel = new Map<string, string>(INBOX_STATUSES.map((status) => [status.value, status.label]))
  const pageHref = (page: number) => `${routes.admin}${INBOX_PATH}${inboxQuery({ ...filters, page })}`

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <div className="ptw-inbox">
          <h1>Inbox</h1>
          <p className="ptw-inbox__intro">
            Every lead in one list, newest first. Open a lead to change its status, assign it or answer it. The site promises a reply within
            24 hours: &ldquo;Overdue&rdquo; shows open leads still waiting after 24 hours, or whose follow-up date has passed.
          </p>
          <form
            className="ptw-inbox__filters"
            method="get"
            action={`${routes.admin}${INBOX_PATH}`}
            role="search"
            aria-label="Filter the inbox"
          >
            <div className="ptw-inbox__filter">
              <label htmlFor="ptw-inbox-q">Search</label>
              <input
                id="ptw-inbox-q"
                name="q"
                type="search"
                defaultValue={filters.search}
                placeholder="Name, e-mail or company"
                maxLength={100}
              />
            </div>
            <div className="ptw-inbox__filter">
              <label htmlFor="ptw-inbox-kind">Kind</label>
              <select id="ptw-inbox-kind" name="kind" defaultValue={filters.kind ?? ''}>
                <option value="">All kinds</option>
                {INBOX_KINDS.map((kind) => (
                  <option key={kind.key} value={kind.key}>
                    {kind.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="ptw-inbox__filter">
              <label htmlFor="ptw-inbox-status">Status</label>
              <select id="ptw-inbox-status" name="status" defaultValue={filters.status ?? ''}>
                <option value="">Any status</option>
                {INBOX_STATUSES.map((status) => (
                  <option key={status.value} value={status.value}>
                    {status.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="ptw-inbox__filter">
              <label htmlFor="ptw-inbox-assignee">Assignee</label>
              <select id="ptw-inbox-assignee" name="assignee" defaultValue={filters.assignee === null ? '' : String(filters.assignee)}>
                <option value="">Anyone</option>
                <option value="mine">Mine</option>
                <option value="none">Unassigned</option>
                {staff.docs.map((person) => (
                  <option key={person.id} value={String(person.id)}>
                    {person.name}
                  </option>
                ))}
              </select>
            </div>
            <label className="ptw-inbox__overdue">
              <input type="checkbox" name="overdue" value="1" defaultChecked={filters.overdue} /> Overdue only
            </label>
            <button type="submit" className="ptw-inbox__apply">
              Show
            </button>
            <Link href={`${routes.admin}${INBOX_PATH}`} className="ptw-inbox__clear">
              Clear filters
            </Link>
          </form>

          {inbox.rows.length === 0 ? (
            <p className="ptw-inbox__empty" role="status">
              No leads match these filters.
            </p>
          ) : (
            <table className="ptw-inbox__table">
              <caption>
                {inbox.total === 1 ? '1 lead' : `${inbox.total} leads`}
                {inbox.totalPages > 1 ? `, page ${inbox.page} of ${inbox.totalPages}` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Lead</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Company or role</th>
                  <th scope="col">Status</th>
                  <th scope="col">Assignee</th>
                  <th scope="col">Age</th>
                  <th scope="col">First reply</th>
                </tr>
              </thead>
              <tbody>
                {inbox.rows.map((row) => {
                  const kind = kindOf.get(row.kind)
                  const reply = replyState(row, now)
                  return (
                    <tr key={`${row.kind}-${row.id}`} data-testid="inbox-row">
                      <th scope="row">
                        <a href={kind ? adminDocumentHref(kind.collection, row.id) : '#'}>{row.name || row.email}</a>
                      </th>
                      <td data-label="Kind">{kind?.label}</td>
                      <td data-label="Company or role">{row.org ?? '—'}</td>
                      <td data-label="Status">{statusLabel.get(row.status) ?? row.status}</td>
                      <td data-label="Assignee">{row.assignee === null ? 'Unassigned' : (staffName.get(row.assignee) ?? 'Unknown')}</td>
                      <td data-label="Age">
                        <time dateTime={row.createdAt.toISOString()}>{age(row.createdAt, now)}</time>
                      </td>
                      <td data-label="First reply" className={reply.late ? 'ptw-inbox__late' : undefined}>
                        {reply.text}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          )}

          {inbox.totalPages > 1 && (
            <nav className="ptw-inbox__pages" aria-label="Inbox pages">
              {inbox.page > 1 && <Link href={pageHref(inbox.page - 1)}>Previous page</Link>}
              <span>
                Page {inbox.page} of {inbox.totalPages}
              </span>
              {inbox.page < inbox.totalPages && <Link href={pageHref(inbox.page + 1)}>Next page</Link>}
            </nav>
          )}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}
