import { LegalDocumentView } from '@/components/legal/LegalDocumentView'
import { privacyPolicy } from '@/copy/legal'
import { getSiteSettings } from '@/features/content/queries'
import { routes } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ title: privacyPolicy.title, description: privacyPolicy.summary, path: routes.privacy })

export default async function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy} settings={await getSiteSettings()} />
}
