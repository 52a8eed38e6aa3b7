// The public site's page frame: <html lang>, the skip link, header, footer and the islands every page has. The English
// root layout (app/(site)/layout.tsx) and the Marathi and Hindi ones (app/(localized)/*/layout.tsx, through
// i18n/LocalizedLayout.tsx) render it, each with its language.
import type { Viewport } from 'next'
import { type ReactNode, Suspense } from 'react'

import type { ChatWords } from '@/components/chat/chatWords'
import { ChatLauncher } from '@/components/layout/ChatLauncher'
import { ContentFreshness } from '@/components/layout/ContentFreshness'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { HydratedMark } from '@/components/layout/HydratedMark'
import { NavigationStatus } from '@/components/layout/NavigationStatus'
import { ScrollToTop } from '@/components/layout/ScrollToTop'
import { UtmTracker } from '@/components/layout/UtmTracker'
import { WebFont } from '@/components/layout/WebFont'
import { fontsIfKnown } from '@/components/layout/webFonts'
import { JsonLd } from '@/components/seo/JsonLd'
import { organizationJsonLd } from '@/components/seo/structuredData'
import { ImageFallbacks } from '@/components/ui/ImageFallbacks'
import { contactChannels } from '@/features/content/contactChannels'
import { getSiteSettings, getSiteSettingsIn, listServiceMenu } from '@/features/content/queries'
import { htmlLang, type Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

import { inter } from '@/app/fonts'

import type { AuthLabels, MenuLabels } from './AuthAction'
import type { FooterTexts } from './footerTexts'
import type { NavLabels } from './navigation'

export const siteViewport: Viewport = { themeColor: '#1d3aa6', width: 'device-width', initialScale: 1 }

/** The fixed texts of the frame in a translated page's language (English when left out). */
type ShellTexts = {
  skipToContent: string
  language: string
  nav: NavLabels
  auth?: AuthLabels
  menu?: MenuLabels
  footer?: FooterTexts
  chat?: ChatWords
}

/** `script`: the next/font variable class of the language's script (Devanagari), named after Inter on the body. */
export async function SiteShell({
  locale = 'en',
  texts,
  script,
  children,
}: {
  locale?: Locale
  texts?: ShellTexts
  script?: string
  children: ReactNode
}) {
  // A translated page's footer shows the address and hours in its language; the JSON-LD keeps the English settings on
  // every page (docs/decisions/languages.md, "Site settings").
  const [settings, serviceMenu, translated] = await Promise.all([
    getSiteSettings(),
    listServiceMenu(),
    locale === 'en' ? null : getSiteSettingsIn(locale),
  ])
  return (
    <html lang={htmlLang[locale]} className={script ? `${inter.variable} ${script}` : inter.variable}>
      {/* eslint-disable-next-line @next/next/no-head-element -- the root layouts' <head>, rendered here for each language */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: fontsIfKnown(Boolean(script)) }} />
      </head>
      <body className={`flex min-h-screen flex-col bg-white font-sans text-ink antialiased${script ? ' font-script' : ''}`}>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {texts?.skipToContent ?? 'Skip to content'}
        </a>
        <ScrollToTop />
        <UtmTracker />
        <Header
          companyName={settings.companyName}
          serviceMenu={serviceMenu}
          locale={locale}
          navLabels={texts?.nav}
          languageLabel={texts?.language}
          // Only when given: the English page's payload stays as it was.
          {...(texts?.auth ? { authLabels: texts.auth } : {})}
          {...(texts?.menu ? { menuLabels: texts.menu } : {})}
        />
        <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
          {children}
        </main>
        {texts?.footer ? <Footer settings={translated ?? settings} locale={locale} texts={texts.footer} /> : <Footer settings={settings} />}
        <NavigationStatus />
        {/* Reads the search params, so it renders in the browser only; it draws nothing. */}
        <Suspense fallback={null}>
          <ContentFreshness />
        </Suspense>
        <ChatLauncher channels={contactChannels(settings)} words={texts?.chat} />
        <ImageFallbacks />
        <HydratedMark />
        <WebFont script={Boolean(script)} />
        <JsonLd data={organizationJsonLd(settings, env().SITE_URL)} />
      </body>
    </html>
  )
}
