import '../globals.css'

import type { Metadata, Viewport } from 'next'
import { type ReactNode, Suspense } from 'react'

import { ChatLauncher } from '@/components/layout/ChatLauncher'
import { ContentFreshness } from '@/components/layout/ContentFreshness'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { HydratedMark } from '@/components/layout/HydratedMark'
import { NavigationStatus } from '@/components/layout/NavigationStatus'
import { ScrollToTop } from '@/components/layout/ScrollToTop'
import { UtmTracker } from '@/components/layout/UtmTracker'
import { INTER_IF_KNOWN, WebFont } from '@/components/layout/WebFont'
import { JsonLd } from '@/components/seo/JsonLd'
import { ImageFallbacks } from '@/components/ui/ImageFallbacks'
import { getSiteSettings, listServiceMenu } from '@/features/content/queries'
import { env } from '@/lib/env'
import { organizationJsonLd } from '@/components/seo/structuredData'

import { inter } from '../fonts'
import { contactChannels } from '@/features/content/contactChannels'

const DESCRIPTION =
  'Staffing, recruitment, consulting, software and AI services for startups and small firms, from Pune — and a talent network for students, women returning to work and young professionals.'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: `${settings.companyName} — staffing, recruitment and tech teams in Pune`, template: `%s | ${settings.companyName}` },
    description: DESCRIPTION,
    applicationName: settings.companyName,
    openGraph: { siteName: settings.companyName, locale: 'en_IN', type: 'website' },
  }
}

export const viewport: Viewport = { themeColor: '#1d3aa6', width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [settings, serviceMenu] = await Promise.all([getSiteSettings(), listServiceMenu()])
  return (
    <html lang="en-IN" className={inter.variable}>
      <head>
        <script dangerouslySetInnerHTML={{ __html: INTER_IF_KNOWN }} />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <ScrollToTop />
        <UtmTracker />
        <Header companyName={settings.companyName} serviceMenu={serviceMenu} />
        <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
          {children}
        </main>
        <Footer settings={settings} />
        <NavigationStatus />
        {/* Reads the search params, so it renders in the browser only; it draws nothing. */}
        <Suspense fallback={null}>
          <ContentFreshness />
        </Suspense>
        <ChatLauncher channels={contactChannels(settings)} />
        <ImageFallbacks />
        <HydratedMark />
        <WebFont />
        <JsonLd data={organizationJsonLd(settings, env().SITE_URL)} />
      </body>
    </html>
  )
}
