// Interviews booked by the candidate (docs/decisions/interviews.md): the domain's public surface.
export { bookingView, cancelByCandidate, chooseSlot, viewBooking, type BookingView } from './booking'
export { feedbackBody, giveFeedback, viewFeedback, type FeedbackView } from './feedback'
export { FEEDBACK_DECISIONS, NOT_A_FIT_REASONS } from './options'
export { interviewMessages } from './messages'
export { interviewGuards } from './requestGuards'
export { chooseSlotBody } from './schemas'
export { interviewStepTask } from './schedule'
export { startInterviewSteps } from './steps'
