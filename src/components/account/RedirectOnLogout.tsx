'use client'
// A member-only page open in this tab leaves for / when the member logs out in another tab.
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { routes } from '@/lib/routes'
import { STORED_USER_KEY } from '@/lib/sessionClient'

export function RedirectOnLogout() {
  const router = useRouter()
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if ((event.key === STORED_USER_KEY || event.key === null) && !event.newValue) router.replace(routes.home)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [router])
  return null
}
