/**
 * One-shot public reads through Firestore's REST API (listing a collection's documents), without
 * any SDK: a menu's list can be asked for as the page starts, before even the light SDK (about
 * 40 kB gzip) has downloaded, and with plain GETs that an HTML file can preload. Security rules
 * apply exactly as to the SDK's unauthenticated reads.
 */

/** A Firestore value as the REST API encodes it (only the kinds our documents use are decoded). */
export type RestValue =
  | { stringValue: string }
  | { integerValue: string }
  | { doubleValue: number }
  | { booleanValue: boolean }
  | { timestampValue: string }
  | { nullValue: null }
  | { mapValue: { fields?: Record<string, RestValue> } }
  | { arrayValue: { values?: RestValue[] } }

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

export const decodeFields = (fields: Record<string, RestValue> = {}): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decodeValue(value)]))

/** `projects/p/databases/(default)/documents/comidas/abc` is the document `abc`. */
export const idOf = (name: string) => name.slice(name.lastIndexOf('/') + 1)

/** Documents per answer of a list (further pages follow). */
const PAGE_SIZE = 100

export const databasePath = (target: RestTarget) =>
  `projects/${target.projectId}/databases/(default)/documents`

/**
 * The GET of one page of a top-level collection's documents, newest first when asked. Spaces are
 * written %20 (the emulator does not read `+` as a space).
 */
function listUrl(target: RestTarget, query: RestQuery, pageToken?: string): string {
  const params: [string, string][] = [
    ['key', target.apiKey],
    ['pageSize', String(Math.min(query.limit ?? PAGE_SIZE, PAGE_SIZE))],
  ]
  if (query.newestBy) params.push(['orderBy', `${query.newestBy} desc`])
  if (pageToken) params.push(['pageToken', pageToken])
  const search = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')
  return `${target.origin}/v1/${databasePath(target)}/${encodeURIComponent(query.collection)}?${search}`
}

/**
 * The GET of a read's first page: what a page's HTML file preloads and readRestDocuments then
 * asks for, byte for byte.
 */
export const restListUrl = (target: RestTarget, query: RestQuery): string => listUrl(target, query)

/**
 * Reads a top-level collection with plain GETs (newest first and at most `limit` documents, when
 * asked), page after page. Rejects on a network failure or a refused read.
 */
export async function readRestDocuments(
  target: RestTarget,
  query: RestQuery,
): Promise<RestDocument[]> {
  const limit = query.limit ?? Infinity
  const documents: RestDocument[] = []
  let pageToken: string | undefined
  do {
    const response = await fetch(listUrl(target, query, pageToken))
    if (!response.ok) throw new Error(`Firestore respondió ${response.status} a la consulta`)
    const answer = (await response.json()) as ListAnswer
    for (const document of answer.documents ?? []) {
      documents.push({ id: idOf(document.name), data: decodeFields(document.fields) })
    }
    pageToken = answer.nextPageToken
  } while (pageToken && documents.length < limit)
  return documents.slice(0, limit)
}

/** The GET of one document (`collection/id`). */
export const restDocumentUrl = (target: RestTarget, path: string): string =>
  `${target.origin}/v1/${databasePath(target)}/${path}?key=${encodeURIComponent(target.apiKey)}`

/** Reads one document with a plain GET; null when it does not exist. */
export async function readRestDocument(
  target: RestTarget,
  path: string,
): Promise<Record<string, unknown> | null> {
  const response = await fetch(restDocumentUrl(target, path))
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`Firestore respondió ${response.status} a la lectura`)
  const document = (await response.json()) as { fields?: Record<string, RestValue> }
  return decodeFields(document.fields)
}
