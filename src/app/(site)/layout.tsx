import '../globals.css'

import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { SiteShell, siteViewport } from '@/components/layout/SiteShell'
import { getSiteSettings } from '@/features/content/queries'
import { env } from '@/lib/env'

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

export const viewport = siteViewport

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>
}
