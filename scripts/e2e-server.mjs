// Playwright's web server: the production build on port 3301 with its own fresh SQLite database.
import { startTestServer } from './lib/test-server.mjs'

const server = await startTestServer({ name: 'e2e', port: Number(process.env.E2E_PORT || 3301) })
console.log(`e2e server ready at ${server.url} (data in ${server.dir})`)
const shutdown = async () => {
  await server.stop()
  process.exit(0)
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
server.child.on('exit', (code) => {
  console.error(`e2e server exited (${code}); see ${server.logFile}`)
  process.exit(1)
})
