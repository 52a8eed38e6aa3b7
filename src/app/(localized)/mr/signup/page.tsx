import { authMetadata, SignupPage } from '../../_pages/auth'

const locale = 'mr'
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = () => authMetadata(locale, 'signup')

export default async function Page({ searchParams }: Props) {
  return <SignupPage locale={locale} nextParam={(await searchParams).next} />
}
