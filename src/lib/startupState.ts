// Whether this instance finished start-up (the composition root, src/startup.ts, sets it): /api/health answers 503
// "starting" until then.
import { processSingleton } from '../../server/processBridge.mjs'

type StartupState = { contentReady: boolean }

export const startupState = (): StartupState => processSingleton('startup', () => ({ contentReady: false }))
