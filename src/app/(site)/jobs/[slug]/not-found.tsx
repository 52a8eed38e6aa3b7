import type { Metadata } from 'next'

import { NotFoundNotice } from '@/components/ui/NotFoundNotice'
import { messages } from '@/lib/messages'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: messages.roleNotFound, robots: { index: false } }

export default function RoleNotFound() {
  return (
    <NotFoundNotice
      title={messages.roleNotFound}
      intro="The role may have been filled or its address changed. All open roles are on the jobs page."
      next={{ href: routes.jobs, label: 'See open roles' }}
    />
  )
}
