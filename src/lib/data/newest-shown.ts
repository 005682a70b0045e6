import { isShown, toImageDocument, type ImageDocument } from './image-document'

// The surprise page shows a collection's newest image that is not hidden. Firestore cannot
// filter on `oculto` without every document carrying it (a missing field never matches a
// query), so the reads ask for the newest document alone, which is nearly always shown, and
// only when it is hidden for a longer stretch of the newest, looked through here.

/**
 * How many of the newest documents are looked through when the newest one is hidden: the most a
 * public list may ask for. Should that many newest images all be hidden, the page shows none.
 */
export const HIDDEN_SEARCH_LIMIT = 100

/** A stored document as read: its id and its fields. */
interface ReadDocument {
  id: string
  data: Record<string, unknown>
}

/**
 * The first image visitors may see among `documents`, read newest first from a query that asked
 * for `asked` of them. null when there is none at all (fewer came than asked: nothing is older);
 * undefined when every one that came is hidden (or not an image) and older ones may follow.
 */
export function newestShown(
  documents: readonly ReadDocument[],
  asked: number,
): ImageDocument | null | undefined {
  for (const { id, data } of documents) {
    const image = toImageDocument(id, data)
    if (image && isShown(image)) return image
  }
  return documents.length < asked ? null : undefined
}
