// zod for schemas that also run in the browser. On its first object parse zod v4 tries `new Function('')` to decide
// whether it may compile faster parsers; the site's Content-Security-Policy has no 'unsafe-eval', so in the browser
// that probe is blocked and reported as a CSP violation (zod then falls back anyway). Jitless mode skips the probe.
import { z } from 'zod'

z.config({ jitless: true })

export { z }
