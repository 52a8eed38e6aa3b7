import { DataExportPage, dataExportMetadata } from '../../../_pages/dataExport'

const locale = 'hi'

export const generateMetadata = () => dataExportMetadata(locale)

export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  return <DataExportPage locale={locale} token={(await searchParams).token} />
}
