// Admin view /admin/inbox (docs/decisions/lead-desk.md, "One inbox"): every lead in one list, newest first, with filters in the address so a
// filtered list can be shared as a link. Rendered on the server (a plain GET form, no script needed), for staff only
// (StaffView). The reads and the rules are the lead desk's (features/leadDesk); this view only renders them.
import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import {
  ANSWER_FILTERS,
  FOLLOW_UP_FILTERS,
  RECEIVED_FILTERS,
  age,
  listInbox,
  parseInboxFilters,
  type InboxRow,
} from '@/features/leadDesk/inbox'
import { LEAD_KINDS, leadKind } from '@/features/leadDesk/kinds'
import { LEAD_STATUSES, awaitsFirstReply, isAnswerOverdue, isWaitingForFirstReply, statusLabel } from '@/features/leadDesk/rules'
import { AGENCY_TIME_ZONE } from '@/lib/agencyTime'
import { listStaff } from '@/features/leadDesk/staff'
import { isStage, stageLabel } from '@/features/pipeline/stages'
import { adminDocumentHref, adminInboxHref, adminViewPaths, inboxExportHref } from '@/lib/routes'
import { answeredLabel, answeredLeads } from '@/features/inboundMail/answered'

import { requireStaff, StaffViewFrame } from '../staffView/StaffView'

import './inbox.css'

type Option = { value: string; label: string }

/** One labelled choice of the filter form. */
function FilterSelect({ name, label, value, options }: { name: string; label: string; value: string; options: readonly Option[] }) {
  const id = `ptw-inbox-${name}`
  return (
    <div className="ptw-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} className="ptw-control" defaultValue={value}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The first-reply state in staff words, and whether the 24-hour promise is broken. */
function replyState(row: InboxRow, now: Date): { text: string; late: boolean } {
  if (row.firstReplyAt) return { text: 'Replied', late: false }
  // A privacy request has no 24-hour promise: its clock is its due date (DueState).
  if (!awaitsFirstReply(row)) return { text: row.dueOn ? 'Not answered yet' : 'No reply needed', late: false }
  const late = isWaitingForFirstReply(row, now)
  return { text: late ? `Waiting ${age(row.createdAt, now)}, over 24 h` : 'Waiting', late }
}

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: AGENCY_TIME_ZONE })

/** A privacy request's statutory clock (docs/decisions/privacy.md): answered, due, or overdue in words and in red. */
function DueState({ row, now }: { row: InboxRow; now: Date }) {
  if (!row.dueOn) return null
  if (row.answeredAt)
    return (
      <span className="ptw-inbox__due">
        Answered <time dateTime={row.answeredAt.toISOString()}>{dayLabel.format(row.answeredAt)}</time>
      </span>
    )
  const time = <time dateTime={row.dueOn.toISOString()}>{dayLabel.format(row.dueOn)}</time>
  return isAnswerOverdue(row, now) ? (
    <strong className="ptw-inbox__due ptw-inbox__late">Overdue: answer was due {time}</strong>
  ) : (
    <span className="ptw-inbox__due">Answer by {time}</span>
  )
}

