// The admin's home /admin (docs/decisions/lead-desk.md, "Dashboard"): today's and this week's leads, open work by status and by person, leads
// waiting for a first reply, follow-ups, leads per week and candidates per stage. Rendered on the server from
// aggregate queries (features/leadDesk/dashboard.ts), for staff only; Payload draws its frame around it. Each count
// links to exactly the list it counts: the inbox with the filter of the same rule (features/leadDesk/rules.ts), or the
// applications at a stage; `data-counts` names the count a link lists.
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { GUARANTEE_WINDOW_DAYS, SHORTLIST_FEEDBACK_DAYS, loadClientFigures, type ClientFigures } from '@/features/clients/dashboard'
import { CHART_WEEKS, WAITING_LIST_SIZE, loadDashboard, type Dashboard } from '@/features/leadDesk/dashboard'
import { age } from '@/features/leadDesk/inbox'
import { LEAD_KINDS, leadKind } from '@/features/leadDesk/kinds'
import { statusLabel } from '@/features/leadDesk/rules'
import { listStaff } from '@/features/leadDesk/staff'
import { stageLabel } from '@/features/pipeline/stages'
import { loadPrivacyFigures, type PrivacyFigures } from '@/features/privacy/dashboard'
import { PRIVACY_REQUEST_KINDS } from '@/features/privacy/options'
import { loadQuarantine, type QuarantineFigures } from '@/features/retention/quarantine'
import { AGENCY_TIME_ZONE } from '@/lib/agencyTime'
import { adminDocumentHref, adminInboxHref, adminListHref, adminPipelineHref } from '@/lib/routes'

import { requireStaff } from '../staffView/StaffView'

import { LeadsChart } from './LeadsChart'
import { RestoreButton } from './RestoreButton'

import './dashboard.css'

/** The applications at a stage, spam left out as the count leaves it out. */
const applicationsAtStageHref = (stage: string) => adminListHref('talent-applications', { stage, spam: false })
const weekLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: AGENCY_TIME_ZONE })
const weekDate = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: AGENCY_TIME_ZONE })
const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: AGENCY_TIME_ZONE })
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
const leads = (count: number) => (count === 1 ? '1 lead' : `${count} leads`)
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

type Count = { label: string; count: number; metric: string; href?: string }

