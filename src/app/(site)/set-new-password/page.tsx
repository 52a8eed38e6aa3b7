import { authMetadata, SetNewPasswordPage } from '@/app/(localized)/_pages/auth'

export const generateMetadata = () => authMetadata('en', 'newPassword')

export default function Page() {
  return <SetNewPasswordPage locale="en" />
}
