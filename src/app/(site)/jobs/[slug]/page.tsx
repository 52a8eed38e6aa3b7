import { RolePage, roleMetadata } from '@/app/(localized)/_pages/role'

type Props = { params: Promise<{ slug: string }> }

// Roles come from the CMS: each page is rendered on its first request, then served from the cache until edited.
export const generateStaticParams = (): Promise<{ slug: string }[]> => Promise.resolve([])

export async function generateMetadata({ params }: Props) {
  return roleMetadata('en', (await params).slug)
}

export default async function Page({ params }: Props) {
  return <RolePage locale="en" slug={(await params).slug} />
}
