import { authMetadata, VerifyResetPage } from '../../_pages/auth'

const locale = 'hi'
export const generateMetadata = () => authMetadata(locale, 'resetCode')

export default function Page() {
  return <VerifyResetPage locale={locale} />
}
