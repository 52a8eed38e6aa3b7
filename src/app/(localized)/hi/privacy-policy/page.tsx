import { LocalizedPrivacyPage, localizedPrivacyMetadata } from '../../_pages/privacy'

const locale = 'hi'

export const generateMetadata = () => localizedPrivacyMetadata(locale)

export default function Page() {
  return <LocalizedPrivacyPage locale={locale} />
}
