export { passwordResetRequest as POST } from '@/features/accounts/handlers'

export const dynamic = 'force-dynamic'
