import { LocalizedJobsPage, localizedJobsMetadata } from '../../_pages/jobs'

const locale = 'hi'

export const generateMetadata = () => localizedJobsMetadata(locale)

export default function Page() {
  return <LocalizedJobsPage locale={locale} />
}
