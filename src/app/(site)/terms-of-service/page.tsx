import { EnglishTermsPage, termsMetadata } from '@/app/(localized)/_pages/terms'

// Also in Marathi and Hindi (/mr/terms-of-service, /hi/…; docs/decisions/languages.md): the same alternates in <head>.
export const generateMetadata = () => termsMetadata('en')

export default function TermsOfServicePage() {
  return <EnglishTermsPage />
}
