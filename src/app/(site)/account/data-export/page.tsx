import { DataExportPage, dataExportMetadata } from '@/app/(localized)/_pages/dataExport'

export const generateMetadata = () => dataExportMetadata('en')

export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  return <DataExportPage locale="en" token={(await searchParams).token} />
}
