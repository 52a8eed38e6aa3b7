// The root layout of the Marathi and Hindi pages (app/(localized)/mr and /hi): the same frame as the English site
// (components/layout/SiteShell) with <html lang> and the frame's texts in that language (docs/decisions/languages.md).
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { devanagari } from '@/app/fontDevanagari'
import { englishChatWords, type ChatWords } from '@/components/chat/chatWords'
import { SiteShell } from '@/components/layout/SiteShell'
import { getSiteSettings } from '@/features/content/queries'
import { ogLocale, type TranslatedLocale } from '@/i18n/locales'
import { env } from '@/lib/env'

export async function localizedLayoutMetadata(locale: TranslatedLocale): Promise<Metadata> {
  const [settings, t] = await Promise.all([getSiteSettings(), getTranslations({ locale, namespace: 'Layout' })])
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: t('titleDefault', { company: settings.companyName }), template: `%s | ${settings.companyName}` },
    description: t('description'),
    applicationName: settings.companyName,
    openGraph: { siteName: settings.companyName, locale: ogLocale[locale], type: 'website' },
  }
}

export async function LocalizedLayout({ locale, children }: { locale: TranslatedLocale; children: ReactNode }) {
  setRequestLocale(locale)
  const [t, chat] = await Promise.all([getTranslations({ locale, namespace: 'Layout' }), getTranslations({ locale, namespace: 'Chat' })])
  const texts = {
    chat: Object.fromEntries(
      (Object.keys(englishChatWords) as (keyof ChatWords)[]).map((key) => [key, chat.raw(key) as string]),
    ) as ChatWords,
    skipToContent: t('skipToContent'),
    language: t('language'),
    nav: {
      home: t('nav.home'),
      about: t('nav.about'),
      services: t('nav.services'),
      careers: t('nav.careers'),
      jobs: t('nav.jobs'),
      caseStudies: t('nav.caseStudies'),
      industries: t('nav.industries'),
      blog: t('nav.blog'),
      contact: t('nav.contact'),
    },
  }
  return (
    <SiteShell locale={locale} texts={texts} script={devanagari.variable}>
      {children}
    </SiteShell>
  )
}
