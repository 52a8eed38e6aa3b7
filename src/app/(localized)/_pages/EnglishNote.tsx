import type { ReactNode } from 'react'

/** The one-line note, in the visitor's language, that what follows is still in English (content falls back to it). */
export function EnglishNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      data-testid="english-note"
      className={`rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700 ${className ?? ''}`}
    >
      {children}
    </p>
  )
}
