import { LegalDocumentView } from '@/components/legal/LegalDocumentView'
import { termsOfService } from '@/copy/legal'
import { getSiteSettings } from '@/features/content/queries'
import { routes } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ title: termsOfService.title, description: termsOfService.summary, path: routes.terms })

export default async function TermsOfServicePage() {
  return <LegalDocumentView document={termsOfService} settings={await getSiteSettings()} />
}
