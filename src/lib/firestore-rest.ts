/**
 * One-shot public reads through Firestore's REST API (listing a collection's documents), without
 * any SDK: a menu's list can be asked for as the page starts, before even the light SDK (about
 * 40 kB gzip) has downloaded, and with a plain GET that an HTML file can preload. Security rules
 * apply exactly as to the SDK's unauthenticated reads.
 */

/** A Firestore value as the REST API encodes it (only the kinds our documents use are decoded). */
type RestValue =
  | { stringValue: string }
  | { integerValue: string }
  | { doubleValue: number }
  | { booleanValue: boolean }
  | { timestampValue: string }
  | { nullValue: null }
  | { mapValue: { fields?: Record<string, RestValue> } }
  | { arrayValue: { values?: RestValue[] } }

interface RunQueryEntry {
  document?: { name: string; fields?: Record<string, RestValue> }
}

interface ListAnswer {
  documents?: { name: string; fields?: Record<string, RestValue> }[]
  nextPageToken?: string
}

/** A document as read: its id and its fields as plain values (timestamps have `toDate()`). */
export interface RestDocument {
  id: string
  data: Record<string, unknown>
}

export interface RestQuery {
  collection: string
  /** Newest first by this field. */
  newestBy?: string
  limit?: number
}

/** Where the REST API of a project's database lives: the emulator's or Google's. */
export interface RestTarget {
  origin: string
  projectId: string
  apiKey: string
}

function decodeValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue
  if ('integerValue' in value) return Number(value.integerValue)
  if ('doubleValue' in value) return value.doubleValue
  if ('booleanValue' in value) return value.booleanValue
  if ('timestampValue' in value) {
    const date = new Date(value.timestampValue)
    return { toDate: () => new Date(date) }
  }
  if ('mapValue' in value) return decodeFields(value.mapValue.fields)
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decodeValue)
  return null
}

const decodeFields = (fields: Record<string, RestValue> = {}): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decodeValue(value)]))

/** `projects/p/databases/(default)/documents/comidas/abc` is the document `abc`. */
const idOf = (name: string) => name.slice(name.lastIndexOf('/') + 1)

/** Documents per answer of a whole collection's list (further pages follow). */
const PAGE_SIZE = 100

const databasePath = (target: RestTarget) =>
  `projects/${target.projectId}/databases/(default)/documents`

/** The GET of one page of a whole top-level collection. */
function listUrl(target: RestTarget, collection: string, pageToken?: string): string {
  const params = new URLSearchParams({ key: target.apiKey, pageSize: String(PAGE_SIZE) })
  if (pageToken) params.set('pageToken', pageToken)
  return `${target.origin}/v1/${databasePath(target)}/${encodeURIComponent(collection)}?${params}`
}

/**
 * The GET that lists a whole top-level collection, its first page: what a page's HTML file
 * preloads and readRestDocuments then asks for, byte for byte. Null for an ordered or limited
 * read, which is a query (a POST).
 */
export const restListUrl = (target: RestTarget, query: RestQuery): string | null =>
  query.newestBy || query.limit !== undefined ? null : listUrl(target, query.collection)

/** Lists a whole top-level collection, every page. */
async function listDocuments(target: RestTarget, collection: string): Promise<RestDocument[]> {
  const documents: RestDocument[] = []
  let pageToken: string | undefined
  do {
    const response = await fetch(listUrl(target, collection, pageToken))
    if (!response.ok) throw new Error(`Firestore respondió ${response.status} a la consulta`)
    const answer = (await response.json()) as ListAnswer
    for (const document of answer.documents ?? []) {
      documents.push({ id: idOf(document.name), data: decodeFields(document.fields) })
    }
    pageToken = answer.nextPageToken
  } while (pageToken)
  return documents
}

function structuredQuery({ collection, newestBy, limit }: RestQuery) {
  return {
    from: [{ collectionId: collection }],
    ...(newestBy && {
      orderBy: [{ field: { fieldPath: newestBy }, direction: 'DESCENDING' }],
    }),
    ...(limit !== undefined && { limit }),
  }
}

/** Runs an ordered or limited query. */
async function runQuery(target: RestTarget, query: RestQuery): Promise<RestDocument[]> {
  const key = encodeURIComponent(target.apiKey)
  const url = `${target.origin}/v1/${databasePath(target)}:runQuery?key=${key}`
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({ structuredQuery: structuredQuery(query) }),
  })
  if (!response.ok) throw new Error(`Firestore respondió ${response.status} a la consulta`)
  const entries = (await response.json()) as RunQueryEntry[]
  return entries.flatMap(({ document }) =>
    document ? [{ id: idOf(document.name), data: decodeFields(document.fields) }] : [],
  )
}

/**
 * Reads a top-level collection: the whole of it with a plain GET, or an ordered or limited
 * query. Rejects on a network failure or a refused read.
 */
export function readRestDocuments(target: RestTarget, query: RestQuery): Promise<RestDocument[]> {
  return restListUrl(target, query)
    ? listDocuments(target, query.collection)
    : runQuery(target, query)
}
