import { LegalDocumentView } from '@/components/legal/LegalDocumentView'
import { termsOfService } from '@/copy/legal'
import { getSiteSettings } from '@/features/content/queries'
import { routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

// Also in Marathi and Hindi (/mr/terms-of-service, /hi/…; docs/decisions/languages.md): the same alternates in <head>.
export const metadata = translatedPageMetadata({ title: termsOfService.title, description: termsOfService.summary, path: routes.terms })

export default async function TermsOfServicePage() {
  return <LegalDocumentView document={termsOfService} settings={await getSiteSettings()} />
}
