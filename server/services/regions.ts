/**
 * Indonesian administrative areas from npm idn-area-data (38 provinces down to villages), read
 * lazily from its CSV files on first use and kept in memory (~90k rows, well under a second).
 * The package has no postal codes, so postalCodeFor() derives a documented deterministic stand-in:
 * the province's real leading two digits followed by three digits hashed from the village code.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export type Area = { id: string; name: string; parent: string }
type Areas = { provinces: Area[]; children: Map<string, Area[]> }

/** First two digits of real postal codes per province (Pos Indonesia ranges). */
const POSTAL_PREFIX: Record<string, string> = {
  '11': '23',
  '12': '20',
  '13': '25',
  '14': '28',
  '15': '36',
  '16': '30',
  '17': '38',
  '18': '34',
  '19': '33',
  '21': '29',
  '31': '10',
  '32': '40',
  '33': '50',
  '34': '55',
  '35': '60',
  '36': '42',
  '51': '80',
  '52': '83',
  '53': '85',
  '61': '78',
  '62': '73',
  '63': '70',
  '64': '75',
  '65': '77',
  '71': '95',
  '72': '94',
  '73': '90',
  '74': '93',
  '75': '96',
  '76': '91',
  '81': '97',
  '82': '97',
  '91': '99',
  '92': '98',
  '93': '99',
  '94': '98',
  '95': '99',
  '96': '98',
}

function splitCsvLine(line: string): string[] {
  const out: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      out.push(field)
      field = ''
    } else field += ch
  }
  out.push(field)
  return out
}

async function readAreas(dir: string, file: string, parentColumn: number | null): Promise<Area[]> {
  const text = await readFile(join(dir, file), 'utf8')
  const lines = text.split(/\r?\n/).slice(1)
  const rows: Area[] = []
  for (const line of lines) {
    if (!line) continue
    const cells = splitCsvLine(line)
    const id = cells[0] ?? ''
    const name = cells[cells.length - 1] ?? ''
    rows.push({ id, name, parent: parentColumn === null ? '' : (cells[parentColumn] ?? '') })
  }
  return rows
}

let cache: Promise<Areas> | null = null

export function loadAreas(): Promise<Areas> {
  cache ??= (async () => {
    const require = createRequire(import.meta.url)
    const dir = join(dirname(require.resolve('idn-area-data/package.json')), 'data')
    const [provinceRows, regencies, districts, villages] = await Promise.all([
      readAreas(dir, 'provinces.csv', null),
      readAreas(dir, 'regencies.csv', 1),
      readAreas(dir, 'districts.csv', 1),
      readAreas(dir, 'villages.csv', 1),
    ])
    const children = new Map<string, Area[]>()
    for (const area of [...regencies, ...districts, ...villages]) {
      const list = children.get(area.parent)
      if (list) list.push(area)
      else children.set(area.parent, [area])
    }
    for (const list of children.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'id'))
    provinceRows.sort((a, b) => a.name.localeCompare(b.name, 'id'))
    return { provinces: provinceRows, children }
  })()
  return cache
}

export async function provinces(): Promise<Area[]> {
  return (await loadAreas()).provinces
}

export async function childrenOf(id: string): Promise<Area[]> {
  return (await loadAreas()).children.get(id) ?? []
}

export function postalCodeFor(villageCode: string): string {
  const prefix = POSTAL_PREFIX[villageCode.slice(0, 2)] ?? '99'
  let hash = 2166136261
  for (const ch of villageCode) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0
  return `${prefix}${String(hash % 1000).padStart(3, '0')}`
}
