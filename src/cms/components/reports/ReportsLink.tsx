// Reports in the admin's navigation, under the inbox (docs/decisions/reports.md).
import Link from 'next/link'

import { adminReportsHref } from '@/lib/routes'

export function ReportsNavLink() {
  return (
    <div style={{ marginBottom: '1rem' }}>
      <Link className="nav__link" href={adminReportsHref()}>
        <span className="nav__link-label">Reports</span>
      </Link>
    </div>
  )
}
