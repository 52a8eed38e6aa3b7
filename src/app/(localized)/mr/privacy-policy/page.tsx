import { LocalizedPrivacyPage, localizedPrivacyMetadata } from '../../_pages/privacy'

const locale = 'mr'

export const generateMetadata = () => localizedPrivacyMetadata(locale)

export default function Page() {
  return <LocalizedPrivacyPage locale={locale} />
}
