'use client'
// Join as Talent leads members to the application and visitors to /login (spec: roles). It reads the
// login state in the browser, so the pages that use it stay static.
import type { ReactNode } from 'react'

import { Link } from '@/components/ui/Link'
import { buttonClass, type ButtonVariant } from '@/components/ui/LinkButton'
import { joinAsTalentHref } from '@/lib/routes'
import { useIsLoggedIn } from '@/lib/sessionClient'

export function JoinAsTalentLink({
  children,
  variant = 'primary',
  className,
  page,
}: {
  children: ReactNode
  variant?: ButtonVariant
  className?: string
  /** The application in the page's language (`/mr/join-as-talent`); English when left out. */
  page?: string
}) {
  const loggedIn = useIsLoggedIn()
  return (
    <Link href={joinAsTalentHref(loggedIn, page)} className={buttonClass(variant, className)}>
      {children}
    </Link>
  )
}
