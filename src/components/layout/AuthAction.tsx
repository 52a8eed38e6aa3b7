'use client'
import Link from 'next/link'
import { useRouter } from 'next/navigation'

import { buttonClass } from '@/components/ui/LinkButton'
import { routes } from '@/lib/routes'
import { logout, useIsLoggedIn } from '@/lib/session-client'

/** Register Now for visitors; My account and Logout for members (spec: header). */
export function AuthAction({ className, onDone }: { className?: string; onDone?: () => void }) {
  const loggedIn = useIsLoggedIn()
  const router = useRouter()
  if (loggedIn) {
    return (
      <>
        <Link href={routes.account} className={buttonClass('ghost', className)} onClick={onDone}>
          My account
        </Link>
        <button
          type="button"
          className={buttonClass('secondary', className)}
          onClick={async () => {
            await logout()
            onDone?.()
            router.push(routes.home)
          }}
        >
          Logout
        </button>
      </>
    )
  }
  return (
    <Link href={routes.signup} className={buttonClass('primary', className)} onClick={onDone}>
      Register Now
    </Link>
  )
}
