// What every custom staff screen of the admin shares (the pipeline board, the inbox): Payload does not guard custom
// views, so anyone but a logged-in staff member is sent to the admin login; and the admin's frame around the screen.
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { routes } from '@/lib/routes'

import './staffView.css'

/** The staff member looking at `path` (under /admin); anyone else goes to the admin login and back here after it. */
export function requireStaff({ initPageResult }: AdminViewServerProps, path: string) {
  const { user } = initPageResult.req
  if (user?.collection !== 'users') redirect(`${routes.admin}/login?redirect=${encodeURIComponent(`${routes.admin}${path}`)}`)
  return user
}

/** The admin's navigation and header around a staff screen. */
export function StaffViewFrame({ initPageResult, params, searchParams, children }: AdminViewServerProps & { children: ReactNode }) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>{children}</Gutter>
    </DefaultTemplate>
  )
}
