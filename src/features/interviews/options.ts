// The client's feedback choices: pure data, read by the feedback page's form in the browser and by the server.
export const FEEDBACK_DECISIONS = { 'move-forward': 'Move forward', 'not-a-fit': 'Not a fit' } as const
export type FeedbackDecision = keyof typeof FEEDBACK_DECISIONS

export const NOT_A_FIT_REASONS = [
  'Skills do not match the role',
  'Not enough experience',
  'Communication',
  'Salary or notice period',
  'Other',
] as const
