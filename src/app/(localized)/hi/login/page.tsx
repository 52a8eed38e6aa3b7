import { authMetadata, LoginPage } from '../../_pages/auth'

const locale = 'hi'
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = () => authMetadata(locale, 'login')

export default async function Page({ searchParams }: Props) {
  return <LoginPage locale={locale} nextParam={(await searchParams).next} />
}
