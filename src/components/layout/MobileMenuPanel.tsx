'use client'
// Full-screen slide-in menu for small screens (Radix Dialog: focus trap, Escape closes, focus returns to the
// opener). Loaded only when a visitor first opens the menu (see MobileMenu.tsx).
import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { usePathname } from 'next/navigation'

import { Link } from '@/components/ui/Link'
import { cn } from '@/components/ui/cn'
import type { LazyDialogProps } from '@/components/ui/LazyDialogButton'
import type { ServiceMenuEntry } from '@/features/content/queries'
import type { Locale } from '@/i18n/locales'
import { categoryHref, routes } from '@/lib/routes'

import { AuthAction, englishMenuLabels, type AuthLabels, type MenuLabels } from './AuthAction'
import { navItems, type NavLabels } from './navigation'

type Props = LazyDialogProps & {
  serviceMenu: ServiceMenuEntry[]
  locale: Locale
  navLabels?: NavLabels
  authLabels?: AuthLabels
  menuLabels?: MenuLabels
}

export function MobileMenuPanel({
  serviceMenu,
  locale,
  navLabels,
  authLabels,
  menuLabels = englishMenuLabels,
  open,
  onOpenChange,
  opener,
}: Props) {
  const pathname = usePathname() ?? '/'
  const close = () => onOpenChange(false)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          className="menu-slide-in fixed inset-y-0 right-0 z-50 flex w-full flex-col overflow-y-auto bg-white p-6 sm:max-w-sm"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
          }}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-ink">{menuLabels.title}</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-accent-500">
              <X aria-hidden className="size-6" />
              <span className="sr-only">{menuLabels.close}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{menuLabels.description}</Dialog.Description>
          <nav aria-label={menuLabels.mobile} className="mt-6">
            <ul className="space-y-1">
              {navItems(pathname, locale, navLabels).map((item) => (
                <li key={item.key}>
                  <Link
                    href={item.href}
                    onClick={close}
                    aria-current={item.active ? 'page' : undefined}
                    className={cn(
                      'block rounded-lg px-3 py-3 text-lg font-medium',
                      item.active ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-slate-50',
                    )}
                  >
                    {item.label}
                  </Link>
                  {item.href === routes.services && (
                    <ul className="ml-4 border-l border-slate-200 pl-3">
                      {serviceMenu.map((category) => (
                        <li key={category._id}>
                          <Link
                            href={categoryHref(category)}
                            onClick={close}
                            className="block px-2 py-2 text-slate-700 hover:text-brand-700"
                          >
                            {category.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <AuthAction className="mt-6 w-full" onDone={close} stacked locale={locale} labels={authLabels} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
