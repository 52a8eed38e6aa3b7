import { NotFoundMessage } from '@/components/sections/NotFoundMessage'
import { messages } from '@/lib/messages'
import { routes } from '@/lib/routes'

export default function PlaybookNotFound() {
  return (
    <NotFoundMessage
      title={messages.playbookNotFound}
      hint="We may not have a playbook for that industry yet. These are the ones we have:"
      links={[
        { text: 'All industry playbooks', href: routes.industries },
        { text: 'Talk to us', href: routes.contact },
      ]}
    />
  )
}
