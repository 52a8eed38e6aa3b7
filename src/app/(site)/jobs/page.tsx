import { JobsPage, jobsMetadata } from '@/app/(localized)/_pages/jobs'

export const generateMetadata = () => jobsMetadata('en')

export default function Page() {
  return <JobsPage locale="en" />
}
