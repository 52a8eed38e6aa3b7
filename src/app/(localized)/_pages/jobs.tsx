import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'

import { JobAlertForm } from '@/components/jobs/JobAlertForm'
import { OpeningsExplorer } from '@/components/jobs/OpeningsExplorer'
import { OpeningsListView } from '@/components/jobs/OpeningsListView'
import { Container } from '@/components/ui/Container'
import { Link } from '@/components/ui/Link'
import { DEFAULT_OPENING_QUERY, openingFacets, pageOfOpenings } from '@/features/openings/filter'
import { listOpenOpenings } from '@/features/openings/queries'
import { defaultLocale, localizedPath, type Locale } from '@/i18n/locales'
import { routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

import { EnglishNote } from './EnglishNote'
import { jobAlertFormLabels } from './jobAlertTexts'
import { openingsLabels } from './openingsLabels'

export async function jobsMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Jobs' })
  return translatedPageMetadata({ title: t('title'), description: t('metaDescription'), path: routes.jobs }, locale)
}

/**
 * /jobs, /mr/jobs and /hi/jobs: one static page, data and cache tags, with its texts in the language. It holds the first
 * page of roles and the filters' counts, whatever the number of roles; other queries are asked of GET /api/openings by
 * the browser (docs/caching.md, "Open roles").
 */
export async function JobsPage({ locale }: { locale: Locale }) {
  setRequestLocale(locale)
  const [t, labels, alertLabels, roles] = await Promise.all([
    getTranslations({ locale, namespace: 'Jobs' }),
    openingsLabels(locale),
    jobAlertFormLabels(locale),
    listOpenOpenings(undefined, locale),
  ])
  const firstPage = { ...pageOfOpenings(roles, DEFAULT_OPENING_QUERY), facets: openingFacets(roles, DEFAULT_OPENING_QUERY) }
  const firstPaint = (
    <OpeningsListView
      result={firstPage}
      facets={firstPage.facets}
      draft={DEFAULT_OPENING_QUERY}
      applied={DEFAULT_OPENING_QUERY}
      labels={labels}
    />
  )
  return (
    <>
      <section aria-labelledby="jobs-title" className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="pt-16 pb-10 sm:pt-20">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('eyebrow')}</p>
          <h1 id="jobs-title" className="mt-2 text-4xl font-bold tracking-tight text-ink sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">
            {t.rich('intro', {
              link: (chunks) => (
                <Link href={localizedPath(locale, routes.joinAsTalent)} className="font-semibold text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
          <p className="mt-2 text-sm text-muted">
            <a href={routes.jobsFeed} className="font-semibold text-brand-700 underline">
              {t('rss')}
            </a>
          </p>
          {locale !== defaultLocale && roles.some((role) => (role.english?.length ?? 0) > 0) && (
            <EnglishNote className="mt-6 max-w-2xl">{t('contentInEnglish')}</EnglishNote>
          )}
        </Container>
      </section>
      <Container className="pb-20">
        <div className="mb-6">
          <JobAlertForm intro={t('alertIntro')} locale={locale} labels={alertLabels} />
        </div>
        <Suspense fallback={firstPaint}>
          <OpeningsExplorer firstPage={firstPage} labels={labels} />
        </Suspense>
      </Container>
    </>
  )
}
