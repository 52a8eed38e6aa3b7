import { JobAlertConfirmPage, jobAlertLinkMetadata } from '../../../_pages/jobAlertLinks'

const locale = 'mr'

export const generateMetadata = () => jobAlertLinkMetadata(locale, 'confirmTitle')

export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  return <JobAlertConfirmPage locale={locale} token={(await searchParams).token} />
}
