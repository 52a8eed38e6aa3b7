import { LocalizedNotFound, localizedNotFoundMetadata } from '../_pages/notFound'

const locale = 'hi'

export const generateMetadata = () => localizedNotFoundMetadata(locale)

export default function NotFound() {
  return <LocalizedNotFound locale={locale} />
}
