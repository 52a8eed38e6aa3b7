// The client area's fixed list of reasons for rejecting a candidate (the form and the API share it).
/** Why a client rejects a candidate (the client area's list; "Other" asks for a few words). */
export const CLIENT_REJECTION_REASONS = [
  'Skills do not match',
  'Not enough experience',
  'Salary expectations too high',
  'Notice period too long',
  'Location or work mode does not fit',
  'Other',
] as const
