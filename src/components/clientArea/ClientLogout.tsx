'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { buttonClass } from '@/components/ui/LinkButton'
import { clientAreaApi, clientAreaRoutes } from '@/features/clientArea/routes'
import { postJson } from '@/lib/apiClient'

export function ClientLogout() {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className={buttonClass('secondary')}
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        await postJson(clientAreaApi.logout, {}, '')
        router.replace(clientAreaRoutes.login)
        router.refresh()
      }}
    >
      Log out
    </button>
  )
}
