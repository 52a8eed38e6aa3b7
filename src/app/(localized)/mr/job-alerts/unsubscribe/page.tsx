import { JobAlertUnsubscribePage, jobAlertLinkMetadata } from '../../../_pages/jobAlertLinks'

const locale = 'mr'

export const generateMetadata = () => jobAlertLinkMetadata(locale, 'unsubscribeTitle')

export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  return <JobAlertUnsubscribePage locale={locale} token={(await searchParams).token} />
}
