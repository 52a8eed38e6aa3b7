// The logged-in member (accounts capability) a talent application belongs to.
export { currentMember } from '@/features/accounts/session'
