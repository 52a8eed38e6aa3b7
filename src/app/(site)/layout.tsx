import '@fontsource-variable/inter'
import '../globals.css'

import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { getSiteSettings } from '@/features/content/queries'
import { env } from '@/lib/env'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: settings.companyName, template: `%s | ${settings.companyName}` },
    description: 'Staffing, recruitment, consulting, software and AI services for startups and small firms, from Pune.',
  }
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <body className="bg-white font-sans text-ink antialiased">{children}</body>
    </html>
  )
}
