import { authMetadata, VerifyResetPage } from '@/app/(localized)/_pages/auth'

export const generateMetadata = () => authMetadata('en', 'resetCode')

export default function Page() {
  return <VerifyResetPage locale="en" />
}
