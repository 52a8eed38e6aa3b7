import { authMetadata, VerifyOtpPage } from '../../_pages/auth'

const locale = 'hi'
export const generateMetadata = () => authMetadata(locale, 'verify')

export default function Page() {
  return <VerifyOtpPage locale={locale} />
}
