// Interviews booked by the candidate (docs/decisions/interviews.md): the domain's public surface.
export { cancelByCandidate, viewBooking, type BookingView } from './booking'
export { companyInterviews, feedbackBody, giveFeedback, viewFeedback, type CompanyInterview, type FeedbackView } from './feedback'
export { interviewGuards } from './requestGuards'
export { chooseSlotHandler } from './slotRoute'
export { startInterviewSteps } from './steps'
