import { authMetadata, ForgotPasswordPage } from '../../_pages/auth'

const locale = 'mr'
export const generateMetadata = () => authMetadata(locale, 'forgot')

export default function Page() {
  return <ForgotPasswordPage locale={locale} />
}
