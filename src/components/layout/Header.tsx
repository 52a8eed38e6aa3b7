'use client'
import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { ChevronDown } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useRef, useState } from 'react'

import { cn } from '@/components/ui/cn'
import type { ServiceMenuEntry } from '@/features/content/queries'
import { categoryHref, routes, subpageHref } from '@/lib/routes'

import { AuthAction } from './AuthAction'
import { MobileMenu } from './MobileMenu'
import { isActive, mainNav } from './navigation'

const linkClass = (active: boolean) =>
  cn(
    'rounded-md px-2 py-2 text-sm xl:px-3 font-medium whitespace-nowrap transition hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500',
    active ? 'text-brand-700 underline decoration-2 underline-offset-8' : 'text-slate-700',
  )

const SERVICES = 'services'
/** Like Radix's own hover delays (open 80 ms, close 150 ms), for the Services label that Radix does not watch. */
const OPEN_DELAY_MS = 80
const CLOSE_DELAY_MS = 150

/**
 * Hovering Services opens its dropdown (spec): the label as well as the chevron. While the mouse is over either, the
 * menu stays open (a click on the chevron after hovering no longer closes it); the keyboard (Enter, Space, Escape)
 * and touch still toggle it as Radix does.
 */
function useServicesHover() {
  const [value, setValue] = useState('')
  const pointerOver = useRef(false)
  const keyboard = useRef(false)
  const timer = useRef<number | undefined>(undefined)
  const later = (ms: number, next: string) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setValue(next), ms)
  }
  return {
    root: {
      value,
      onValueChange: (next: string) => {
        if (next === '' && pointerOver.current && !keyboard.current) return
        setValue(next)
      },
      onKeyDownCapture: () => (keyboard.current = true),
      onPointerMoveCapture: () => (keyboard.current = false),
    },
    /** On the wrapper of the Services label and its chevron. */
    hoverArea: {
      onPointerEnter: (event: React.PointerEvent) => {
        if (event.pointerType !== 'mouse') return
        pointerOver.current = true
        later(OPEN_DELAY_MS, SERVICES)
      },
      onPointerLeave: (event: React.PointerEvent) => {
        if (event.pointerType !== 'mouse') return
        pointerOver.current = false
        later(CLOSE_DELAY_MS, '')
      },
    },
    /** On the dropdown: reaching it keeps the menu open (Radix closes it when the pointer leaves it). */
    content: { onPointerEnter: () => window.clearTimeout(timer.current) },
  }
}

export function Header({ companyName, serviceMenu }: { companyName: string; serviceMenu: ServiceMenuEntry[] }) {
  const pathname = usePathname() ?? '/'
  const servicesHover = useServicesHover()
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        {/* On the home page itself the logo would only prefetch the page on screen. */}
        <Link
          href={routes.home}
          prefetch={pathname === routes.home ? false : undefined}
          className="flex items-center gap-2 text-base font-bold whitespace-nowrap text-ink sm:text-lg"
        >
          <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-brand-700 text-sm text-white">
            PT
          </span>
          {companyName}
        </Link>
        <NavigationMenu.Root aria-label="Main" className="relative hidden lg:block" delayDuration={OPEN_DELAY_MS} {...servicesHover.root}>
          <NavigationMenu.List className="flex items-center gap-1">
            {mainNav.map((item) =>
              item.href === routes.services ? (
                <NavigationMenu.Item key={item.href} value={SERVICES}>
                  <div className="flex items-center gap-0.5" {...servicesHover.hoverArea}>
                    <NavigationMenu.Link asChild active={isActive(item.href, pathname)}>
                      <Link
                        href={item.href}
                        className={linkClass(isActive(item.href, pathname))}
                        aria-current={isActive(item.href, pathname) ? 'page' : undefined}
                      >
                        {item.label}
                      </Link>
                    </NavigationMenu.Link>
                    <NavigationMenu.Trigger
                      className="group -ml-2 rounded-md p-1 text-slate-600 hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500"
                      aria-label="Service categories"
                    >
                      <ChevronDown aria-hidden className="size-4 transition group-data-[state=open]:rotate-180" />
                    </NavigationMenu.Trigger>
                  </div>
                  <NavigationMenu.Content
                    {...servicesHover.content}
                    className="absolute top-full left-1/2 mt-2 w-[44rem] -translate-x-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-xl"
                  >
                    <ul className="grid grid-cols-2 gap-6">
                      {serviceMenu.map((category) => (
                        <li key={category._id}>
                          <NavigationMenu.Link asChild>
                            <Link href={categoryHref(category)} className="font-semibold text-ink hover:text-brand-700">
                              {category.name}
                            </Link>
                          </NavigationMenu.Link>
                          <ul className="mt-2 space-y-1">
                            {category.services.map((service) => (
                              <li key={service._id}>
                                <NavigationMenu.Link asChild>
                                  <Link href={subpageHref(service.slug)} className="text-sm text-slate-600 hover:text-brand-700">
                                    {service.title}
                                  </Link>
                                </NavigationMenu.Link>
                              </li>
                            ))}
                          </ul>
                        </li>
                      ))}
                    </ul>
                  </NavigationMenu.Content>
                </NavigationMenu.Item>
              ) : (
                <NavigationMenu.Item key={item.href}>
                  <NavigationMenu.Link asChild active={isActive(item.href, pathname)}>
                    <Link
                      href={item.href}
                      className={linkClass(isActive(item.href, pathname))}
                      aria-current={isActive(item.href, pathname) ? 'page' : undefined}
                    >
                      {item.label}
                    </Link>
                  </NavigationMenu.Link>
                </NavigationMenu.Item>
              ),
            )}
          </NavigationMenu.List>
        </NavigationMenu.Root>
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
