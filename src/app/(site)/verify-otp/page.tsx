import { authMetadata, VerifyOtpPage } from '@/app/(localized)/_pages/auth'

export const generateMetadata = () => authMetadata('en', 'verify')

export default function Page() {
  return <VerifyOtpPage locale="en" />
}
