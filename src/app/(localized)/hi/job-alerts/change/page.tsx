import { JobAlertChangePage, jobAlertLinkMetadata } from '../../../_pages/jobAlertLinks'

const locale = 'hi'

export const generateMetadata = () => jobAlertLinkMetadata(locale, 'changeTitle')

export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  return <JobAlertChangePage locale={locale} token={(await searchParams).token} />
}
