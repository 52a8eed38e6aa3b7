import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ShareLinks } from '@/components/blog/ShareLinks'
import { ApplyForRoleLink } from '@/components/jobs/ApplyForRoleLink'
import { JobAlertForm } from '@/components/jobs/JobAlertForm'
import { employerText, experienceText, salaryText } from '@/features/openings/format'
import { OpeningCard } from '@/components/jobs/OpeningCard'
import { PostedAgo } from '@/components/jobs/PostedAgo'
import { JsonLd } from '@/components/seo/JsonLd'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { Container } from '@/components/ui/Container'
import { Link } from '@/components/ui/Link'
import { LinkButton } from '@/components/ui/LinkButton'
import { RichHtml } from '@/components/ui/RichHtml'
import { getSiteSettings } from '@/features/content/queries'
import { isOpenAtRender, similarOpenings } from '@/features/openings/filter'
import { messages } from '@/lib/messages'
import { employmentTypeLabel, workModeLabel } from '@/features/openings/options'
import { getOpeningBySlug, listOpenOpenings } from '@/features/openings/queries'
import { SIMILAR_OPENINGS } from '@/lib/constants'
import { env } from '@/lib/env'
import { breadcrumbJsonLd, jobPostingJsonLd } from '@/components/seo/structuredData'
import { absoluteUrl, jobHref, jobsHref, routes, subpageHref } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string }> }

// Roles come from the CMS: each page is rendered on its first request, then served from the cache until edited.
export const generateStaticParams = (): Promise<{ slug: string }[]> => Promise.resolve([])

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const role = await getOpeningBySlug(slug)
  if (!role) return { title: messages.roleNotFound, robots: { index: false } }
  const open = isOpenAtRender(role)
  return {
    ...translatedPageMetadata({ title: open ? role.title : `${role.title} (closed)`, description: role.summary, path: jobHref(role.slug) }),
    ...(open ? {} : { robots: { index: false } }),
  }
}

export default async function RolePage({ params }: Props) {
  const { slug } = await params
  const [role, openRoles, settings] = await Promise.all([getOpeningBySlug(slug), listOpenOpenings(), getSiteSettings()])
  if (!role) notFound()

  const { SITE_URL } = env()
  const path = jobHref(role.slug)
  const open = isOpenAtRender(role)
  const similar = similarOpenings(openRoles, role, SIMILAR_OPENINGS)
  const breadcrumbs = [
    { name: 'Home', path: routes.home },
    { name: 'Open roles', path: routes.jobs },
    { name: role.title, path },
  ]
  const salary = salaryText(role.salary)
  const employer = employerText(role.employer)
  const facts: [string, string][] = [
    ['Pillar', role.pillar.name],
    ['Employment type', employmentTypeLabel(role.employmentType)],
    ['Work mode', workModeLabel(role.workMode)],
    ['Location', role.location],
    ['Experience', experienceText(role.experience)],
    ...(salary ? ([['Pay', salary]] as [string, string][]) : []),
    ...(employer ? ([['Employer', employer]] as [string, string][]) : []),
  ]

  return (
    <article className="pb-20">
      <JsonLd
        data={
          open
            ? [jobPostingJsonLd(role, settings, SITE_URL), breadcrumbJsonLd(breadcrumbs, SITE_URL)]
            : [breadcrumbJsonLd(breadcrumbs, SITE_URL)]
        }
      />
      <Container className="max-w-4xl pt-10 sm:pt-14">
        <Breadcrumbs trail={breadcrumbs} />
        {!open && (
          <div role="status" className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-900">
            <p className="text-lg font-semibold">{messages.roleClosed}</p>
            <p className="mt-1">It no longer takes applications. Similar open roles are below, and all of them are on the jobs page.</p>
          </div>
        )}
        <header className="mt-4">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <Link href={jobsHref({ pillar: role.pillar.slug ?? role.pillar._id })} className="hover:underline">
              {role.pillar.name}
            </Link>
          </p>
          <h1 className="mt-3 text-3xl leading-tight font-bold tracking-tight text-ink sm:text-5xl">{role.title}</h1>
          <p className="mt-4 text-xl leading-8 text-slate-700">{role.summary}</p>
          <PostedAgo value={role.datePosted} className="mt-3 block text-sm text-muted" />
          {open && <ApplyForRoleLink slug={role.slug} className="mt-6" />}
        </header>

        <div className="mt-8">
          <JobAlertForm
            intro={`We will e-mail you new ${employmentTypeLabel(role.employmentType)}, ${workModeLabel(role.workMode)} roles in ${role.pillar.name}, daily or weekly. Confirm from the e-mail we send; every alert has a one-click unsubscribe.`}
            filters={{ pillar: role.pillar.slug ?? role.pillar._id, employmentType: role.employmentType, workMode: role.workMode }}
          />
        </div>

        <dl className="mt-8 grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm font-semibold text-muted">{term}</dt>
              <dd className="mt-0.5 text-base font-medium text-ink">{value}</dd>
            </div>
          ))}
          {role.service && (
            <div>
              <dt className="text-sm font-semibold text-muted">Service</dt>
              <dd className="mt-0.5 text-base font-medium">
                <Link href={subpageHref(role.service.slug)} className="text-brand-700 underline">
                  {role.service.title}
                </Link>
              </dd>
            </div>
          )}
        </dl>
      </Container>

      <Container className="mt-10 max-w-3xl">
        <section aria-labelledby="about-role">
          <h2 id="about-role" className="text-2xl font-semibold text-ink">
            About the role
          </h2>
          <RichHtml html={role.description} className="mt-4" />
        </section>
        {role.responsibilities.length > 0 && (
          <section aria-labelledby="role-responsibilities" className="mt-10">
            <h2 id="role-responsibilities" className="text-2xl font-semibold text-ink">
              What you will do
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
              {role.responsibilities.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        )}
        {role.requirements.length > 0 && (
          <section aria-labelledby="role-requirements" className="mt-10">
            <h2 id="role-requirements" className="text-2xl font-semibold text-ink">
              What we are looking for
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
              {role.requirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        )}
        {role.skills.length > 0 && (
          <section aria-labelledby="role-skills" className="mt-10">
            <h2 id="role-skills" className="text-2xl font-semibold text-ink">
              Skills
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {role.skills.map((skill) => (
                <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                  {skill}
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="mt-12 flex flex-col gap-8 sm:flex-row sm:items-end sm:justify-between">
          {/* A closed role is not worth passing on: no share links, only the way to the open ones. */}
          {open && <ShareLinks url={absoluteUrl(path, SITE_URL)} title={role.title} heading="Share this role" campaign="role-share" />}
          {open ? <ApplyForRoleLink slug={role.slug} /> : <LinkButton href={routes.jobs}>See open roles</LinkButton>}
        </div>
      </Container>

      {similar.length > 0 && (
        <Container className="mt-16">
          <section aria-labelledby="similar-roles">
            <h2 id="similar-roles" className="text-2xl font-semibold text-ink">
              Similar open roles
            </h2>
            <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {similar.map((other) => (
                <li key={other._id} className="flex">
                  <OpeningCard role={other} />
                </li>
              ))}
            </ul>
          </section>
        </Container>
      )}
    </article>
  )
}
