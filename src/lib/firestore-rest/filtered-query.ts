// Filtered one-shot reads through Firestore's REST API (runQuery), apart from documents.ts
// so that the small entry script, which lists menus, does not carry them.
import {
  databasePath,
  decodeFields,
  idOf,
  type RestDocument,
  type RestTarget,
  type RestValue,
} from './documents'

/** A paged read, highest `newestBy` first: every document, or those whose `field` equals `equals`. */
export interface RestFilteredQuery {
  collection: string
  where?: { field: string; equals: string }
  /** A whole-number field: highest first, and the page starts below `below` when given. */
  newestBy: string
  below?: number
  limit: number
}

interface QueryAnswerRow {
  document?: { name: string; fields?: Record<string, RestValue> }
}

/** The structured query of a filtered read, as the REST API's runQuery takes it. */
export function structuredQuery(query: RestFilteredQuery) {
  return {
    structuredQuery: {
      from: [{ collectionId: query.collection }],
      ...(query.where && {
        where: {
          fieldFilter: {
            field: { fieldPath: query.where.field },
            op: 'EQUAL',
            value: { stringValue: query.where.equals },
          },
        },
      }),
      orderBy: [{ field: { fieldPath: query.newestBy }, direction: 'DESCENDING' }],
      ...(query.below !== undefined && {
        startAt: { values: [{ integerValue: String(query.below) }], before: false },
      }),
      limit: query.limit,
    },
  }
}

/**
 * Runs a filtered read with one POST (runQuery). It costs a CORS preflight that a list's GET
 * avoids, so it is kept for reads a page needs after its first look (the free-cone gallery).
 */
export async function queryRestDocuments(
  target: RestTarget,
  query: RestFilteredQuery,
): Promise<RestDocument[]> {
  const response = await fetch(
    `${target.origin}/v1/${databasePath(target)}:runQuery?key=${encodeURIComponent(target.apiKey)}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(structuredQuery(query)),
    },
  )
  if (!response.ok) throw new Error(`Firestore respondió ${response.status} a la consulta`)
  const rows = (await response.json()) as QueryAnswerRow[]
  return rows.flatMap(({ document }) =>
    document ? [{ id: idOf(document.name), data: decodeFields(document.fields) }] : [],
  )
}
