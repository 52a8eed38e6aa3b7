// Admin list columns of Testimonials in staff words instead of Payload's "true"/"false".
import type { DefaultServerCellComponentProps } from 'payload'

export function ApprovedCell({ cellData }: DefaultServerCellComponentProps) {
  return <span>{cellData ? 'Shown on the site' : 'Waiting for approval'}</span>
}

export function SampleCell({ cellData }: DefaultServerCellComponentProps) {
  return cellData ? <strong>Sample: replace before launch</strong> : <span>Real</span>
}
