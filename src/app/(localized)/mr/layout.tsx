import '../../globals.css'

import type { ReactNode } from 'react'

import { siteViewport } from '@/components/layout/SiteShell'

import { LocalizedLayout, localizedLayoutMetadata } from '../_pages/layout'

// The root layout of the Marathi pages; everything but the language is shared (app/(localized)/_pages, docs/decisions/languages.md).
const locale = 'mr'

export const generateMetadata = () => localizedLayoutMetadata(locale)
export const viewport = siteViewport

export default function Layout({ children }: { children: ReactNode }) {
  return <LocalizedLayout locale={locale}>{children}</LocalizedLayout>
}
