import { LocalizedJoinPage, localizedJoinMetadata } from '../../_pages/join'

const locale = 'hi'
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = () => localizedJoinMetadata(locale)

export default async function Page({ searchParams }: Props) {
  return <LocalizedJoinPage locale={locale} roleParam={(await searchParams).role} />
}
