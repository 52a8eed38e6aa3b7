// The stage history of a talent application (docs/decisions/openings.md), written by the server on every move and never by hand:
// the history field refuses every write through the API (cms/fields/pipelineFields), and this hook fills it from the
// stored document. The move's "notify the candidate" and note are read here and never stored on the application.
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { notifyCandidateOfMove } from '@/features/pipeline/notifyCandidate'
import { CANDIDATE_MOVE, isMailedStage, isStage, type Stage } from '@/features/pipeline/stages'
import type { TalentApplication } from '@/payload-types'

import { isStaff } from '@/features/accounts/isStaff'
import { statusForStage } from '@/features/leadDesk/rules'

type HistoryEntry = NonNullable<TalentApplication['stageHistory']>[number]
type Move = { to: Stage; notify: boolean }

function mover(req: PayloadRequest): { by: string; staff: number | null } {
  if (req.context[CANDIDATE_MOVE]) return { by: 'The candidate', staff: null }
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
  if (operation === 'create') return { ...rest, stage: 'applied', stageChangedAt: now, stageHistory: [] }
  const from: Stage = isStage(originalDoc?.stage) ? originalDoc.stage : 'applied'
  const to = isStage(rest.stage) ? rest.stage : from
  if (to === from) return rest
  const note = typeof stageNote === 'string' && stageNote.trim() ? stageNote.trim().slice(0, 2000) : null
  const entry: HistoryEntry = { from, to, ...mover(req), at: now, note }
  const earlier = originalDoc?.stageHistory ?? []
  const move: Move = { to, notify: notifyCandidate !== false && !req.context[CANDIDATE_MOVE] }
  req.context[moveKey(originalDoc?.id)] = move
  // The status follows the stage (features/leadDesk/rules statusForStage); the timeline records the change.
  const status = statusForStage(to, originalDoc?.status)
  return { ...rest, stage: to, status, stageChangedAt: now, stageHistory: [...earlier, entry] }
}

/** After a stored move to Interview, Offer, Placed or Rejected with "Notify the candidate" ticked: the candidate's mail. */
export const mailCandidateOnMove: CollectionAfterChangeHook<TalentApplication> = async ({ doc, req, operation }) => {
  if (operation !== 'update') return doc
  const move = req.context[moveKey(doc.id)] as Move | undefined
  delete req.context[moveKey(doc.id)]
  if (!move?.notify || !isMailedStage(move.to)) return doc
  try {
    await notifyCandidateOfMove(req, doc, move.to)
  } catch (error) {
    req.payload.logger.error(`candidate mail for talent application ${doc.id} not scheduled: ${(error as Error).message}`)
  }
  return doc
}
