// The inbox at the top of the admin's navigation, before the collection groups (docs/decisions/lead-desk.md, "One inbox": Inbox, Leads, Content,
// Settings).
import Link from 'next/link'

import { adminInboxHref } from '@/lib/routes'

export function InboxNavLink() {
  return (
    <div style={{ marginBottom: '1rem' }}>
      <Link className="nav__link" href={adminInboxHref()}>
        <span className="nav__link-label">Inbox</span>
      </Link>
    </div>
  )
}
