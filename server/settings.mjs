// Whole-number settings read from the environment by server.mjs and its modules.

/**
 * `value` as a whole number of at least 1, or `fallback` when it is unset or anything else ("", "abc", "0", "2.5").
 * @param {string | undefined} value
 * @param {number} fallback
 */
export function positiveInteger(value, fallback) {
  const number = Number(value)
  return value && Number.isInteger(number) && number >= 1 ? number : fallback
}
