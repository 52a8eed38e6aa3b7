import { JoinPage, joinMetadata } from '../../_pages/join'

const locale = 'mr'
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = () => joinMetadata(locale)

export default async function Page({ searchParams }: Props) {
  return <JoinPage locale={locale} roleParam={(await searchParams).role} />
}
