import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ShareLinks } from '@/components/blog/ShareLinks'
import { ApplyForRoleLink } from '@/components/jobs/ApplyForRoleLink'
import { JobAlertForm } from '@/components/jobs/JobAlertForm'
import { OpeningCard } from '@/components/jobs/OpeningCard'
import { PostedAgo } from '@/components/jobs/PostedAgo'
import { JsonLd } from '@/components/seo/JsonLd'
import { breadcrumbJsonLd, jobPostingJsonLd } from '@/components/seo/structuredData'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { Container } from '@/components/ui/Container'
import { Link } from '@/components/ui/Link'
import { LinkButton } from '@/components/ui/LinkButton'
import { RichHtml } from '@/components/ui/RichHtml'
import { isOpenAtRender, similarOpenings } from '@/features/openings/filter'
import { employerText, experienceText, salaryText } from '@/features/openings/format'
import { inEnglish } from '@/features/openings/translations'
import type { RoleText } from '@/features/openings/types'
import { employmentTypeLabel, workModeLabel } from '@/features/openings/options'
import { getSiteSettings } from '@/features/content/queries'
import { getOpeningBySlug, listOpenOpenings } from '@/features/openings/queries'
import { localePrefix, localizedPath, type Locale } from '@/i18n/locales'
import { SIMILAR_OPENINGS } from '@/lib/constants'
import { env } from '@/lib/env'
import { absoluteUrl, jobHref, jobsHref, routes, subpageHref } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

import { EnglishNote } from './EnglishNote'
import { jobAlertFormLabels } from './jobAlertTexts'
import { openingsLabels } from './openingsLabels'

export async function roleMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const [t, role] = await Promise.all([getTranslations({ locale, namespace: 'Role' }), getOpeningBySlug(slug, locale)])
  if (!role) return { title: t('notFound'), robots: { index: false } }
  const open = isOpenAtRender(role)
  return {
    ...translatedPageMetadata(
      { title: open ? role.title : `${role.title} ${t('closedSuffix')}`, description: role.summary, path: jobHref(role.slug) },
      locale,
    ),
    ...(open ? {} : { robots: { index: false } }),
  }
}

/**
 * A role's page, in English at /jobs/{slug} and in Marathi or Hindi under /mr and /hi: the page's own texts in the
 * language, the role's content (title, summary, description, lists) in the language where staff translated it, else
 * in English, marked `lang="en-IN"`, with a note saying so (docs/decisions/languages.md, "Role content"). The JobPosting structured data is on the English page only, the one search engines index
 * for jobs.
 */
