export { me as GET, deleteAccount as DELETE } from '@/features/accounts/handlers'

export const dynamic = 'force-dynamic'
