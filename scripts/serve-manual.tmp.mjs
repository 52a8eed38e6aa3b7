import { startTestServer } from '/work/main/scripts/lib/test-server.mjs'
const s = await startTestServer({ name: 'manual', port: Number(process.env.P || 3500) })
console.log('ready', s.url, s.dir)
process.on('SIGTERM', async () => { await s.stop(); process.exit(0) })
