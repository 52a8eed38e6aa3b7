// A real IMAP server for tests: Dovecot (Debian's dovecot-imapd) from a temporary configuration — its own base_dir,
// a port on 127.0.0.1, plaintext login allowed (loopback only), one static password for any user, a Maildir per user
// under `dir` — run in the foreground as a child process, so a test can stop it (an outage) and start it again on
// the same mail. Messages are delivered by IMAP APPEND (imapflow), as a mail server would store them.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const DOVECOT = '/usr/sbin/dovecot'

/** Installs dovecot-imapd when it is missing and this user may (root), as scripts/test.mjs does for Chromium. */
export function ensureDovecot() {
  if (fs.existsSync(DOVECOT)) return
  if (process.getuid?.() !== 0)
    throw new Error('Dovecot is missing and this user cannot install it: apt-get install -y dovecot-imapd (as root).')
  const installed = spawnSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq dovecot-imapd'], {
    stdio: 'inherit',
  })
  if (installed.status !== 0 || !fs.existsSync(DOVECOT)) throw new Error('apt-get install dovecot-imapd failed')
}

/** A free port on loopback, kept for the server's whole life (restarts reuse it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** Dovecot refuses mail access as root: as root the mail belongs to Dovecot's own user, else to this user. */
function mailOwner() {
  const uid = process.getuid?.() ?? 1000
  const gid = process.getgid?.() ?? 1000
  if (uid !== 0) return { uid, gid }
  const entry = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('dovecot:'))
  if (!entry) throw new Error('the dovecot user is missing (reinstall dovecot-core)')
  const [, , entryUid, entryGid] = entry.split(':')
  return { uid: Number(entryUid), gid: Number(entryGid) }
}

function configFor({ dir, port, password }) {
  const { uid, gid } = mailOwner()
  const user = os.userInfo().username
  // As root, Dovecot's own unprivileged users (made by the package) run its login and internal processes.
  const internal =
    process.getuid?.() === 0
      ? 'default_internal_user = dovecot\ndefault_login_user = dovenull'
      : `default_internal_user = ${user}\ndefault_login_user = ${user}`
  return `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
${internal}
default_internal_group = ${process.getuid?.() === 0 ? 'dovecot' : user}
first_valid_uid = ${uid}
last_valid_uid = ${uid}
first_valid_gid = ${gid}
mail_uid = ${uid}
mail_gid = ${gid}
mail_location = maildir:${dir}/mail/%u
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service pop3-login {
  inet_listener pop3 {
    port = 0
  }
}
service submission-login {
  inet_listener submission {
    port = 0
  }
}
service lmtp {
  unix_listener lmtp {
    mode = 0600
  }
}
passdb {
  driver = static
  args = password=${password}
}
userdb {
  driver = static
  args = uid=${uid} gid=${gid} home=${dir}/home/%u
}
`
}

function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('data', () => {
        socket.destroy()
        resolve()
      })
      socket.once('error', () => {
        socket.destroy()
        if (Date.now() > deadline) reject(new Error(`Dovecot did not answer on port ${port}`))
        else setTimeout(attempt, 100)
      })
    }
    attempt()
  })
}

/**
 * Starts Dovecot on `port` (a free one when not given) with its state under `dir`. Returns its address, the
 * password (any user name logs in) and start/stop for outages; the mail in `dir` survives a stop. It runs as a
 * daemon (its pid in `dir`/run/master.pid), so another process — a test — can stop and start it with imapServerAt(dir).
 * @param {{ dir: string, port?: number, password?: string }} options
 */
export async function startImapServer({ dir, port, password = 'imap-test-password' }) {
  ensureDovecot()
  for (const sub of ['run', 'state', 'mail', 'home']) fs.mkdirSync(path.join(dir, sub), { recursive: true })
  // Dovecot's internal users must reach its sockets and the mail when it runs as root.
  fs.chmodSync(dir, 0o755)
  const { uid, gid } = mailOwner()
  for (const sub of ['mail', 'home']) fs.chownSync(path.join(dir, sub), uid, gid)
  const actualPort = port ?? (await freePort())
  fs.writeFileSync(path.join(dir, 'dovecot.conf'), configFor({ dir, port: actualPort, password }))
  fs.writeFileSync(path.join(dir, 'server.json'), JSON.stringify({ port: actualPort, password }))
  const server = imapServerAt(dir)
  await server.start()
  return server
}

/** The Dovecot whose state is under `dir` (made by startImapServer): its address, and start/stop. */
export function imapServerAt(dir) {
  const { port, password } = JSON.parse(fs.readFileSync(path.join(dir, 'server.json'), 'utf8'))
  const configFile = path.join(dir, 'dovecot.conf')
  async function start() {
    if (await portOpen(port)) return
    // The daemon keeps whatever it inherits open: no pipes, or this call would wait for it to exit. Errors go to its log.
    const result = spawnSync(DOVECOT, ['-c', configFile], { stdio: 'ignore' })
    if (result.status !== 0) throw new Error(`Dovecot did not start: ${readLog(dir)}`)
    await waitForPort(port, 15_000)
  }
  async function stop() {
    spawnSync(DOVECOT, ['-c', configFile, 'stop'], { stdio: 'ignore' })
    // The master ends its children (imap, auth) first; wait until nobody answers on the port.
    const deadline = Date.now() + 10_000
    while (Date.now() < deadline && (await portOpen(port))) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    port,
    password,
    /** An imap:// address that logs `user` in. */
    url: (user) => `imap://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    dir,
    start,
    stop,
  }
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

function readLog(dir) {
  try {
    return fs.readFileSync(path.join(dir, 'dovecot.log'), 'utf8').slice(-2000)
  } catch {
    return ''
  }
}
