import type { Metadata } from 'next'

import { BlogDate } from '@/components/blog/BlogDate'
import { CandidateCard } from '@/components/clientArea/CandidateCard'
import { ClientLogout } from '@/components/clientArea/ClientLogout'
import { FeedbackForm } from '@/components/interviews/FeedbackForm'
import { Container } from '@/components/ui/Container'
import { clientOverview } from '@/features/clientArea/clientShortlists'
import { requireClient } from '@/features/clientArea/pageGuards'
import { clientAreaRoutes } from '@/features/clientArea/routes'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Client area',
    description: 'Your open requirements and the shortlists we prepared for you.',
    path: clientAreaRoutes.home,
  }),
  robots: { index: false },
}

const workModes: Record<string, string> = { onsite: 'On site', 'on-site': 'On site', remote: 'Remote', hybrid: 'Hybrid' }

/**
 * Client contacts only: their company's open requirements, each sent shortlist with a decision per candidate, and the
 * interviews that took place with one-click feedback.
 */
export default async function ClientAreaPage() {
  const contact = await requireClient()
  const overview = await clientOverview(contact)
  return (
    <Container className="py-12">
      <div className="mx-auto max-w-3xl space-y-10">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-ink">{overview.company}</h1>
            <p className="mt-1 text-muted">
              Logged in as {overview.contact.name} ({overview.contact.email})
            </p>
          </div>
          <ClientLogout />
        </header>
        <section aria-labelledby="requirements-heading">
          <h2 id="requirements-heading" className="text-xl font-semibold text-ink">
            Open requirements
          </h2>
          {overview.requirements.length ? (
            <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {overview.requirements.map((requirement) => (
                <li key={requirement.id} className="p-4">
                  <p className="font-semibold text-ink">{requirement.title}</p>
                  <p className="text-sm text-muted">
                    {[
                      requirement.headcount ? `${requirement.headcount} ${requirement.headcount === 1 ? 'person' : 'people'}` : null,
                      requirement.location,
                      requirement.workMode ? (workModes[requirement.workMode] ?? requirement.workMode) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-muted">No open requirements right now.</p>
          )}
        </section>
        <section aria-labelledby="shortlists-heading" className="space-y-8">
          <h2 id="shortlists-heading" className="text-xl font-semibold text-ink">
            Shortlists
          </h2>
          {overview.shortlists.length === 0 && <p className="text-muted">No shortlist has been sent to you yet.</p>}
          {overview.shortlists.map((shortlist) => (
            <section key={shortlist.id} aria-labelledby={`shortlist-${shortlist.id}`} className="space-y-4">
              <div>
                <h3 id={`shortlist-${shortlist.id}`} className="text-lg font-semibold text-ink">
                  {shortlist.requirement.title}
                </h3>
                {shortlist.sentAt && (
                  <p className="text-sm text-muted">
                    Sent <BlogDate value={shortlist.sentAt} />
                  </p>
                )}
              </div>
              <ul className="space-y-4">
                {shortlist.candidates.map((candidate) => (
                  <li key={candidate.candidate}>
                    <CandidateCard shortlistId={shortlist.id} initial={candidate} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
        {/* After the time, the contact's one-click feedback: the e-mailed feedback link's token and form (docs/decisions/clients.md). */}
        <section aria-labelledby="interviews-heading" className="space-y-6">
          <h2 id="interviews-heading" className="text-xl font-semibold text-ink">
            Interviews
          </h2>
          {overview.interviews.length === 0 && <p className="text-muted">No interview is waiting for your feedback.</p>}
          {overview.interviews.map((interview) => (
            <section
              key={interview.id}
              aria-labelledby={`interview-${interview.id}`}
              className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
            >
              <div>
                <h3 id={`interview-${interview.id}`} className="text-lg font-semibold text-ink">
                  {interview.candidateName}
                </h3>
                <p className="text-sm text-muted">
                  {interview.title}
                  {interview.when ? `, ${interview.when}` : ''}
                  {interview.given ? '' : ' · waiting for your feedback'}
                </p>
              </div>
              <FeedbackForm token={interview.token} initial={interview} />
            </section>
          ))}
        </section>
      </div>
    </Container>
  )
}
