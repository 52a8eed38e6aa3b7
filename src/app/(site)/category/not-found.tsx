import type { Metadata } from 'next'

import { NotFoundNotice } from '@/components/ui/NotFoundNotice'
import { messages } from '@/lib/messages'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: messages.categoryNotFound, robots: { index: false } }

export default function CategoryNotFound() {
  return <NotFoundNotice title={messages.categoryNotFound} next={{ href: routes.services, label: 'Explore services' }} />
}
