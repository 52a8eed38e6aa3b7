// What the candidate, the client and staff read when an interview action is refused or done: one place, so the
// pages, the API and the tests use the same words.
export const interviewMessages = {
  badLink: 'This interview link is not valid. Please use the link from your latest e-mail, or reply to it and we will help.',
  gone: 'This interview is no longer available. Please reply to your latest e-mail and we will help.',
  cancelled: 'This interview was cancelled. If you would like a new time, please reply to your latest e-mail.',
  done: 'This interview has already taken place.',
  noSlot: 'Choose one of the times offered.',
  slotPast: 'This time has already passed. Please choose another.',
  alreadyBooked: (when: string) =>
    `Your interview is already booked for ${when}. To move it, use “Change the time” on this page.`,
  notBooked: 'This interview is not booked yet: choose a time first.',
  sameSlot: 'Your interview is already at this time.',
  taken: 'The interview was just booked or changed in another window. The page now shows it as it is.',
  booked: (when: string) => `Your interview is booked for ${when}. We have e-mailed you a calendar invitation.`,
  moved: (when: string) => `Your interview is moved to ${when}. We have e-mailed you the updated invitation.`,
  cancelledByYou: 'Your interview is cancelled. Everyone taking part has been told.',
  feedbackLink: 'This feedback link is not valid. Please use the link from your e-mail.',
  feedbackTooEarly: 'You can give feedback once the interview has taken place.',
  feedbackGiven: 'Thank you: your feedback is recorded and the recruiter has been told.',
  feedbackReason: 'Say why the candidate is not a fit.',
  feedbackDecision: 'Choose “Move forward” or “Not a fit”.',
  staff: {
    noSlots: 'Add at least one interview time first.',
    slotInPast: 'Every interview time must be in the future.',
    noCandidateEmail: 'This candidate has no e-mail address: add one to their profile first.',
    notFound: 'This interview no longer exists.',
    badSlot: 'Enter each time as a date, a time in India time and a length in minutes (15 to 480).',
    tooManySlots: 'Offer up to 10 times at once.',
    cannotCancel: 'This interview is already cancelled or has taken place.',
  },
} as const
