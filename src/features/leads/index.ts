// Public surface of the leads capability for other capabilities (e.g. the chat assistant's Customer Care flow).
export { createSupportRequest } from './support'
