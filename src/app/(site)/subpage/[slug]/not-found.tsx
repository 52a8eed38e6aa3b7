import type { Metadata } from 'next'

import { NotFoundNotice } from '@/components/ui/NotFoundNotice'
import { messages } from '@/lib/messages'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

export default function ServiceNotFound() {
  return <NotFoundNotice title={messages.subpageNotFound} next={{ href: routes.services, label: 'Explore services' }} />
}