export async function InboxView(props: AdminViewServerProps) {
  const user = requireStaff(props, adminViewPaths.inbox)
  const { req } = props.initPageResult
  const filters = parseInboxFilters(props.searchParams)
  const now = new Date()
  const [inbox, staff] = await Promise.all([listInbox(req.payload, filters, Number(user.id), now), listStaff(req)])
  const staffName = new Map(staff.map((person) => [person.id, person.name]))
  // The pages' links name the lead they start from, not a page number (see docs/decisions/lead-desk.md, "Inbox paging
  // and search"); the address keeps the filters.
  const choice = { ...filters, page: null, older: null, newer: null, oldest: null }
  // Leads whose person answered last by e-mail (docs/decisions/lead-desk.md, "Replies come back").
  const answered = await answeredLeads(
    req.payload,
    inbox.rows.map((row) => ({ collection: leadKind(row.kind).collection, id: row.id })),
  )

  return (
    <StaffViewFrame {...props}>
      <div className="ptw-inbox">
        <h1>Inbox</h1>
        <p className="ptw-inbox__intro">
          Every lead in one list, newest first. Open a lead to change its status, assign it or answer it. &ldquo;Open&rdquo; means New or In
          progress. The site promises a reply within 24 hours: &ldquo;Waiting for a first reply&rdquo; shows open leads with no reply after
          24 hours; &ldquo;Follow-up&rdquo; shows open leads whose follow-up day has passed (overdue) or is today. A privacy request shows
          the date its answer is due by law; &ldquo;Privacy answer&rdquo; shows those not answered yet, or overdue.
        </p>
        {/* Keyed by the filters: a new address (Clear filters included) gives a new form showing its own filters, not the
            fields of the one before, which the next "Show" would send again. */}
        <form
          key={adminInboxHref(choice)}
          className="ptw-filters"
          method="get"
          action={adminInboxHref()}
          role="search"
          aria-label="Filter the inbox"
        >
          <div className="ptw-filter">
            <label htmlFor="ptw-inbox-q">Search</label>
            <input
              id="ptw-inbox-q"
              name="q"
              type="search"
              className="ptw-control"
              defaultValue={filters.search}
              placeholder="Name, e-mail or company"
              maxLength={100}
            />
          </div>
          <FilterSelect
            name="kind"
            label="Kind"
            value={filters.kind ?? ''}
            options={[{ value: '', label: 'All kinds' }, ...LEAD_KINDS.map((kind) => ({ value: kind.key, label: kind.label }))]}
          />
          <FilterSelect
            name="status"
            label="Status"
            value={filters.status ?? ''}
            options={[{ value: '', label: 'Any status' }, { value: 'open', label: 'Open (New or In progress)' }, ...LEAD_STATUSES]}
          />
          <FilterSelect
            name="assignee"
            label="Assignee"
            value={filters.assignee === null ? '' : String(filters.assignee)}
            options={[
              { value: '', label: 'Anyone' },
              { value: 'mine', label: 'Mine' },
              { value: 'none', label: 'Unassigned' },
              ...staff.map((person) => ({ value: String(person.id), label: person.name })),
            ]}
          />
          <FilterSelect
            name="received"
            label="Received"
            value={filters.received ?? ''}
            options={[{ value: '', label: 'Any time' }, ...RECEIVED_FILTERS]}
          />
          <FilterSelect
            name="followUp"
            label="Follow-up"
            value={filters.followUp ?? ''}
            options={[{ value: '', label: 'Any' }, ...FOLLOW_UP_FILTERS]}
          />
          <FilterSelect
            name="answer"
            label="Privacy answer"
            value={filters.answer ?? ''}
            options={[{ value: '', label: 'Any' }, ...ANSWER_FILTERS]}
          />
          <label className="ptw-check">
            <input type="checkbox" name="waiting" value="1" defaultChecked={filters.waiting} /> Waiting for a first reply
          </label>
          <button type="submit" className="ptw-inbox__apply">
            Show
          </button>
          <Link href={adminInboxHref()} className="ptw-inbox__clear">
            Clear filters
          </Link>
        </form>
        <p className="ptw-inbox__export">
          <a href={inboxExportHref(filters)} download>
            Download these {inbox.total === 1 ? 'lead' : `${inbox.total} leads`} as a spreadsheet (CSV)
          </a>
        </p>

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
                const kind = leadKind(row.kind)
                const reply = replyState(row, now)
                return (
                  <tr key={`${row.kind}-${row.id}`} data-testid="inbox-row">
                    <th scope="row">
                      <a href={adminDocumentHref(kind.collection, row.id)}>{row.name || row.email}</a>
                    </th>
                    <td data-label="Kind">{kind.label}</td>
                    <td data-label="Company or role">{row.org ?? '—'}</td>
                    <td data-label="Status">
                      {statusLabel(row.status)}
                      {row.stage && isStage(row.stage) ? ` · ${stageLabel[row.stage]}` : ''}
                      <DueState row={row} now={now} />
                    </td>
                    <td data-label="Assignee">{row.assignee === null ? 'Unassigned' : (staffName.get(row.assignee) ?? 'Unknown')}</td>
                    <td data-label="Age">
                      <time dateTime={row.createdAt.toISOString()}>{age(row.createdAt, now)}</time>
                    </td>
                    <td data-label="First reply" className={reply.late ? 'ptw-inbox__late' : undefined}>
                      {reply.text}
                      {kind && answered.has(`${kind.collection}:${row.id}`) ? (
                        <>
                          {' · '}
                          <strong>{answeredLabel(kind.collection)}</strong>
                        </>
                      ) : null}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        )}

        {inbox.totalPages > 1 && (
          <nav className="ptw-inbox__pages" aria-label="Inbox pages">
            {!inbox.isFirst && <Link href={adminInboxHref(choice)}>First page</Link>}
            {inbox.newer && <Link href={adminInboxHref({ ...choice, newer: inbox.newer })}>Previous page</Link>}
            <span>
              Page {inbox.page} of {inbox.totalPages}
            </span>
            {inbox.older && <Link href={adminInboxHref({ ...choice, older: inbox.older })}>Next page</Link>}
            {!inbox.isLast && <Link href={adminInboxHref({ ...choice, oldest: true })}>Last page</Link>}
          </nav>
        )}
      </div>
    </StaffViewFrame>
  )
}
