import { NewsletterUnsubscribePage, newsletterLinkMetadata } from '../../_pages/newsletterLinks'

const locale = 'mr'

export const generateMetadata = () => newsletterLinkMetadata(locale, 'unsubscribeTitle')

export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  return <NewsletterUnsubscribePage locale={locale} token={(await searchParams).token} />
}
