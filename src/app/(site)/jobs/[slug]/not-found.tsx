import type { Metadata } from 'next'

import { NotFoundNotice } from '@/components/ui/NotFoundNotice'
import { openingMessages } from '@/features/openings/messages'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: openingMessages.notFound, robots: { index: false } }

export default function RoleNotFound() {
  return (
    <NotFoundNotice
      title={openingMessages.notFound}
      intro="The role may have been filled or its address changed. All open roles are on the jobs page."
      next={{ href: routes.jobs, label: 'See open roles' }}
    />
  )
}
