// Small helpers for writing page copy from constants.

/** ["a", "b", "c"] -> "a, b and c" (or "a, b or c"). */
export const joinList = (items: readonly string[], conjunction: 'and' | 'or') =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`
