import { HomePage, homeMetadata } from '@/app/(localized)/_pages/home'

export const generateMetadata = () => homeMetadata('en')

export default function Page() {
  return <HomePage locale="en" />
}