export async function RolePage({ locale, slug }: { locale: Locale; slug: string }) {
  setRequestLocale(locale)
  const [t, all, labels, alertLabels, role, openRoles, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'Role' }),
    getTranslations({ locale }),
    openingsLabels(locale),
    jobAlertFormLabels(locale),
    getOpeningBySlug(slug, locale),
    listOpenOpenings(undefined, locale),
    getSiteSettings(),
  ])
  if (!role) notFound()

  const { SITE_URL } = env()
  const prefix = localePrefix(locale)
  const english = !labels
  const path = jobHref(role.slug, prefix)
  const open = isOpenAtRender(role)
  const similar = similarOpenings(openRoles, role, SIMILAR_OPENINGS)
  const breadcrumbs = [
    { name: all('Layout.nav.home'), path: localizedPath(locale, routes.home) },
    { name: all('Jobs.title'), path: localizedPath(locale, routes.jobs) },
    { name: role.title, path },
  ]
  const type = labels?.types[role.employmentType] ?? employmentTypeLabel(role.employmentType)
  const mode = labels?.modes[role.workMode] ?? workModeLabel(role.workMode)
  const salary = salaryText(role.salary, labels?.numbers)
  const employer = employerText(role.employer)
  const facts: [string, string][] = [
    [t('pillar'), role.pillar.name],
    [t('employmentType'), type],
    [t('workMode'), mode],
    [t('location'), role.location],
    [t('experience'), experienceText(role.experience, labels?.numbers)],
    ...(salary ? ([[t('pay'), salary]] as [string, string][]) : []),
    ...(employer ? ([[t('employer'), employer]] as [string, string][]) : []),
  ]
  // Marks each text shown in English on a Marathi or Hindi page (not translated yet); nothing on the English one.
  const en = (text: RoleText) => inEnglish(role, text)

  return (
    <article className="pb-20">
      <JsonLd
        data={
          english && open
            ? [jobPostingJsonLd(role, settings, SITE_URL), breadcrumbJsonLd(breadcrumbs, SITE_URL)]
            : [breadcrumbJsonLd(breadcrumbs, SITE_URL)]
        }
      />
      <Container className="max-w-4xl pt-10 sm:pt-14">
        <Breadcrumbs trail={breadcrumbs} />
        {!open && (
          <div role="status" className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-900">
            <p className="text-lg font-semibold">{t('closedTitle')}</p>
            <p className="mt-1">{t('closedBody')}</p>
          </div>
        )}
        <header className="mt-4">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <Link href={jobsHref({ pillar: role.pillar.slug ?? role.pillar._id, prefix })} className="hover:underline">
              {role.pillar.name}
            </Link>
          </p>
          <h1 lang={en('title')} className="mt-3 text-3xl leading-tight font-bold tracking-tight text-ink sm:text-5xl">
            {role.title}
          </h1>
          <p lang={en('summary')} className="mt-4 text-xl leading-8 text-slate-700">
            {role.summary}
          </p>
          <PostedAgo
            value={role.datePosted}
            className="mt-3 block text-sm text-muted"
            posted={labels && { template: labels.posted, lang: labels.lang }}
          />
          {!english && (role.english?.length ?? 0) > 0 && <EnglishNote className="mt-4">{t('contentInEnglish')}</EnglishNote>}
          {open && <ApplyForRoleLink slug={role.slug} prefix={prefix} label={t('apply')} className="mt-6" />}
        </header>

        <div className="mt-8">
          <JobAlertForm
            intro={t('alertIntro', { type, mode, pillar: role.pillar.name })}
            filters={{ pillar: role.pillar.slug ?? role.pillar._id, employmentType: role.employmentType, workMode: role.workMode }}
            locale={locale}
            labels={alertLabels}
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
              <dt className="text-sm font-semibold text-muted">{t('service')}</dt>
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
            {t('aboutRole')}
          </h2>
          <div lang={en('description')}>
            <RichHtml html={role.description} className="mt-4" />
          </div>
        </section>
        {role.responsibilities.length > 0 && (
          <section aria-labelledby="role-responsibilities" className="mt-10">
            <h2 id="role-responsibilities" className="text-2xl font-semibold text-ink">
              {t('responsibilities')}
            </h2>
            <ul lang={en('responsibilities')} className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
              {role.responsibilities.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        )}
        {role.requirements.length > 0 && (
          <section aria-labelledby="role-requirements" className="mt-10">
            <h2 id="role-requirements" className="text-2xl font-semibold text-ink">
              {t('requirements')}
            </h2>
            <ul lang={en('requirements')} className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
              {role.requirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        )}
        {role.skills.length > 0 && (
          <section aria-labelledby="role-skills" className="mt-10">
            <h2 id="role-skills" className="text-2xl font-semibold text-ink">
              {t('skills')}
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
          {open && <ShareLinks url={absoluteUrl(path, SITE_URL)} title={role.title} heading={t('share')} campaign="role-share" />}
          {open ? (
            <ApplyForRoleLink slug={role.slug} prefix={prefix} label={t('apply')} />
          ) : (
            <LinkButton href={localizedPath(locale, routes.jobs)}>{t('seeOpenRoles')}</LinkButton>
          )}
        </div>
      </Container>

      {similar.length > 0 && (
        <Container className="mt-16">
          <section aria-labelledby="similar-roles">
            <h2 id="similar-roles" className="text-2xl font-semibold text-ink">
              {t('similar')}
            </h2>
            <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {similar.map((other) => (
                <li key={other._id} className="flex">
                  <OpeningCard role={other} labels={labels} />
                </li>
              ))}
            </ul>
          </section>
        </Container>
      )}
    </article>
  )
}
