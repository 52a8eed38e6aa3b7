'use client'
import { usePathname, useRouter } from 'next/navigation'

import { Link } from '@/components/ui/Link'
import { cn } from '@/components/ui/cn'
import { buttonClass } from '@/components/ui/LinkButton'
import { localizedPath, type Locale } from '@/i18n/locales'
import { routes, withNext } from '@/lib/routes'
import { logout, useIsLoggedIn } from '@/lib/sessionClient'

/** The buttons' words in the page's language (the Marathi and Hindi layouts: messages Layout.auth). */
export type AuthLabels = { logIn: string; register: string; myAccount: string; logout: string }

/** The phone menu's words and the header's navigation names (messages Layout.menu). */
export type MenuLabels = { open: string; title: string; close: string; description: string; main: string; mobile: string }

export const englishMenuLabels: MenuLabels = {
  open: 'Open menu',
  title: 'Menu',
  close: 'Close menu',
  description: 'Site navigation',
  main: 'Main',
  mobile: 'Mobile',
}

const englishAuthLabels: AuthLabels = { logIn: 'Log in', register: 'Register Now', myAccount: 'My account', logout: 'Logout' }

/**
 * Log in and Register Now for visitors (the spec's header has only Register Now: docs/deviations.md, "Header"); My
 * account and Logout for members. `stacked` puts them under each other at full width (the phone menu); otherwise they
 * sit side by side. On a Marathi or Hindi page (`locale`, `labels`) they say so in that language and lead to its account
 * screens (/mr/login, /mr/signup, /mr/account).
 */
export function AuthAction({
  className,
  onDone,
  stacked = false,
  locale = 'en',
  labels = englishAuthLabels,
}: {
  className?: string
  onDone?: () => void
  stacked?: boolean
  locale?: Locale
  labels?: AuthLabels
}) {
  const loggedIn = useIsLoggedIn()
  const router = useRouter()
  const pathname = usePathname() ?? routes.home
  const login = localizedPath(locale, routes.login)
  const signup = localizedPath(locale, routes.signup)
  if (loggedIn) {
    return (
      <div className={cn('flex', stacked ? 'flex-col gap-2' : 'items-center gap-1', className)}>
        <Link
          href={localizedPath(locale, routes.account)}
          className={buttonClass('ghost', cn('whitespace-nowrap', stacked ? 'w-full' : 'px-2! 2xl:px-3!'))}
          onClick={onDone}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21a8 8 0 0 1 16 0" />
          </svg>
          {/* Icon only where the desktop bar is narrow; the accessible name is always "My account". */}
          <span className={stacked ? undefined : 'sr-only 2xl:not-sr-only 2xl:whitespace-nowrap'}>{labels.myAccount}</span>
        </Link>
        <button
          type="button"
          className={buttonClass('secondary', stacked ? 'w-full' : 'px-4!')}
          onClick={async () => {
            await logout()
            onDone?.()
            router.push(localizedPath(locale, routes.home))
          }}
        >
          {labels.logout}
        </button>
      </div>
    )
  }
  // Back to this page after logging in, except from the account pages themselves.
  const accountPage = [login, signup].includes(pathname)
  return (
    <div className={cn('flex', stacked ? 'flex-col gap-2' : 'items-center gap-1', className)}>
      <Link
        href={accountPage ? login : withNext(login, pathname)}
        className={buttonClass(stacked ? 'secondary' : 'ghost', cn('whitespace-nowrap', stacked ? 'w-full' : 'px-2! 2xl:px-3!'))}
        onClick={onDone}
      >
        {labels.logIn}
      </Link>
      <Link
        href={signup}
        className={buttonClass('primary', cn('whitespace-nowrap', stacked ? 'w-full' : 'px-4! 2xl:px-5!'))}
        onClick={onDone}
      >
        {labels.register}
      </Link>
    </div>
  )
}
