// The inbox at the top of the admin's navigation, before the collection groups (issue 14: Inbox, Leads, Content,
// Settings).
import Link from 'next/link'

import { routes } from '@/lib/routes'

import { INBOX_PATH } from './paths'

export function InboxNavLink() {
  return (
    <div style={{ marginBottom: '1rem' }}>
      <Link className="nav__link" href={`${routes.admin}${INBOX_PATH}`}>
        <span className="nav__link-label">Inbox</span>
      </Link>
    </div>
  )
}
