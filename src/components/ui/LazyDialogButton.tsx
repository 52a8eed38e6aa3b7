'use client'
// A button that opens a dialog whose code is fetched only when a visitor first reaches for it, so the dialog costs
// nothing on a page's first load. Used by the phone menu and the chat assistant.
import { Suspense, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react'

/** What the lazily loaded dialog receives: its open state, and the button to return focus to when it closes. */
export type LazyDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  opener: RefObject<HTMLButtonElement | null>
}

type Props<P> = {
  /** The dialog, from React's `lazy` (it renders only after a click, so never on the server). */
  dialog: ComponentType<P & LazyDialogProps>
  dialogProps: P
  /** Starts fetching the dialog's code when the pointer or focus reaches the button, before the click. */
  preload?: () => Promise<unknown>
  /** The button's accessible name (shown to screen readers only; the icon is decorative). */
  label: string
  icon: ReactNode
  className: string
  /** A second click closes the dialog again (a floating launcher), instead of only opening it. */
  toggles?: boolean
}

export function LazyDialogButton<P extends object>({
  dialog: Dialog,
  dialogProps,
  preload,
  label,
  icon,
  className,
  toggles = false,
}: Props<P>) {
  const [open, setOpen] = useState(false)
  // Once opened, the dialog stays mounted so that closing and reopening keeps its state.
  const [wanted, setWanted] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload && (() => void preload())}
        onFocus={preload && (() => void preload())}
        onClick={() => {
          setWanted(true)
          setOpen((current) => (toggles ? !current : true))
        }}
        className={className}
      >
        {icon}
        <span className="sr-only">{label}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <Dialog {...dialogProps} open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      )}
    </>
  )
}
