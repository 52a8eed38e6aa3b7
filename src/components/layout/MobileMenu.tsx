'use client'
// The phone menu's button. The menu itself (Radix Dialog and its focus and scroll handling) is fetched when a
// visitor first reaches for the button, so it costs nothing on the first load of a page.
import { Menu } from 'lucide-react'
import { lazy } from 'react'

import { LazyDialogButton } from '@/components/ui/LazyDialogButton'
import type { ServiceMenuEntry } from '@/features/content/queries'
import type { Locale } from '@/i18n/locales'

import type { AuthLabels, MenuLabels } from './AuthAction'
import type { NavLabels } from './navigation'

const loadPanel = () => import('./MobileMenuPanel')
const MobileMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MobileMenuPanel })))

export function MobileMenu({
  serviceMenu,
  locale,
  navLabels,
  authLabels,
  menuLabels,
}: {
  serviceMenu: ServiceMenuEntry[]
  locale: Locale
  navLabels?: NavLabels
  authLabels?: AuthLabels
  menuLabels?: MenuLabels
}) {
  return (
    <LazyDialogButton
      dialog={MobileMenuPanel}
      dialogProps={{ serviceMenu, locale, navLabels, authLabels, menuLabels }}
      preload={loadPanel}
      label={menuLabels?.open ?? 'Open menu'}
      icon={<Menu aria-hidden className="size-6" />}
      className="rounded-md p-2 text-ink hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-accent-500 lg:hidden"
    />
  )
}
