import { NotFoundNotice } from '@/components/ui/NotFoundNotice'
import { messages } from '@/lib/messages'
import { routes } from '@/lib/routes'

export default function PlaybookNotFound() {
  return (
    <NotFoundNotice
      title={messages.playbookNotFound}
      intro="We may not have a playbook for that industry yet. These are the ones we have:"
      next={{ href: routes.industries, label: 'All industry playbooks' }}
    />
  )
}
