// A real SMTP server on loopback for tests: every message it accepts is written to `dir` as an .eml file.
// While a file named `.fail` exists in `dir`, it refuses messages (451), to prove a failing mail server loses nothing.
import fs from 'node:fs'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

/** @param {{ dir: string, port?: number }} options */
export async function startSmtpSink({ dir, port = 0 }) {
  fs.mkdirSync(dir, { recursive: true })
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', () => {
        if (fs.existsSync(path.join(dir, '.fail'))) {
          const error = new Error('Mailbox temporarily unavailable (test sink set to fail)')
          error.responseCode = 451
          return callback(error)
        }
        const file = path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`)
        fs.writeFileSync(file, Buffer.concat(chunks))
        callback()
      })
    },
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  // A client that vanishes mid-session (a server killed with kill -9 while its mail worker sends) resets its
  // connection; smtp-server reports that as an 'error' event, which with no listener would end the test run.
  server.on('error', () => {})
  const actualPort = server.server.address().port
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    dir,
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
