import { RolePage, roleMetadata } from '../../../_pages/role'

const locale = 'hi'
type Props = { params: Promise<{ slug: string }> }

// As the English role page: each one rendered on its first request, then served from the cache until edited.
export const generateStaticParams = (): Promise<{ slug: string }[]> => Promise.resolve([])

export async function generateMetadata({ params }: Props) {
  return roleMetadata(locale, (await params).slug)
}

export default async function Page({ params }: Props) {
  return <RolePage locale={locale} slug={(await params).slug} />
}
