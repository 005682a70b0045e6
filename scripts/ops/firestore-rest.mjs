// Firestore's REST API, for copying documents exactly: every value keeps the type Firestore gave it
// (an integer stays an integer and 2.0 stays a double, which firebase-admin's plain numbers cannot
// tell apart; timestamps keep their fraction of a second), in Google's own JSON form of a value
// (https://cloud.google.com/firestore/docs/reference/rest/v1/Value). The emulator serves the same
// API; only the address and the token differ.

/** @typedef {Record<string, unknown>} Fields a document's `fields`, as the REST API gives them */
/** @typedef {{ name: string, fields: Fields }} StoredDocument `name` is relative: `comidas/x` */
/** @typedef {{ update: { name: string, fields: Fields } } | { delete: string }} Write */

const RETRIED = new Set([409, 429, 500, 502, 503, 504])
const ATTEMPTS = 5

/** An answer of the API that is not a success, with its HTTP status. */
export class FirestoreError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(`Firestore answered ${String(status)}: ${message}`)
    this.status = status
  }
}

/** @param {number} ms */
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * @param {{ projectId: string, onEmulators: boolean }} target
 * @param {import('firebase-admin/app').Credential} [credential] none on the emulators
 */
export function firestoreRest({ projectId, onEmulators }, credential) {
  const origin = onEmulators
    ? `http://${process.env.FIRESTORE_EMULATOR_HOST}`
    : 'https://firestore.googleapis.com'
  const root = `projects/${projectId}/databases/(default)/documents`
  /** @type {{ value: string, until: number } | undefined} */
  let token

  async function authorization() {
    if (!credential) return 'Bearer owner'
    if (!token || token.until < Date.now() + 60_000) {
      const { access_token: value, expires_in: seconds } = await credential.getAccessToken()
      token = { value, until: Date.now() + seconds * 1000 }
    }
    return `Bearer ${token.value}`
  }

  /**
   * POSTs to `{root}{suffix}`; retries what Firestore says may pass on a second try.
   * @param {string} suffix
   * @param {object} body
   * @returns {Promise<unknown>}
   */
  async function post(suffix, body) {
    for (let attempt = 1; ; attempt += 1) {
      const response = await fetch(`${origin}/v1/${root}${suffix}`, {
        method: 'POST',
        headers: {
          Authorization: await authorization(),
          'Content-Type': 'application/json',
          ...(process.env.GOOGLE_CLOUD_QUOTA_PROJECT
            ? { 'x-goog-user-project': process.env.GOOGLE_CLOUD_QUOTA_PROJECT }
            : {}),
        },
        body: JSON.stringify(body),
      })
      if (response.ok) return response.json()
      const text = await response.text()
      if (attempt < ATTEMPTS && RETRIED.has(response.status)) {
        await pause(500 * 2 ** attempt)
        continue
      }
      /** @type {{ error?: { message?: string } } | undefined} */
      let answer
      try {
        answer = JSON.parse(text)
      } catch {
        answer = undefined
      }
      throw new FirestoreError(response.status, answer?.error?.message ?? text.slice(0, 200))
    }
  }

  /** @param {string} name a full resource name */
  const relative = (name) => name.slice(root.length + 1)
  /** @param {string} path a document's path, `comidas/x` */
  const full = (path) => `${root}/${path}`

  /**
   * Every document of the database, subcollections included, in name order, read as of one
   * moment (the first page's read time), a page at a time.
   * @param {{ namesOnly?: boolean, pageSize?: number }} [options]
   * @returns {AsyncGenerator<StoredDocument>}
   */
  async function* documents({ namesOnly = false, pageSize = 300 } = {}) {
    /** @type {string | undefined} */
    let after
    /** @type {string | undefined} */
    let readTime
    for (;;) {
      const structuredQuery = {
        from: [{ allDescendants: true }],
        orderBy: [{ field: { fieldPath: '__name__' }, direction: 'ASCENDING' }],
        limit: pageSize,
        ...(namesOnly ? { select: { fields: [{ fieldPath: '__name__' }] } } : {}),
        ...(after ? { startAt: { values: [{ referenceValue: after }], before: false } } : {}),
      }
      const answer =
        /** @type {{ document?: { name: string, fields?: Fields }, readTime?: string }[]} */ (
          await post(':runQuery', { structuredQuery, ...(readTime ? { readTime } : {}) })
        )
      readTime ??= answer.find((part) => part.readTime)?.readTime
      const page = answer.flatMap((part) => (part.document ? [part.document] : []))
      for (const document of page) {
        yield { name: relative(document.name), fields: document.fields ?? {} }
      }
      const last = page.at(-1)
      if (page.length < pageSize || !last) return
      after = last.name
    }
  }

  return {
    projectId,
    root,
    documents,
    /** True when the database holds at least one document. */
    async hasDocuments() {
      const first = await documents({ namesOnly: true, pageSize: 1 }).next()
      return !first.done
    },
    /**
     * Applies writes atomically (at most 500 a call): `set` replaces a whole document.
     * @param {{ set?: StoredDocument[], remove?: string[] }} writes
     */
    async commit({ set = [], remove = [] }) {
      /** @type {Write[]} */
      const writes = [
        ...set.map(({ name, fields }) => ({ update: { name: full(name), fields } })),
        ...remove.map((name) => ({ delete: full(name) })),
      ]
      if (writes.length > 0) await post(':commit', { writes })
    },
  }
}
