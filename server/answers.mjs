// The JSON error answer of every refusal server.mjs gives before Next.js sees a request: the `{ error, msg }` shape
// of the public API (lib/http.ts), never cached.

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} error
 * @param {string} msg
 * @param {Record<string, string>} [headers]
 * @param {() => void} [sent] called once the answer has been handed to the socket
 */
export function answerJson(res, status, error, msg, headers = {}, sent) {
  if (res.headersSent) {
    res.end(sent)
    return
  }
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers })
  res.end(JSON.stringify({ error, msg }), sent)
}
