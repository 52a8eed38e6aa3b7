import { HomePage, homeMetadata } from '../_pages/home'

const locale = 'hi'

export const generateMetadata = () => homeMetadata(locale)

export default function Page() {
  return <HomePage locale={locale} />
}
