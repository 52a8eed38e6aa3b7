import { NewsletterUnsubscribePage, newsletterLinkMetadata } from '@/app/(localized)/_pages/newsletterLinks'

export const generateMetadata = () => newsletterLinkMetadata('en', 'unsubscribeTitle')

export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  return <NewsletterUnsubscribePage locale="en" token={(await searchParams).token} />
}
