import type { Instrumentation } from 'next'

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startup } = await import('./startup')
  await startup()
}

/**
 * One log line per failed page or route render, with where it happened. server/log.mjs writes it as JSON and drops
 * Next's own bare copy of the same error.
 */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const digest = (error as { digest?: string }).digest
  const where = `${request.method} ${request.path.split('?')[0]} (${context.routeType} ${context.routePath})`
  console.error(`request failed: ${where}${digest ? ` digest ${digest}` : ''}`, error)
}
