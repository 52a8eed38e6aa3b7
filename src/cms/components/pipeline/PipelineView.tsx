// Admin view /admin/pipeline (docs/decisions/openings.md): the talent pipeline board, for staff only (StaffView). The board's data comes
// from Payload's REST API with the staff member's own access (reading and moving are the same rules as editing an
// application).
import type { AdminViewServerProps } from 'payload'

import { listStaff } from '@/features/leadDesk/staff'
import { adminViewPaths } from '@/lib/routes'

import { requireStaff, StaffViewFrame } from '../staffView/StaffView'
import { PipelineBoard } from './PipelineBoard'

export async function PipelineView(props: AdminViewServerProps) {
  requireStaff(props, adminViewPaths.pipeline)
  const { req } = props.initPageResult
  const [openings, staff] = await Promise.all([
    req.payload.find({ collection: 'openings', limit: 500, depth: 0, sort: 'title', pagination: false, select: { title: true }, req }),
    listStaff(req),
  ])
  const role = props.searchParams?.role
  return (
    <StaffViewFrame {...props}>
      <PipelineBoard
        roles={openings.docs.map((doc) => ({ id: doc.id, title: doc.title ?? undefined }))}
        staff={staff}
        initialRole={typeof role === 'string' && /^(\d+|general)$/.test(role) ? role : ''}
      />
    </StaffViewFrame>
  )
}
