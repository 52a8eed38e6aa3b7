import { JoinPage, joinMetadata } from '@/app/(localized)/_pages/join'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = () => joinMetadata('en')

export default async function Page({ searchParams }: Props) {
  return <JoinPage locale="en" roleParam={(await searchParams).role} />
}
