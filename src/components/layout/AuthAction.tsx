'use client'
import { usePathname, useRouter } from 'next/navigation'

import { Link } from '@/components/ui/Link'
import { cn } from '@/components/ui/cn'
import { buttonClass } from '@/components/ui/LinkButton'
import { routes, withNext } from '@/lib/routes'
import { logout, useIsLoggedIn } from '@/lib/sessionClient'

/**
 * Log in and Register Now for visitors (the spec's header has only Register Now: docs/deviations.md, "Header"); My
 * account and Logout for members. `stacked` puts them under each other at full width (the phone menu); otherwise they
 * sit side by side.
 */
export function AuthAction({ className, onDone, stacked = false }: { className?: string; onDone?: () => void; stacked?: boolean }) {
  const loggedIn = useIsLoggedIn()
  const router = useRouter()
  const pathname = usePathname() ?? routes.home
  if (loggedIn) {
    return (
      <div className={cn('flex', stacked ? 'flex-col gap-2' : 'items-center gap-1', className)}>
        <Link
          href={routes.account}
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
          <span className={stacked ? undefined : 'sr-only 2xl:not-sr-only 2xl:whitespace-nowrap'}>My account</span>
        </Link>
        <button
          type="button"
          className={buttonClass('secondary', stacked ? 'w-full' : 'px-4!')}
          onClick={async () => {
            await logout()
            onDone?.()
            router.push(routes.home)
          }}
        >
          Logout
        </button>
      </div>
    )
  }
  // Back to this page after logging in, except from the account pages themselves.
  const accountPage = ([routes.login, routes.signup] as string[]).includes(pathname)
  return (
    <div className={cn('flex', stacked ? 'flex-col gap-2' : 'items-center gap-1', className)}>
      <Link
        href={accountPage ? routes.login : withNext(routes.login, pathname)}
        className={buttonClass(stacked ? 'secondary' : 'ghost', cn('whitespace-nowrap', stacked ? 'w-full' : 'px-2! 2xl:px-3!'))}
        onClick={onDone}
      >
        Log in
      </Link>
      <Link
        href={routes.signup}
        className={buttonClass('primary', cn('whitespace-nowrap', stacked ? 'w-full' : 'px-4! 2xl:px-5!'))}
        onClick={onDone}
      >
        Register Now
      </Link>
    </div>
  )
}
