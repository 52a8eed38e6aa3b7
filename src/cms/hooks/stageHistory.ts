// The stage history of a talent application (docs/decisions/openings.md), written by the server on every move and never by hand:
// the history field refuses every write through the API (cms/fields/pipelineFields), and this hook fills it from the
// stored document. The move's "notify the candidate" and note are read here and never stored on the application.
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { authorOf, recordActivity } from '@/features/leadActivity/record'
import { notifyCandidateOfMove } from '@/features/pipeline/notifyCandidate'
import { CANDIDATE_MOVE, CLIENT_MOVE, isMailedStage, isStage, stageLabel, type Stage } from '@/features/pipeline/stages'
import { tellAssigneeOfWithdrawal } from '@/features/pipeline/withdrawalNotice'
import type { TalentApplication } from '@/payload-types'

import { isStaff } from '@/features/accounts/isStaff'
import { statusForStage } from '@/features/leadDesk/rules'

type HistoryEntry = NonNullable<TalentApplication['stageHistory']>[number]
type Move = { from: Stage; to: Stage; notify: boolean; byCandidate: boolean }

function mover(req: PayloadRequest): { by: string; staff: number | null } {
  if (req.context[CANDIDATE_MOVE]) return { by: 'The candidate', staff: null }
  if (typeof req.context[CLIENT_MOVE] === 'string') return { by: `The client: ${req.context[CLIENT_MOVE]}`, staff: null }
  if (req.user && isStaff(req)) {
    const user = req.user as { id: number; email?: string; name?: string | null }
    return { by: user.name ? `${user.name} (${user.email})` : String(user.email ?? `staff #${user.id}`), staff: user.id }
  }
  return { by: 'System', staff: null }
}

const moveKey = (id: number | string | undefined) => `pipelineMove:${String(id)}`

/** Sets when the stage began and, on a move, appends {from, to, who, when, note}. */
export const recordStageMove: CollectionBeforeChangeHook<TalentApplication> = ({ data, originalDoc, operation, req }) => {
  const { stageNote, notifyCandidate, ...rest } = data
  const now = new Date().toISOString()
  if (operation === 'create') {
    // A candidate staff add from the talent pool starts at Screening (docs/decisions/talent-pool.md, "Sourcing into roles").
    const sourced = rest.source === 'sourced' && isStaff(req)
    const stage: Stage = sourced ? 'screening' : 'applied'
    const status = sourced ? { status: statusForStage(stage, rest.status) } : {}
    return { ...rest, stage, ...status, stageChangedAt: now, stageHistory: [] }
  }
  const from: Stage = isStage(originalDoc?.stage) ? originalDoc.stage : 'applied'
  const to = isStage(rest.stage) ? rest.stage : from
  if (to === from) return rest
  const note = typeof stageNote === 'string' && stageNote.trim() ? stageNote.trim().slice(0, 2000) : null
  const since = originalDoc?.stageChangedAt ?? originalDoc?.createdAt ?? null
  const entry: HistoryEntry = { from, to, ...mover(req), at: now, since, note }
  const earlier = originalDoc?.stageHistory ?? []
  const byCandidate = Boolean(req.context[CANDIDATE_MOVE])
  const move: Move = { from, to, notify: notifyCandidate !== false && !byCandidate, byCandidate }
  req.context[moveKey(originalDoc?.id)] = move
  // The status follows the stage (features/leadDesk/rules statusForStage); the timeline records the change.
  const status = statusForStage(to, originalDoc?.status)
  return { ...rest, stage: to, status, stageChangedAt: now, stageHistory: [...earlier, entry] }
}

const staffMover = (req: PayloadRequest) =>
  req.user && isStaff(req) ? (req.user as { id: number; name?: string | null; email?: string; role?: string | null }) : null

/**
 * Every stored move is on the lead's Activity timeline too (docs/decisions/openings.md, "Stage moves on the timeline"),
 * in the move's transaction: "Moved from Screening to Interview by Asha", or "Withdrawn by the candidate (was
 * Screening)". A withdrawal also tells the assignee by mail at once.
 */
async function recordMove(req: PayloadRequest, doc: TalentApplication, move: Move) {
  const staff = move.byCandidate ? null : staffMover(req)
  const client = typeof req.context[CLIENT_MOVE] === 'string' ? `the client, ${req.context[CLIENT_MOVE]}` : null
  const who = move.byCandidate
    ? 'the candidate'
    : staff
      ? staff.name?.trim() || staff.email || `staff member #${staff.id}`
      : (client ?? 'the website')
  const text =
    move.byCandidate && move.to === 'withdrawn'
      ? `Withdrawn by the candidate (was ${stageLabel[move.from]})`
      : `Moved from ${stageLabel[move.from]} to ${stageLabel[move.to]} by ${who}`
  await recordActivity(req.payload, { leadCollection: 'talent-applications', leadId: doc.id, type: 'stage', text, ...authorOf(staff) }, req)
  if (move.byCandidate && move.to === 'withdrawn') await tellAssigneeOfWithdrawal(req, doc, move.from)
}

/**
 * After a stored move: its timeline entry (and the assignee's notice of a withdrawal), then, on a move to Interview,
 * Offer, Placed or Rejected with "Notify the candidate" ticked, the candidate's mail.
 */
export const mailCandidateOnMove: CollectionAfterChangeHook<TalentApplication> = async ({ doc, req, operation }) => {
  if (operation !== 'update') return doc
  const move = req.context[moveKey(doc.id)] as Move | undefined
  delete req.context[moveKey(doc.id)]
  if (!move) return doc
  await recordMove(req, doc, move)
  if (!move.notify || !isMailedStage(move.to)) return doc
  try {
    await notifyCandidateOfMove(req, doc, move.to)
  } catch (error) {
    req.payload.logger.error(`candidate mail for talent application ${doc.id} not scheduled: ${(error as Error).message}`)
  }
  return doc
}
