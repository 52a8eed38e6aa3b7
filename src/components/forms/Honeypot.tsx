// A field people never see or reach (off-screen, aria-hidden, not tabbable, no autofill); bots that fill every
// input fill it too, and the server then stores the lead flagged as spam without notifying anyone.
import { HONEYPOT_FIELD } from '@/features/leads/formFields'

export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
