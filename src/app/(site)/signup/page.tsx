import { authMetadata, SignupPage } from '@/app/(localized)/_pages/auth'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = () => authMetadata('en', 'signup')

export default async function Page({ searchParams }: Props) {
  return <SignupPage locale="en" nextParam={(await searchParams).next} />
}
