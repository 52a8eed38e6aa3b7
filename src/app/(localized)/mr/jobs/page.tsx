import { JobsPage, jobsMetadata } from '../../_pages/jobs'

const locale = 'mr'

export const generateMetadata = () => jobsMetadata(locale)

export default function Page() {
  return <JobsPage locale={locale} />
}
