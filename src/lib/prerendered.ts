/**
 * Results a page was prerendered with. The build runs a page's first calls (its `snapshot`
 * export), renders the page with their results and writes them into the HTML as a JSON data
 * block; the browser reads them back so hydration renders the same content, and useRemote then
 * asks the service again and shows its answer (stale-while-revalidate). A JSON data block is not
 * a script: the CSP does not apply to it and it never runs.
 */

/** The id of the `<script type="application/json">` element holding the results. */
export const PRERENDERED_ELEMENT_ID = 'vp-prerendered'

/** Named results of a page's first calls, keyed like the useRemote calls that ask for them. */
export type PrerenderedData = Record<string, unknown>

/** The page being prerendered: its language and the values of its route's parameters. */
export type SnapshotContext = { lang: string; params: Record<string, string> }

/**
 * What a page module may export as `snapshot`: its first calls, each named by its useRemote key.
 * It may be async when a call's key depends on another call's answer (the first package's channels).
 */
export type PageSnapshot = (
  context: SnapshotContext,
) => Record<string, Promise<unknown>> | Promise<Record<string, Promise<unknown>>>

/** What a page whose route has parameters may export as `prerenderParams`: the pages to prerender. */
export type PrerenderParams = (context: { lang: string }) => Promise<Record<string, string>[]>

/**
 * What a page may export as `head`: its title, description and picture from the results it was
 * prerendered with (a promo's name in the HTML title and link previews), or undefined for the
 * route's own.
 */
export type PageHead = (
  data: PrerenderedData,
  context: SnapshotContext,
) => { title: string; description: string; image?: string } | undefined

let serverData: PrerenderedData | undefined
let browserData: PrerenderedData | null | undefined

/** The prerenderer sets the results of the page it is about to render (undefined after it). */
export function setPrerenderedData(data: PrerenderedData | undefined): void {
  serverData = data
}

function readBrowserData(): PrerenderedData | null {
  if (browserData === undefined) {
    const text = document.getElementById(PRERENDERED_ELEMENT_ID)?.textContent
    try {
      const parsed: unknown = text ? JSON.parse(text) : null
      browserData =
        parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as PrerenderedData) : null
    } catch {
      browserData = null // a damaged block only costs the head start
    }
  }
  return browserData
}

/** The result the page was prerendered with under `key`, if any. */
export function prerendered(key: string): { data: unknown } | undefined {
  const source = typeof document === 'undefined' ? serverData : readBrowserData()
  return source && Object.hasOwn(source, key) ? { data: source[key] } : undefined
}

/** Forgets what was read from the page (tests). */
export function resetPrerendered(): void {
  serverData = undefined
  browserData = undefined
}

/**
 * The results as the text of a JSON data block: `<` and `>` (so no `</script>` or comment can
 * close it early), `&`, and the two line separators are escaped; JSON.parse reads them back.
 */
export function serializePrerendered(data: PrerenderedData): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** Runs a page's snapshot: the results that arrived, and the reasons of those that did not. */
export async function runSnapshot(
  snapshot: PageSnapshot,
  context: SnapshotContext,
): Promise<{ data: PrerenderedData; failures: string[] }> {
  let calls: [string, Promise<unknown>][]
  try {
    calls = Object.entries(await snapshot(context))
  } catch (error) {
    return { data: {}, failures: [`all: ${error instanceof Error ? error.message : String(error)}`] }
  }
  const settled = await Promise.allSettled(calls.map(([, call]) => call))
  const data: PrerenderedData = {}
  const failures: string[] = []
  settled.forEach((outcome, i) => {
    const key = calls[i]![0]
    if (outcome.status === 'fulfilled') data[key] = outcome.value
    else
      failures.push(
        `${key}: ${outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason)}`,
      )
  })
  return { data, failures }
}
