import { Suspense } from 'react'

import { JobAlertForm } from '@/components/jobs/JobAlertForm'
import { OpeningsExplorer } from '@/components/jobs/OpeningsExplorer'
import { OpeningsListView } from '@/components/jobs/OpeningsListView'
import { Container } from '@/components/ui/Container'
import { Link } from '@/components/ui/Link'
import { DEFAULT_OPENING_QUERY, openingFacets, pageOfOpenings } from '@/features/openings/filter'
import { messages } from '@/lib/messages'
import { listOpenOpenings } from '@/features/openings/queries'
import { routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

export const metadata = translatedPageMetadata({
  title: messages.jobsTitle,
  description:
    'Open roles in Pune and remote within India: full-time, part-time, contract, internships, 4–12 week micro-internships and gigs with startups and small firms.',
  path: routes.jobs,
})

export default async function JobsPage() {
  // The static page (expired by the CMS's hooks) holds the first page of roles and the filters' counts, whatever the
  // number of roles; other queries are asked of GET /api/openings by the browser (docs/caching.md, "Open roles").
  const roles = await listOpenOpenings()
  const firstPage = { ...pageOfOpenings(roles, DEFAULT_OPENING_QUERY), facets: openingFacets(roles, DEFAULT_OPENING_QUERY) }
  const firstPaint = (
    <OpeningsListView result={firstPage} facets={firstPage.facets} draft={DEFAULT_OPENING_QUERY} applied={DEFAULT_OPENING_QUERY} />
  )
  return (
    <>
      <section aria-labelledby="jobs-title" className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="pt-16 pb-10 sm:pt-20">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Careers</p>
          <h1 id="jobs-title" className="mt-2 text-4xl font-bold tracking-tight text-ink sm:text-5xl">
            {messages.jobsTitle}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">
            Roles with our own team and with the Pune startups and small firms we hire for: full-time and part-time jobs, contracts,
            internships, 4–12 week micro-internships and gigs. Don&apos;t see your role?{' '}
            <Link href={routes.joinAsTalent} className="font-semibold text-brand-700 underline">
              Join our talent network
            </Link>
            .
          </p>
          <p className="mt-2 text-sm text-muted">
            <a href={routes.jobsFeed} className="font-semibold text-brand-700 underline">
              RSS feed of open roles
            </a>
          </p>
        </Container>
      </section>
      <Container className="pb-20">
        <div className="mb-6">
          <JobAlertForm intro="We will e-mail you new roles that match your current search and filters, daily or weekly. Confirm from the e-mail we send; every alert has a one-click unsubscribe." />
        </div>
        <Suspense fallback={firstPaint}>
          <OpeningsExplorer firstPage={firstPage} />
        </Suspense>
      </Container>
    </>
  )
}
