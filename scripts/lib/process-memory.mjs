// The resident memory of a process (Linux /proc) and the machine's load, for the benchmarks' figures.
import fs from 'node:fs'
import os from 'node:os'

/** RSS now and its peak since the process started (VmHWM), in MB; NaN where /proc cannot be read. */
export function processMemory(/** @type {number | undefined} */ pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (/** @type {string} */ name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
  } catch {
    return { rss: NaN, peak: NaN }
  }
}

/** The load average over 1, 5 and 15 minutes, e.g. "1.50 2.51 3.28": benchmark figures mean little without it. */
export const loadAverage = (values = os.loadavg()) => values.map((value) => value.toFixed(2)).join(' ')
