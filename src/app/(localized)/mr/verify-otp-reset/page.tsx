import { authMetadata, VerifyResetPage } from '../../_pages/auth'

const locale = 'mr'
export const generateMetadata = () => authMetadata(locale, 'resetCode')

export default function Page() {
  return <VerifyResetPage locale={locale} />
}
