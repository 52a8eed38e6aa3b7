import { authMetadata, ForgotPasswordPage } from '../../_pages/auth'

const locale = 'hi'
export const generateMetadata = () => authMetadata(locale, 'forgot')

export default function Page() {
  return <ForgotPasswordPage locale={locale} />
}
