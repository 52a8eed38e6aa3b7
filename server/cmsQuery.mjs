// Payload's REST API (/cms-api) reads `where` and `data` from the query string as JSON when they are given whole
// (`?where={"title":{"equals":"x"}}`), and a text that is not JSON made it fail with a 500 before any hook could
// refuse it. Such a query is answered here, in Payload's error shape, before Next.js sees it. docs/security.md
// "Every `/cms-api` query is bounded before the database".

const JSON_PARAMETERS = ['where', 'data']

/**
 * The message of a 400 for a /cms-api request whose `where` or `data` is given as text that is not JSON, else null.
 * @param {string} pathname the routed path
 * @param {string} search the query string, with or without its `?`
 * @returns {string | null}
 */
export function malformedCmsJson(pathname, search) {
  if (!pathname.startsWith('/cms-api/') || !search) return null
  const params = new URLSearchParams(search)
  for (const name of JSON_PARAMETERS) {
    for (const value of params.getAll(name)) {
      if (!value) continue
      try {
        JSON.parse(value)
      } catch {
        return `${name}: not valid JSON.`
      }
    }
  }
  return null
}

/**
 * Answers 400 in Payload's error shape (`{ errors: [{ message }] }`), as its own refusals of a query are.
 * @param {import('node:http').ServerResponse} res
 * @param {string} message
 */
export function answerCmsBadRequest(res, message) {
  res.writeHead(400, { 'content-type': 'application/json', 'cache-control': 'no-store', connection: 'close' })
  res.end(JSON.stringify({ errors: [{ message }] }))
}
