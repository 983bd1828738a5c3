/** The list's card as it first shows: the page's frame and the panel's skeleton have this height. */
export const LIST_HEIGHT = 180
