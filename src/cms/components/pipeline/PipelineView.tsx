// Admin view /admin/pipeline (issue 13): the talent pipeline board. Payload does not guard custom views, so this one
// sends anyone but a logged-in staff member to the admin login; the board's data comes from Payload's REST API with
// the staff member's own access (reading and moving are the same rules as editing an application).
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { routes } from '@/lib/routes'

import { PipelineBoard } from './PipelineBoard'
import { PIPELINE_PATH } from './paths'

export async function PipelineView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  if (req.user?.collection !== 'users') redirect(`${routes.admin}/login?redirect=${encodeURIComponent(`${routes.admin}${PIPELINE_PATH}`)}`)
  const [openings, staff] = await Promise.all([
    req.payload.find({ collection: 'openings', limit: 500, depth: 0, sort: 'title', pagination: false, select: { title: true }, req }),
    req.payload.find({
      collection: 'users',
      limit: 200,
      depth: 0,
      sort: 'name',
      pagination: false,
      overrideAccess: true,
      select: { name: true },
    }),
  ])
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <PipelineBoard
          roles={openings.docs.map((doc) => ({ id: doc.id, title: doc.title }))}
          staff={staff.docs.map((doc) => ({ id: doc.id, name: doc.name }))}
          initialRole={typeof searchParams?.role === 'string' && /^(\d+|general)$/.test(searchParams.role) ? searchParams.role : ''}
        />
      </Gutter>
    </DefaultTemplate>
  )
}
