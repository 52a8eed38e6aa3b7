import { NewsletterConfirmPage, newsletterLinkMetadata } from '@/app/(localized)/_pages/newsletterLinks'

export const generateMetadata = () => newsletterLinkMetadata('en', 'confirmTitle')

export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  return <NewsletterConfirmPage locale="en" token={(await searchParams).token} />
}
