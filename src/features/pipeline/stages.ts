// The talent pipeline's stages (docs/decisions/openings.md): what staff call each stage and what the candidate reads.
export const STAGES = ['applied', 'screening', 'interview', 'offer', 'placed', 'rejected', 'withdrawn'] as const

export type Stage = (typeof STAGES)[number]

/** Staff words, in board order. */
export const stageLabel: Record<Stage, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  placed: 'Placed',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
}

/** What the candidate reads under "My applications". */
export const candidateStageLabel: Record<Stage, string> = {
  applied: 'Received',
  screening: 'Being reviewed',
  interview: 'Interview',
  offer: 'Offer',
  placed: 'Placed',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
}

export const stageOptions = STAGES.map((value) => ({ label: stageLabel[value], value }))

export const isStage = (value: unknown): value is Stage => typeof value === 'string' && (STAGES as readonly string[]).includes(value)

/** A candidate may withdraw while the application is still open (not placed, rejected or withdrawn). */
export const isOpenStage = (stage: Stage) => stage !== 'placed' && stage !== 'rejected' && stage !== 'withdrawn'

/** The moves the candidate hears about by e-mail (when staff leave "Notify the candidate" ticked). */
const stagesMailedToCandidate = ['interview', 'offer', 'placed', 'rejected'] as const

export const isMailedStage = (stage: Stage): stage is (typeof stagesMailedToCandidate)[number] =>
  (stagesMailedToCandidate as readonly Stage[]).includes(stage)

/** The request context flag of a move the candidate makes (withdrawing): the history says so, no mail goes out. */
export const CANDIDATE_MOVE = 'pipelineCandidateMove'

/** The request context value of a move a client contact's decision makes (features/clientArea): who decided. */
export const CLIENT_MOVE = 'pipelineClientMove'

/** Moves staff confirm first, seeing the candidate's e-mail: the ones a slip of the mouse must not send. */
export const CONFIRMED_STAGES = ['offer', 'rejected'] as const satisfies readonly Stage[]
export const isConfirmedStage = (stage: Stage): stage is (typeof CONFIRMED_STAGES)[number] =>
  (CONFIRMED_STAGES as readonly Stage[]).includes(stage)

/** Why an application was not taken further, chosen on a move to Rejected and kept in its stage history. */
export const REJECTION_REASONS = [
  'Skills do not match the role',
  'Not enough experience for the role',
  'Role filled by another candidate',
  'Salary or location expectations differ',
  'Candidate did not respond',
  'Other',
] as const

/** The history note of a move to Rejected: its reason. */
export const rejectionNote = (reason: string) => `Reason: ${reason}`
