import { AccountPage, accountMetadata } from '@/app/(localized)/_pages/account'

export const generateMetadata = () => accountMetadata('en')

export default function Page() {
  return <AccountPage locale="en" />
}
