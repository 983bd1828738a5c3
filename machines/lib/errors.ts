/** What machines keep of a failure: the service's words as data, for the view to show. */

/** The server's words for a failure (a string, an Error's message, an object's message), or null. */
export function messageOf(error: unknown): string | null {
  if (typeof error === 'string') return error
  if (error instanceof Error) return error.message
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string')
    return error.message
  return null
}
