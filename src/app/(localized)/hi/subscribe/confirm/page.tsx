import { NewsletterConfirmPage, newsletterLinkMetadata } from '../../../_pages/newsletterLinks'

const locale = 'hi'

export const generateMetadata = () => newsletterLinkMetadata(locale, 'confirmTitle')

export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  return <NewsletterConfirmPage locale={locale} token={(await searchParams).token} />
}
