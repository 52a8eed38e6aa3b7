'use client'
import { usePathname } from 'next/navigation'

import { Link } from '@/components/ui/Link'
import { cn } from '@/components/ui/cn'
import type { ServiceMenuEntry } from '@/features/content/queries'
import { localizedPath, type Locale } from '@/i18n/locales'
import { routes } from '@/lib/routes'

import { AuthAction, type AuthLabels, type MenuLabels } from './AuthAction'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MobileMenu } from './MobileMenu'
import { navItems, type NavLabels } from './navigation'
import { ServicesMenu } from './ServicesMenu'

const linkClass = (active: boolean) =>
  cn(
    'rounded-md px-1.5 py-2 text-sm xl:px-2 2xl:px-3 font-medium whitespace-nowrap transition hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500',
    active ? 'text-brand-700 underline decoration-2 underline-offset-8' : 'text-slate-700',
  )

/** `locale`, `navLabels`, `languageLabel` and `authLabels`: a Marathi or Hindi page's header (English when left out). */
export function Header({
  companyName,
  serviceMenu,
  locale = 'en',
  navLabels,
  languageLabel = 'Language',
  authLabels,
  menuLabels,
}: {
  companyName: string
  serviceMenu: ServiceMenuEntry[]
  locale?: Locale
  navLabels?: NavLabels
  languageLabel?: string
  authLabels?: AuthLabels
  menuLabels?: MenuLabels
}) {
  const pathname = usePathname() ?? '/'
  const home = localizedPath(locale, routes.home)
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8 xl:gap-4">
        {/* On the home page itself the logo would only prefetch the page on screen. */}
        <Link
          href={home}
          prefetch={pathname === home ? false : undefined}
          className="flex items-center gap-2 text-base font-bold whitespace-nowrap text-ink sm:text-lg"
        >
          <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-brand-700 text-sm text-white">
            PT
          </span>
          {/* Between 1024 and 1279 px the nine links and two buttons need the room: the badge stays, the name is read out. */}
          <span className="lg:max-xl:sr-only">{companyName}</span>
        </Link>
        <nav aria-label={menuLabels?.main ?? 'Main'} className="relative hidden lg:block">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {navItems(pathname, locale, navLabels).map(({ key, label, href, active }) => {
              return href === routes.services ? (
                <ServicesMenu
                  key={href}
                  label={label}
                  href={href}
                  active={active}
                  linkClass={linkClass(active)}
                  serviceMenu={serviceMenu}
                />
              ) : (
                <li key={key}>
                  <Link href={href} className={linkClass(active)} aria-current={active ? 'page' : undefined}>
                    {label}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
        {/* Between 1024 and 1279 px the links, the language list and the two buttons share the room: tighter gaps there. */}
        <div className="flex items-center gap-1 xl:gap-2">
          <LanguageSwitcher pathname={pathname} label={languageLabel} />
          <div className="hidden lg:block">
            <AuthAction locale={locale} labels={authLabels} />
          </div>
          <MobileMenu serviceMenu={serviceMenu} locale={locale} navLabels={navLabels} authLabels={authLabels} menuLabels={menuLabels} />
        </div>
      </div>
    </header>
  )
}
