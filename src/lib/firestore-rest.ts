/**
 * One-shot public reads through Firestore's REST API (`documents:runQuery`), without any SDK: a
 * menu's list can be asked for as the page starts, before even the light SDK (about 40 kB gzip)
 * has downloaded. Security rules apply exactly as to the SDK's unauthenticated reads.
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

function structuredQuery({ collection, newestBy, limit }: RestQuery) {
  return {
    from: [{ collectionId: collection }],
    ...(newestBy && {
      orderBy: [{ field: { fieldPath: newestBy }, direction: 'DESCENDING' }],
    }),
    ...(limit !== undefined && { limit }),
  }
}

/** Runs a query on a top-level collection; rejects on a network failure or a refused read. */
export async function runRestQuery(target: RestTarget, query: RestQuery): Promise<RestDocument[]> {
  const database = `projects/${target.projectId}/databases/(default)/documents`
  const url = `${target.origin}/v1/${database}:runQuery?key=${encodeURIComponent(target.apiKey)}`
  const response = await fetch(url, {
    method: 'POST',
    // A CORS "simple request", as the SDKs send it: no preflight, one round trip less.
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({ structuredQuery: structuredQuery(query) }),
  })
  if (!response.ok) throw new Error(`Firestore respondió ${response.status} a la consulta`)
  const entries = (await response.json()) as RunQueryEntry[]
  return entries.flatMap(({ document }) =>
    document ? [{ id: idOf(document.name), data: decodeFields(document.fields) }] : [],
  )
}
