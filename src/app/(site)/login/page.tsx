import { authMetadata, LoginPage } from '@/app/(localized)/_pages/auth'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = () => authMetadata('en', 'login')

export default async function Page({ searchParams }: Props) {
  return <LoginPage locale="en" nextParam={(await searchParams).next} />
}
