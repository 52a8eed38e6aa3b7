// What client contacts read in the client area and its API (docs/decisions/clients.md).
export const clientMessages = {
  codeSent: 'If this address belongs to one of our clients, a login code is on its way. It is valid for 10 minutes.',
  loggedIn: 'You are logged in.',
  loggedOut: 'You are logged out.',
  notLoggedIn: 'Please log in to the client area with the code we e-mail you.',
  shortlistNotFound: 'This shortlist was not found.',
  candidateNotOnShortlist: 'This candidate is not on this shortlist.',
  decisionInvalid: 'Choose Interview, Reject or Ask a question.',
  reasonRequired: 'Choose a reason for rejecting this candidate.',
  questionRequired: 'Write your question.',
  textTooLong: 'Please keep it under 2000 characters.',
  decisionSaved: 'Thank you. Your decision was sent to your recruiter.',
  questionSent: 'Thank you. Your question was sent to your recruiter.',
  resumeNotShared: 'No resume was shared for this candidate.',
} as const
