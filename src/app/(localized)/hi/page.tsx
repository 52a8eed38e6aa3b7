import { LocalizedHomePage, localizedHomeMetadata } from '../_pages/home'

const locale = 'hi'

export const generateMetadata = () => localizedHomeMetadata(locale)

export default function Page() {
  return <LocalizedHomePage locale={locale} />
}
