import { me, deleteAccount } from '@/features/accounts/handlers'
import { apiRoute } from '@/lib/apiRoute'

export const GET = apiRoute(me)
export const DELETE = apiRoute(deleteAccount)
