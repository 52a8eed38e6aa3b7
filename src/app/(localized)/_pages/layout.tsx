// The root layout of the Marathi and Hindi pages (app/(localized)/mr and /hi): the same frame as the English site
// (components/layout/SiteShell) with <html lang> and the frame's texts in that language (docs/decisions/languages.md).
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { devanagari } from '@/app/fontDevanagari'
import { englishChatWords, type ChatWords } from '@/components/chat/chatWords'
import { englishFooterTexts, type FooterTexts } from '@/components/layout/footerTexts'
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
  const [t, chat, footer] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    getTranslations({ locale, namespace: 'Chat' }),
    getTranslations({ locale, namespace: 'Layout.footer' }),
  ])
  type FooterKey = Parameters<typeof footer.raw>[0]
  // The footer's texts under the English footer's own keys (components/layout/footerTexts.ts).
  const { links, ...footerKeys } = englishFooterTexts
  const footerTexts = {
    ...Object.fromEntries(Object.keys(footerKeys).map((key) => [key, footer.raw(key as FooterKey) as string])),
    links: Object.fromEntries(Object.keys(links).map((key) => [key, footer.raw(`links.${key}` as FooterKey) as string])),
  } as FooterTexts
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
    auth: { logIn: t('auth.logIn'), register: t('auth.register'), myAccount: t('auth.myAccount'), logout: t('auth.logout') },
    menu: {
      open: t('menu.open'),
      title: t('menu.title'),
      close: t('menu.close'),
      description: t('menu.description'),
      main: t('menu.main'),
      mobile: t('menu.mobile'),
    },
    footer: footerTexts,
  }
  return (
    <SiteShell locale={locale} texts={texts} script={devanagari.variable}>
      {children}
    </SiteShell>
  )
}
