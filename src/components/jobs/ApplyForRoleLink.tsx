'use client'
// "Apply for this role": members go to the application naming the role, visitors to /login and back to the role
// (docs/decisions/openings.md). The login state is read in the browser, so the role page stays static.

import { Link } from '@/components/ui/Link'
import { buttonClass } from '@/components/ui/LinkButton'
import { applyForRoleHref } from '@/lib/routes'
import { useIsLoggedIn } from '@/lib/sessionClient'

/** `label` and `prefix` (`/mr`): on a Marathi or Hindi role page. */
export function ApplyForRoleLink({
  slug,
  className,
  label,
  prefix,
}: {
  slug: string
  className?: string
  label?: string
  prefix?: string
}) {
  const loggedIn = useIsLoggedIn()
  return (
    <Link href={applyForRoleHref(slug, loggedIn, prefix)} prefetch={false} className={buttonClass('primary', className)}>
      {label ?? 'Apply for this role'}
    </Link>
  )
}
