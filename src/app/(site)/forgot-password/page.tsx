import { authMetadata, ForgotPasswordPage } from '@/app/(localized)/_pages/auth'

export const generateMetadata = () => authMetadata('en', 'forgot')

export default function Page() {
  return <ForgotPasswordPage locale="en" />
}
