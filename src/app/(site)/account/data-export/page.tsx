import type { Metadata } from 'next'

import { DataExportLink } from '@/components/account/DataExportLink'
import { dataExportLinkState } from '@/features/privacy/exportRequests'

export const metadata: Metadata = { title: 'Download your data', robots: { index: false, follow: false } }

/**
 * The page of a data export's e-mailed link (docs/decisions/privacy.md, "Your data"): the download while the link is
 * valid, else why not (expired after 24 hours, or not a genuine link). No login needed: the signature is the proof.
 */
export default async function DataExportPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams
  const given = typeof token === 'string' ? token : ''
  return <DataExportLink token={given} state={dataExportLinkState(given)} />
}
