/**
 * useRemote keys shared by more than one feature (and by the prerendered results of a page):
 * the same call under the same key shows the same answer wherever it is asked.
 */

/** A channel search: a package group and the search text. */
export const channelSearchKey = (productgroup: string, search: string) =>
  `channels\n${productgroup}\n${search}`
