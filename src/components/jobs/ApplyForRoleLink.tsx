'use client'
// "Apply for this role": members go to the application naming the role, visitors to /login and back to the role
// (docs/decisions/openings.md). The login state is read in the browser, so the role page stays static.

import { Link } from '@/components/ui/Link'
import { buttonClass } from '@/components/ui/LinkButton'
import { applyForRoleHref } from '@/lib/routes'
import { useIsLoggedIn } from '@/lib/sessionClient'

export function ApplyForRoleLink({ slug, className }: { slug: string; className?: string }) {
  const loggedIn = useIsLoggedIn()
  return (
    <Link href={applyForRoleHref(slug, loggedIn)} prefetch={false} className={buttonClass('primary', className)}>
      Apply for this role
    </Link>
  )
}
