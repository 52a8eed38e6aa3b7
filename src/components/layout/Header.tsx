'use client'
import { usePathname } from 'next/navigation'

import { Link } from '@/components/ui/Link'
import { cn } from '@/components/ui/cn'
import type { ServiceMenuEntry } from '@/features/content/queries'
import { routes } from '@/lib/routes'

import { AuthAction } from './AuthAction'
import { MobileMenu } from './MobileMenu'
import { isActive, mainNav } from './navigation'
import { ServicesMenu } from './ServicesMenu'

const linkClass = (active: boolean) =>
  cn(
    'rounded-md px-2 py-2 text-sm 2xl:px-3 font-medium whitespace-nowrap transition hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500',
    active ? 'text-brand-700 underline decoration-2 underline-offset-8' : 'text-slate-700',
  )

export function Header({ companyName, serviceMenu }: { companyName: string; serviceMenu: ServiceMenuEntry[] }) {
  const pathname = usePathname() ?? '/'
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        {/* On the home page itself the logo would only prefetch the page on screen. */}
        <Link
          href={routes.home}
          prefetch={pathname === routes.home ? false : undefined}
          className="flex items-center gap-2 text-base font-bold whitespace-nowrap text-ink sm:text-lg"
        >
          <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-brand-700 text-sm text-white">
            PT
          </span>
          {/* Between 1024 and 1279 px the nine links and two buttons need the room: the badge stays, the name is read out. */}
          <span className="lg:max-xl:sr-only">{companyName}</span>
        </Link>
        <nav aria-label="Main" className="relative hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => {
              const active = isActive(item.href, pathname)
              return item.href === routes.services ? (
                <ServicesMenu
                  key={item.href}
                  label={item.label}
                  href={item.href}
                  active={active}
                  linkClass={linkClass(active)}
                  serviceMenu={serviceMenu}
                />
              ) : (
                <li key={item.href}>
                  <Link href={item.href} className={linkClass(active)} aria-current={active ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden lg:block">
            <AuthAction />
          </div>
          <MobileMenu serviceMenu={serviceMenu} />
        </div>
      </div>
    </header>
  )
}
