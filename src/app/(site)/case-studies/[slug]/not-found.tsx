import { NotFoundNotice } from '@/components/ui/NotFoundNotice'
import { messages } from '@/lib/messages'
import { routes } from '@/lib/routes'

export default function CaseStudyNotFound() {
  return (
    <NotFoundNotice
      title={messages.caseStudyNotFound}
      intro="It may have moved, or the link may be mistyped. All our case studies are listed here:"
      next={{ href: routes.caseStudies, label: 'All case studies' }}
    />
  )
}
