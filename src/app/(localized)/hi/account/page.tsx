import { AccountPage, accountMetadata } from '../../_pages/account'

const locale = 'hi'

export const generateMetadata = () => accountMetadata(locale)

export default function Page() {
  return <AccountPage locale={locale} />
}
