import { NotFoundMessage } from '@/components/sections/NotFoundMessage'
import { messages } from '@/lib/messages'
import { routes } from '@/lib/routes'

export default function CaseStudyNotFound() {
  return (
    <NotFoundMessage
      title={messages.caseStudyNotFound}
      hint="It may have moved, or the link may be mistyped. All our case studies are listed here:"
      links={[
        { text: 'All case studies', href: routes.caseStudies },
        { text: 'Explore services', href: routes.services },
      ]}
    />
  )
}
