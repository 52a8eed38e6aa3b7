'use client'
// "Restore" on the dashboard's "Due for erasure" card (features/retention/quarantine.ts): one click brings the record
// back (visible, kept for the full time again), then the dashboard is read again.
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { useHydrated } from '@/components/ui/useBrowserValue'

import { staffFetch } from '../staffView/staffFetch'

export function RestoreButton({ kind, id, name }: { kind: string; id: number; name: string }) {
  const router = useRouter()
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null })
  const hydrated = useHydrated()
  const restore = async () => {
    setState({ busy: true, error: null })
    try {
      await staffFetch('/cms-api/retention/restore', { method: 'POST', body: JSON.stringify({ kind, id }) })
      router.refresh()
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : 'Not restored. Try again.' })
    }
  }
  return (
    <span>
      <button
        type="button"
        className="ptw-dash__restore"
        onClick={restore}
        disabled={state.busy || !hydrated}
        aria-label={`Restore ${name}`}
      >
        {state.busy ? 'Restoring…' : 'Restore'}
      </button>
      {state.error && <span role="alert">{state.error}</span>}
    </span>
  )
}
