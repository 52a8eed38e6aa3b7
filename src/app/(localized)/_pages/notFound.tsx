import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Container } from '@/components/ui/Container'
import { LinkButton } from '@/components/ui/LinkButton'
import { localizedPath, type TranslatedLocale } from '@/i18n/locales'
import { routes } from '@/lib/routes'

export async function localizedNotFoundMetadata(locale: TranslatedLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return { title: t('title'), robots: { index: false } }
}

/** The 404 of a Marathi or Hindi address (an unknown role, or a page not translated). */
export async function LocalizedNotFound({ locale }: { locale: TranslatedLocale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return (
    <Container className="py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{t('intro')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LinkButton href={localizedPath(locale, routes.jobs)}>{t('jobs')}</LinkButton>
        <LinkButton href={localizedPath(locale, routes.home)} variant="secondary">
          {t('home')}
        </LinkButton>
      </div>
    </Container>
  )
}