/** A card: its heading, an optional big total, then one row per count (a link where there is somewhere to go). */
function Card({ id, title, total, rows, children }: { id: string; title: string; total?: Count; rows: Count[]; children?: ReactNode }) {
  return (
    <section className="ptw-dash__card" aria-labelledby={`ptw-dash-${id}`}>
      <h2 id={`ptw-dash-${id}`}>{title}</h2>
      {total && (
        <p className="ptw-dash__total">
          {total.href ? (
            <Link href={total.href} data-counts={total.metric}>
              <span data-metric={total.metric}>{total.count}</span> {total.label}
            </Link>
          ) : (
            <>
              <span data-metric={total.metric}>{total.count}</span> {total.label}
            </>
          )}
        </p>
      )}
      {rows.length > 0 && (
        <ul className="ptw-dash__rows">
          {rows.map((row) => {
            const content = (
              <>
                <span>{row.label}</span>{' '}
                <span className="ptw-dash__count" data-metric={row.metric}>
                  {row.count}
                </span>
              </>
            )
            return (
              <li key={row.metric}>
                {row.href ? (
                  <Link href={row.href} className="ptw-dash__row" data-counts={row.metric}>
                    {content}
                  </Link>
                ) : (
                  <span className="ptw-dash__row">{content}</span>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {children}
    </section>
  )
}

/** Leads per week: the chart, and the same numbers as a table behind "Show the numbers". */
function LeadsPerWeek({ weeks }: { weeks: Dashboard['weeks'] }) {
  const labels = weeks.map((week) => weekLabel.format(week.start))
  const totals = weeks.map((week) => sum(week.counts))
  const busiest = totals.indexOf(Math.max(...totals))
  const summary =
    `Bar chart of leads per week for the last ${CHART_WEEKS} weeks, by kind: ${leads(sum(totals))} in all` +
    (totals[busiest] > 0 ? `, most in the week of ${labels[busiest]} (${totals[busiest]})` : '') +
    `, ${totals[totals.length - 1]} so far this week. The numbers are in the table below the chart.`
  return (
    <section className="ptw-dash__card ptw-dash__card--wide" aria-labelledby="ptw-dash-weeks">
      <h2 id="ptw-dash-weeks">Leads per week</h2>
      <LeadsChart
        labels={labels}
        series={LEAD_KINDS.map((kind, index) => ({ label: kind.label, values: weeks.map((week) => week.counts[index]) }))}
        summary={summary}
      />
      <details className="ptw-dash__numbers">
        <summary>Show the numbers</summary>
        <div className="ptw-dash__scroll" role="region" aria-labelledby="ptw-dash-weeks-caption" tabIndex={0}>
          <table>
            <caption id="ptw-dash-weeks-caption">Leads per week for the last {CHART_WEEKS} weeks (weeks start on Monday)</caption>
            <thead>
              <tr>
                <th scope="col">Week of</th>
                {LEAD_KINDS.map((kind) => (
                  <th scope="col" key={kind.key}>
                    {kind.label}
                  </th>
                ))}
                <th scope="col">All</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, index) => (
                <tr key={labels[index]} data-testid="week-row">
                  <th scope="row">
                    <time dateTime={weekDate.format(week.start)}>{labels[index]}</time>
                  </th>
                  {week.counts.map((count, kind) => (
                    <td key={LEAD_KINDS[kind].key}>{count}</td>
                  ))}
                  <td>{totals[index]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  )
}

/** A figure in rupees: the amount as staff read it ("₹1,20,000"), the plain number in `data-value`. */
function Fees({ metric, amount }: { metric: string; amount: number }) {
  return (
    <span className="ptw-dash__count" data-metric-value={metric} data-value={amount}>
      {rupees.format(amount)}
    </span>
  )
}

/** The client side (docs/decisions/clients.md, "Dashboard"): requirements, shortlists, interviews, placements, guarantees. */
function ClientCards({ figures }: { figures: ClientFigures }) {
  const placements = (count: number) => (count === 1 ? '1 placement' : `${count} placements`)
  return (
    <>
      <h2 className="ptw-dash__section">Clients</h2>
      <div className="ptw-dash__grid">
        <Card
          id="requirements"
          title="Open requirements by client"
          total={{
            label: 'open',
            count: figures.openRequirements,
            metric: 'clients:open-requirements',
            href: adminListHref('requirements', { status: 'open' }),
          }}
          rows={figures.openByClient.map((row) => ({
            label: row.name,
            count: row.count,
            metric: `open-requirements:${row.client}`,
            href: adminListHref('requirements', { status: 'open', client: String(row.client) }),
          }))}
        >
          {figures.openRequirements === 0 && <p>No open requirements.</p>}
        </Card>
        <Card
          id="shortlists"
          title={`Shortlists waiting for the client over ${SHORTLIST_FEEDBACK_DAYS} days`}
          total={{ label: 'waiting', count: figures.waitingShortlists, metric: 'clients:waiting-shortlists' }}
          rows={[]}
        >
          {figures.waitingShortlistList.length > 0 ? (
            <ol className="ptw-dash__waiting">
              {figures.waitingShortlistList.map((shortlist) => (
                <li key={shortlist.id} data-testid="waiting-shortlist">
                  <a href={adminDocumentHref('shortlists', shortlist.id)}>{shortlist.title}</a>
                  <span>
                    sent <time dateTime={shortlist.sentAt.toISOString()}>{dayLabel.format(shortlist.sentAt)}</time>
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p>Every sent shortlist has the client’s decisions.</p>
          )}
        </Card>
        <Card
          id="interviews"
          title="Interviews this week"
          total={{
            label: figures.interviewsThisWeek === 1 ? 'interview booked' : 'interviews booked',
            count: figures.interviewsThisWeek,
            metric: 'clients:interviews-week',
            href: adminListHref('interviews', { status: 'booked' }),
          }}
          rows={[]}
        />
        <section className="ptw-dash__card" aria-labelledby="ptw-dash-placements">
          <h2 id="ptw-dash-placements">Placements and fees</h2>
          <ul className="ptw-dash__rows">
            <li>
              <span className="ptw-dash__row">
                <span>
                  This month: <span data-metric="clients:placements-month">{figures.placementsThisMonth.count}</span>{' '}
                  {figures.placementsThisMonth.count === 1 ? 'placement' : 'placements'}
                </span>{' '}
                <Fees metric="clients:fees-month" amount={figures.placementsThisMonth.fees} />
              </span>
            </li>
            <li>
              <span className="ptw-dash__row">
                <span>
                  This quarter: <span data-metric="clients:placements-quarter">{figures.placementsThisQuarter.count}</span>{' '}
                  {figures.placementsThisQuarter.count === 1 ? 'placement' : 'placements'}
                </span>{' '}
                <Fees metric="clients:fees-quarter" amount={figures.placementsThisQuarter.fees} />
              </span>
            </li>
          </ul>
          <p className="ptw-dash__more">
            By joining date. <Link href="/admin/collections/placements">See all placements</Link>
          </p>
        </section>
        <Card
          id="guarantees"
          title={`Guarantees ending in the next ${GUARANTEE_WINDOW_DAYS} days`}
          total={{
            label: placements(figures.guaranteesEnding).replace(/^\d+ /, ''),
            count: figures.guaranteesEnding,
            metric: 'clients:guarantees-ending',
          }}
          rows={[]}
        >
          {figures.guaranteesEndingList.length > 0 && (
            <ol className="ptw-dash__waiting">
              {figures.guaranteesEndingList.map((placement) => (
                <li key={placement.id} data-testid="guarantee-ending">
                  <a href={adminDocumentHref('placements', placement.id)}>{placement.title}</a>
                  <span>
                    ends <time dateTime={placement.ends.toISOString()}>{dayLabel.format(placement.ends)}</time>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </>
  )
}

/** Open privacy requests (docs/decisions/privacy.md, "Dashboard"): due first; overdue ones say so in words and in red. */
function PrivacyCard({ figures }: { figures: PrivacyFigures }) {
  const kindLabel = (kind: string) => PRIVACY_REQUEST_KINDS.find(({ value }) => value === kind)?.label ?? kind
  return (
    <Card
      id="privacy"
      title="Privacy requests"
      total={{ label: 'open', count: figures.open, metric: 'privacy:open', href: adminInboxHref({ kind: 'privacy', answer: 'waiting' }) }}
      rows={[
        {
          label: 'Overdue',
          count: figures.overdue,
          metric: 'privacy:overdue',
          href: adminInboxHref({ kind: 'privacy', answer: 'overdue' }),
        },
      ]}
    >
      {figures.list.length > 0 ? (
        <ol className="ptw-dash__waiting">
          {figures.list.map((request) => (
            <li key={request.id} data-testid="privacy-request" className={request.overdue ? 'ptw-dash__overdue' : undefined}>
              <a href={adminDocumentHref('privacy-requests', request.id)}>{request.email}</a>
              <span>{kindLabel(request.kind)}</span>
              <span>
                {request.overdue ? <strong>Overdue: </strong> : null}
                due <time dateTime={request.dueOn.toISOString()}>{dayLabel.format(request.dueOn)}</time>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p>No open privacy requests.</p>
      )}
    </Card>
  )
}

/** What the retention rules set aside (docs/decisions/privacy.md, "Retention"): erased on the date shown unless restored. */
function DueForErasureCard({ figures }: { figures: QuarantineFigures }) {
  return (
    <Card
      id="erasure"
      title="Due for erasure"
      total={{ label: 'set aside', count: figures.total, metric: 'retention:quarantined' }}
      rows={[]}
    >
      {figures.list.length > 0 ? (
        <ol className="ptw-dash__waiting">
          {figures.list.map((record) => (
            <li key={`${record.kind}-${record.id}`} data-testid="due-for-erasure">
              <a href={adminDocumentHref(record.collection, record.id)}>{record.name}</a>
              <span>{record.label}</span>
              <span>
                erased on <time dateTime={record.erasedOn.toISOString()}>{dayLabel.format(record.erasedOn)}</time>
              </span>
              <RestoreButton kind={record.kind} id={record.id} name={record.name} />
            </li>
          ))}
        </ol>
      ) : (
        <p>Nothing is waiting to be erased.</p>
      )}
      <p className="ptw-dash__more">Quiet longer than Site settings allow; tick “Legal hold” on a record to keep it.</p>
    </Card>
  )
}

export async function DashboardView(props: AdminViewServerProps) {
  requireStaff(props, '')
  const { req } = props.initPageResult
  const now = new Date()
  const [dashboard, staff, clientFigures, privacyFigures, quarantine] = await Promise.all([
    loadDashboard(req.payload, now),
    listStaff(req),
    loadClientFigures(req.payload, now),
    loadPrivacyFigures(req.payload, now),
    loadQuarantine(req.payload),
  ])
  const staffName = new Map(staff.map((person) => [person.id, person.name]))
  const byKind = dashboard.byKind.map((figures) => ({ ...figures, label: leadKind(figures.kind).label }))
  const total = (pick: (figures: (typeof byKind)[number]) => number) => sum(byKind.map(pick))
  const [newToday, newThisWeek, waiting] = [total((f) => f.newToday), total((f) => f.newThisWeek), total((f) => f.waiting)]

  /** One row per kind of lead for a "new" card, each linked to the inbox's list of that kind received that day or week. */
  const kindRows = (figure: 'newToday' | 'newThisWeek', metric: string, received: 'today' | 'week') =>
    byKind.map((f) => ({
      label: f.label,
      count: f[figure],
      metric: `${metric}:${f.kind}`,
      href: adminInboxHref({ kind: f.kind, received }),
    }))
  return (
    <Gutter className="ptw-dash">
      <h1>Dashboard</h1>
      <p className="ptw-dash__intro">
        Leads, candidates and clients at a glance. Days and weeks are India Standard Time; a week starts on Monday. Spam is not counted.
        &ldquo;Open&rdquo; means New or In progress.
      </p>
      <div className="ptw-dash__grid">
        <Card
          id="today"
          title="New today"
          total={{
            label: newToday === 1 ? 'lead' : 'leads',
            count: newToday,
            metric: 'new-today:all',
            href: adminInboxHref({ received: 'today' }),
          }}
          rows={kindRows('newToday', 'new-today', 'today')}
        />
        <Card
          id="week"
          title="New this week"
          total={{
            label: newThisWeek === 1 ? 'lead' : 'leads',
            count: newThisWeek,
            metric: 'new-week:all',
            href: adminInboxHref({ received: 'week' }),
          }}
          rows={kindRows('newThisWeek', 'new-week', 'week')}
        />
        <Card
          id="status"
          title="Open leads by status"
          total={{
            label: 'open',
            count: sum(dashboard.openByStatus.map((row) => row.count)),
            metric: 'open:all',
            href: adminInboxHref({ status: 'open' }),
          }}
          rows={dashboard.openByStatus.map((row) => ({
            label: statusLabel(row.status),
            count: row.count,
            metric: `open-status:${row.status}`,
            href: adminInboxHref({ status: row.status }),
          }))}
        />
        <Card
          id="person"
          title="Open leads by person"
          rows={dashboard.openByAssignee.map((row) => ({
            label: row.assignee === null ? 'Unassigned' : (staffName.get(row.assignee) ?? 'Unknown'),
            count: row.count,
            metric: `open-person:${row.assignee ?? 'none'}`,
            href: adminInboxHref({ assignee: row.assignee ?? 'none', status: 'open' }),
          }))}
        >
          {dashboard.openByAssignee.length === 0 && <p>No open leads.</p>}
        </Card>
        <Card
          id="follow-ups"
          title="Follow-ups due"
          rows={[
            {
              label: 'Overdue',
              count: total((f) => f.followUpsOverdue),
              metric: 'follow-ups:overdue',
              href: adminInboxHref({ followUp: 'overdue' }),
            },
            {
              label: 'Due today',
              count: total((f) => f.followUpsDueToday),
              metric: 'follow-ups:today',
              href: adminInboxHref({ followUp: 'today' }),
            },
          ]}
        />
        <Card
          id="stages"
          title="Candidates per stage"
          rows={dashboard.stages.map((row) => ({
            label: stageLabel[row.stage],
            count: row.count,
            metric: `stage:${row.stage}`,
            href: applicationsAtStageHref(row.stage),
          }))}
        >
          <p className="ptw-dash__more">
            <Link href={adminPipelineHref()}>Open the candidate pipeline board</Link>
          </p>
        </Card>

        <section className="ptw-dash__card ptw-dash__card--wide" aria-labelledby="ptw-dash-waiting">
          <h2 id="ptw-dash-waiting">Waiting more than 24 hours for a first reply</h2>
          <p>
            <span data-metric="waiting:all">{waiting}</span> open {waiting === 1 ? 'lead has' : 'leads have'} had no reply for more than 24
            hours
            {waiting > WAITING_LIST_SIZE ? `; the ${WAITING_LIST_SIZE} oldest:` : waiting > 0 ? ', oldest first:' : '.'}
          </p>
          {dashboard.waitingOldest.length > 0 && (
            <ol className="ptw-dash__waiting">
              {dashboard.waitingOldest.map((lead) => {
                const kind = leadKind(lead.kind)
                return (
                  <li key={`${lead.kind}-${lead.id}`} data-testid="waiting-lead">
                    <a href={adminDocumentHref(kind.collection, lead.id)}>{lead.name || `${kind.label} ${lead.id}`}</a>
                    <span>{kind.label}</span>
                    <span>
                      waiting <time dateTime={lead.createdAt.toISOString()}>{age(lead.createdAt, now)}</time>
                    </span>
                  </li>
                )
              })}
            </ol>
          )}
          <p className="ptw-dash__more">
            <Link href={adminInboxHref({ waiting: true })} data-counts="waiting:all">
              See all in the inbox
            </Link>
          </p>
        </section>

        <PrivacyCard figures={privacyFigures} />
        <DueForErasureCard figures={quarantine} />

        <LeadsPerWeek weeks={dashboard.weeks} />
      </div>
      <ClientCards figures={clientFigures} />
    </Gutter>
  )
}
