// "How often" of a job alert as radio buttons: the sign-up form's and My job alerts' one copy.
import type { ReactNode } from 'react'

import { JOB_ALERT_FREQUENCIES } from '@/features/jobAlerts/options'

import type { JobAlertLabels } from './jobAlertTexts'

type Props = {
  /** The radio group's name (unique on the page). */
  name: string
  value: string
  onChange: (value: string) => void
  describedBy?: string
  /** Below the choices, inside the group (e.g. its error message). */
  children?: ReactNode
  /** The legend and the choices in the page's language (English when left out). */
  labels?: Pick<JobAlertLabels, 'howOften' | 'daily' | 'weekly'>
}

export function FrequencyChoice({ name, value, onChange, describedBy, children, labels }: Props) {
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-semibold text-ink">{labels?.howOften ?? 'How often'}</legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {JOB_ALERT_FREQUENCIES.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-5 accent-brand-700"
            />
            {labels ? labels[option.value] : option.label}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  )
}
