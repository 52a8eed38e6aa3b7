import { authMetadata, SetNewPasswordPage } from '../../_pages/auth'

const locale = 'mr'
export const generateMetadata = () => authMetadata(locale, 'newPassword')

export default function Page() {
  return <SetNewPasswordPage locale={locale} />
}
