// What one browser's traffic costs as Firebase bills it, counted from the requests and answers
// themselves (no browser here: usage-proxy.mjs feeds it, the unit tests feed it by hand).
//
// Firestore bills document reads, writes and deletes:
// - a query (a REST list, runQuery) reads the documents it returns, at least 1 even when empty;
//   a GET of one document, and each document a batchGet names (found or missing), reads 1;
// - a live listener (the full SDK's Listen stream over WebChannel) reads its documents in its
//   first snapshot (at least 1), then 1 for each document that is added or changed, or leaves it
//   because it changed; a deleted document reads nothing;
// - each write of a commit (REST or the Write stream) writes 1, or deletes 1;
// - a target listened to again with a resume token reads only what changed since (production
//   within 30 minutes). The emulator ignores the token and sends everything again: those
//   documents are counted apart ("re-sent"), not as reads;
// - the security rules' get()/exists() lookups read too: estimated per request from the rules
//   (ruleLookups below), since no answer shows them.
// Storage: each download (`/v0/b/{bucket}/o/{object}?alt=media`) with its bytes; other calls
// (metadata, uploads, deletes) apart. Everything else the site asks for is its Hosting traffic.

/**
 * @typedef {object} Usage
 * @property {number} reads document reads as billed (rules' lookups included)
 * @property {number} ruleReads of which the rules' get()/exists() lookups (estimated)
 * @property {number} resent documents the emulator re-sent to a resumed listener (not billed)
 * @property {number} writes
 * @property {number} deletes
 * @property {number} downloads Storage downloads that reached the network
 * @property {number} downloadBytes their bytes on the wire
 * @property {number} storageOther other Storage calls (metadata, uploads, deletes)
 * @property {number} firestoreBytes bytes of Firestore's answers (as the emulator sends them:
 *   uncompressed, where production compresses)
 * @property {number} hostingRequests
 * @property {number} hostingBytes bytes on the wire (compressed as served)
 * @property {string[]} details one line per billed request, for checking by hand
 */

/** @returns {Usage} */
export const emptyUsage = () => ({
  reads: 0,
  ruleReads: 0,
  resent: 0,
  writes: 0,
  deletes: 0,
  downloads: 0,
  downloadBytes: 0,
  storageOther: 0,
  firestoreBytes: 0,
  hostingRequests: 0,
  hostingBytes: 0,
  details: [],
})

/**
 * @typedef {{ kind: 'list', collection: string }
 *   | { kind: 'get', collection: string, path: string }
 *   | { kind: 'runQuery' | 'runAggregationQuery' | 'batchGet' | 'commit' | 'other' }
 *   | { kind: 'listen' | 'write', back: boolean, session: string | null }} FirestoreCall
 */

const DOCUMENTS = /^\/v1\/projects\/[^/]+\/databases\/[^/]+\/documents(.*)$/
const CHANNEL = /^\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel$/

/**
 * What a request to Firestore is, from its method and address; null when it is not one.
 * @param {string} method
 * @param {URL} url
 * @returns {FirestoreCall | null}
 */
export function firestoreCall(method, url) {
  const channel = CHANNEL.exec(url.pathname)
  if (channel) {
    return {
      kind: channel[1] === 'Listen' ? 'listen' : 'write',
      back: method === 'GET',
      session: url.searchParams.get('SID'),
    }
  }
  const documents = DOCUMENTS.exec(url.pathname)
  if (!documents) return null
  const rest = documents[1] ?? ''
  if (rest.startsWith(':')) {
    const verb = rest.slice(1)
    if (verb === 'runQuery' || verb === 'runAggregationQuery' || verb === 'batchGet') {
      return { kind: verb }
    }
    return { kind: verb === 'commit' ? 'commit' : 'other' }
  }
  const segments = rest.split('/').filter(Boolean).map(decodeURIComponent)
  if (method !== 'GET' || segments.length === 0) return { kind: 'other' }
  // A collection's path has an odd number of segments, a document's an even one.
  if (segments.length % 2 === 1) return { kind: 'list', collection: segments.at(-1) ?? '' }
  return { kind: 'get', collection: segments.at(-2) ?? '', path: segments.join('/') }
}

/** `projects/p/databases/(default)/documents/comidas/hoy` is `comidas/hoy`. */
export const documentPath = (/** @type {string} */ name) =>
  name.slice(name.indexOf('/documents/') + '/documents/'.length)

/** The collection a document's name or path is in (the segment before its id). */
const collectionOf = (/** @type {string} */ path) => documentPath(path).split('/').at(-2) ?? ''

/**
 * Document reads of a one-shot read's answer (REST list, GET, runQuery, batchGet, aggregation).
 * @param {FirestoreCall['kind']} kind
 * @param {string} answer the answer's JSON text
 * @returns {{ reads: number, documents: string[] }} reads billed and the documents read
 */
export function restReads(kind, answer) {
  const parsed = /** @type {unknown} */ (JSON.parse(answer))
  if (kind === 'get') {
    const name = /** @type {{ name?: string }} */ (parsed).name
    return { reads: 1, documents: name ? [documentPath(name)] : [] }
  }
  if (kind === 'list') {
    const found = /** @type {{ documents?: { name: string }[] }} */ (parsed).documents ?? []
    const documents = found.map((doc) => documentPath(doc.name))
    return { reads: Math.max(1, documents.length), documents }
  }
  const rows = /** @type {Record<string, unknown>[]} */ (Array.isArray(parsed) ? parsed : [])
  if (kind === 'runQuery') {
    const documents = rows.flatMap((row) => {
      const doc = /** @type {{ name?: string } | undefined} */ (row.document)
      return doc?.name ? [documentPath(doc.name)] : []
    })
    return { reads: Math.max(1, documents.length), documents }
  }
  if (kind === 'batchGet') {
    const documents = rows.flatMap((row) => {
      const found = /** @type {{ name?: string } | undefined} */ (row.found)
      const name = found?.name ?? (typeof row.missing === 'string' ? row.missing : undefined)
      return name ? [documentPath(name)] : []
    })
    return { reads: documents.length, documents }
  }
  if (kind === 'runAggregationQuery') {
    // One read per 1,000 index entries counted, at least 1: the answer does not say how many
    // entries, so each result counts 1.
    return { reads: Math.max(1, rows.filter((row) => row.result).length), documents: [] }
  }
  return { reads: 0, documents: [] }
}

/**
 * Writes and deletes of a commit, or of a message on the Write stream.
 * @param {unknown} message `{ writes: [{ update | delete | transform, ... }] }`
 * @returns {{ writes: number, deletes: number, documents: string[] }}
 */
export function commitWrites(message) {
  const list = /** @type {{ writes?: Record<string, unknown>[] }} */ (message ?? {}).writes ?? []
  let writes = 0
  let deletes = 0
  /** @type {string[]} */
  const documents = []
  for (const write of list) {
    if (typeof write.delete === 'string') {
      deletes += 1
      documents.push(documentPath(write.delete))
    } else {
      writes += 1
      const update = /** @type {{ name?: string } | undefined} */ (write.update)
      const transform = /** @type {{ document?: string } | undefined} */ (write.transform)
      const name = update?.name ?? transform?.document
      if (name) documents.push(documentPath(name))
    }
  }
  return { writes, deletes, documents }
}

/**
 * The messages a WebChannel forward request carries: its form fields `req0___data__`,
 * `req1___data__`, … in order, each a JSON message.
 * @param {string} body application/x-www-form-urlencoded
 * @returns {unknown[]}
 */
export function channelRequests(body) {
  const fields = new URLSearchParams(body)
  /** @type {[number, unknown][]} */
  const found = []
  for (const [name, value] of fields) {
    const match = /^req(\d+)___data__$/.exec(name)
    if (match) found.push([Number(match[1]), JSON.parse(value)])
  }
  return found.sort((a, b) => a[0] - b[0]).map(([, message]) => message)
}

/**
 * Reads WebChannel's answer frames (`<length>\n[[id, payload], …]`) from text that arrives in
 * pieces, and gives every payload's messages in order (a control payload, such as `["noop"]`,
 * as one message). The length prefix is skipped and each
 * frame found by its brackets, so the unit of that length (bytes or characters) does not matter.
 */
export class FrameReader {
  buffer = ''

  /**
   * @param {string} text the next piece of the answer
   * @returns {unknown[]} the messages of the frames completed by this piece
   */
  push(text) {
    this.buffer += text
    /** @type {unknown[]} */
    const messages = []
    for (;;) {
      const start = this.buffer.indexOf('[')
      if (start < 0) return messages
      const end = frameEnd(this.buffer, start)
      if (end < 0) return messages
      const frame = /** @type {unknown} */ (JSON.parse(this.buffer.slice(start, end)))
      this.buffer = this.buffer.slice(end)
      if (!Array.isArray(frame)) continue
      for (const entry of frame) {
        if (!Array.isArray(entry) || !Array.isArray(entry[1])) continue
        const payload = /** @type {unknown[]} */ (entry[1])
        // A control frame (`["c", session, …]`, `["noop"]`, `["close"]`) is one message; a data
        // frame's payload is a list of messages.
        if (typeof payload[0] === 'string') messages.push(payload)
        else messages.push(...payload)
      }
    }
  }
}

/**
 * The index just past the JSON array that opens at `start`, or -1 while it is incomplete.
 * @param {string} text
 * @param {number} start
 */
function frameEnd(text, start) {
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '[' || c === '{') depth++
    else if (c === ']' || c === '}') {
      depth--
      if (depth === 0) return i + 1
    }
  }
  return -1
}

/**
 * @typedef {object} Target
 * @property {string} label what it listens to
 * @property {boolean} resumed added with a resume token
 * @property {boolean} current its first snapshot is complete
 * @property {number} documents documents received before that
 */

/**
 * The targets of one Listen stream and what their answers read.
 */
export class ListenSession {
  /** @type {Map<number, Target>} */
  targets = new Map()

  /**
   * The forward messages: targets added and removed.
   * @param {unknown[]} messages
   */
  forward(messages) {
    for (const raw of messages) {
      const message = /** @type {{ addTarget?: Record<string, unknown> }} */ (raw)
      const add = message.addTarget
      if (add && typeof add.targetId === 'number') {
        this.targets.set(add.targetId, {
          label: targetLabel(add),
          resumed: typeof add.resumeToken === 'string' && add.resumeToken !== '',
          current: false,
          documents: 0,
        })
      }
    }
  }

  /**
   * @param {number} id
   * @returns {Target}
   */
  target(id) {
    let found = this.targets.get(id)
    if (!found) {
      found = { label: `target ${id}`, resumed: false, current: false, documents: 0 }
      this.targets.set(id, found)
    }
    return found
  }

  /**
   * The answers' messages: what they read, and what the emulator sent again to a resumed target.
   * @param {unknown[]} messages
   * @returns {{ reads: number, resent: number, details: string[] }}
   */
  receive(messages) {
    let reads = 0
    let resent = 0
    /** @type {string[]} */
    const details = []
    for (const raw of messages) {
      if (typeof raw !== 'object' || raw === null) continue
      const message = /** @type {Record<string, Record<string, unknown> | undefined>} */ (raw)
      const change = message.targetChange
      const doc = message.documentChange ?? message.documentRemove
      if (change) {
        if (change.targetChangeType !== 'CURRENT') continue
        const ids = numbers(change.targetIds)
        for (const id of ids.length > 0 ? ids : [...this.targets.keys()]) {
          const target = this.target(id)
          if (target.current) continue
          target.current = true
          // A query's first snapshot reads at least one document, even when it finds none.
          const minimum = !target.resumed && target.documents === 0 ? 1 : 0
          reads += minimum
          details.push(
            `${target.label}: ${target.resumed ? 'resumed, ' : ''}first snapshot ` +
              `${target.documents} document(s)${minimum ? ', billed 1' : ''}`,
          )
        }
      } else if (doc) {
        for (const id of numbers(doc.targetIds)) {
          const target = this.target(id)
          if (target.resumed && !target.current) resent += 1
          else reads += 1
          if (!target.current) target.documents += 1
          else details.push(`${target.label}: 1 change`)
        }
        // A document that left a query because it changed reads 1 there too.
        reads += numbers(doc.removedTargetIds).length
      }
    }
    return { reads, resent, details }
  }
}

/** @param {unknown} value */
const numbers = (value) =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'number') : []

/**
 * A target's query or documents, in a few words.
 * @param {Record<string, unknown>} add
 */
function targetLabel(add) {
  const documents = /** @type {{ documents?: string[] } | undefined} */ (add.documents)
  if (documents?.documents) return `listen ${documents.documents.map(documentPath).join(', ')}`
  const query = /** @type {{ structuredQuery?: { from?: { collectionId?: string }[] } }} */ (
    add.query ?? {}
  )
  return `listen query ${query.structuredQuery?.from?.[0]?.collectionId ?? '?'}`
}

/**
 * Collections whose get is allowed to anyone (firestore.rules `allow get: if true`, the
 * settings' `ajuste == 'tienda'`, one's own users document): reading them costs no lookup.
 */
const FREE_GETS = new Set([
  'comidas',
  'helados',
  'bebidas',
  'misterio',
  'galeria',
  'ajustes',
  'users',
])

/**
 * The rules' own document lookups (get/exists) a request costs, estimated from firestore.rules
 * and storage.rules for the requests this site makes. The staff's requests are an admin's:
 * isAdmin() looks up `users/{uid}` (exists and get of one document, billed once a request)
 * wherever the public clause before it does not already allow the request: every list or live
 * query of theirs (they read whole lists, beyond a public page's bound), every get outside
 * FREE_GETS and every commit. Visitors' reads look nothing up, except a gallery copy in Storage,
 * whose rule reads its entry `cono-gratis/{n}` (one document).
 * @param {{ service: 'firestore' | 'storage', kind: string, staff: boolean, path?: string }} request
 * @returns {number}
 */
export function ruleLookups({ service, kind, staff, path = '' }) {
  if (service === 'storage') return kind === 'download' && path.startsWith('galeria/') ? 1 : 0
  if (!staff) return 0
  if (kind === 'query' || kind === 'commit') return 1
  if (kind === 'get') return FREE_GETS.has(collectionOf(`/documents/${path}`)) ? 0 : 1
  return 0
}

const STORAGE_OBJECT = /^\/v0\/b\/[^/]+\/o\/([^/]+)$/

/**
 * A Storage call: a download of an object (its path), or something else.
 * @param {string} method
 * @param {URL} url
 * @returns {{ kind: 'download', path: string } | { kind: 'other' } | null}
 */
export function storageCall(method, url) {
  if (!url.pathname.startsWith('/v0/b/')) return null
  const object = STORAGE_OBJECT.exec(url.pathname)
  if (object && method === 'GET' && url.searchParams.get('alt') === 'media') {
    return { kind: 'download', path: decodeURIComponent(object[1] ?? '') }
  }
  return method === 'OPTIONS' ? null : { kind: 'other' }
}

/** WebChannel's keep-alive: no data. */
const isNoop = (/** @type {unknown} */ message) =>
  Array.isArray(message) && message.length === 1 && message[0] === 'noop'

/** Auth's own servers (identitytoolkit, securetoken) and the emulators' paths for them. */
const isAuthCall = (/** @type {URL} */ url) =>
  /(^|\.)(identitytoolkit|securetoken)\.googleapis\.com$/.test(url.hostname) ||
  /^\/(identitytoolkit|securetoken)\.googleapis\.com\//.test(url.pathname) ||
  url.pathname.startsWith('/emulator/')

/**
 * A meter for everything one browser context asks for: hand it each request (usage-proxy.mjs's
 * observer), read `usage` when the context is quiet.
 * @param {{ isSite: (url: URL) => boolean }} options which addresses are the site's own (Hosting)
 */
export function createUsageMeter({ isSite }) {
  let usage = emptyUsage()
  /** Whether the requests now are the staff's (an admin signed in). */
  let staff = false
  let lastActivity = Date.now()
  /** @type {Map<string, ListenSession>} */
  const sessions = new Map()
  const sessionOf = (/** @type {string} */ id) => {
    let found = sessions.get(id)
    if (!found) {
      found = new ListenSession()
      sessions.set(id, found)
    }
    return found
  }

  /**
   * @param {number} reads
   * @param {number} lookups
   * @param {string} what
   */
  const billReads = (reads, lookups, what) => {
    usage.reads += reads + lookups
    usage.ruleReads += lookups
    usage.details.push(`${what}: ${reads} read(s)${lookups ? ` + ${lookups} rules lookup` : ''}`)
  }

  /**
   * Collects an answer's text, then hands it over when the request succeeded (or, with
   * `missingToo`, found nothing: a get of a missing document is billed as well).
   * @param {(text: string, wireBytes: number, status: number) => void} done
   * @param {{ missingToo?: boolean }} [options]
   * @returns {import('./usage-proxy.mjs').AnswerListener}
   */
  const whole = (done, { missingToo = false } = {}) => {
    /** @type {Buffer[]} */
    const chunks = []
    let status = 0
    return {
      onStatus: (code) => {
        status = code
      },
      onChunk: (chunk) => chunks.push(chunk),
      onEnd: (wireBytes) => {
        if ((status >= 200 && status < 300) || (missingToo && status === 404)) {
          done(Buffer.concat(chunks).toString('utf8'), wireBytes, status)
        }
      },
    }
  }

  /**
   * A WebChannel answer read frame by frame as it streams.
   * @param {(messages: unknown[]) => void} onMessages
   * @returns {import('./usage-proxy.mjs').AnswerListener}
   */
  const streamed = (onMessages) => {
    const frames = new FrameReader()
    const decoder = new TextDecoder()
    return {
      onChunk: (chunk) => {
        const messages = frames.push(decoder.decode(chunk, { stream: true }))
        if (messages.some((message) => !isNoop(message))) lastActivity = Date.now()
        if (messages.length > 0) onMessages(messages)
      },
    }
  }

  /**
   * @param {Extract<FirestoreCall, { kind: 'listen' | 'write' }>} call
   * @param {Buffer} body
   * @returns {import('./usage-proxy.mjs').AnswerListener | undefined}
   */
  const channel = (call, body) => {
    if (call.back) {
      if (call.kind === 'write' || call.session === null) return undefined
      const session = sessionOf(call.session)
      return streamed((messages) => {
        const { reads, resent, details } = session.receive(messages)
        usage.resent += resent
        if (reads > 0) billReads(reads, 0, details.join('; ') || 'listen')
        else usage.details.push(...details)
      })
    }
    const messages = channelRequests(body.toString('utf8'))
    if (call.kind === 'write') {
      for (const message of messages) {
        const { writes, deletes, documents } = commitWrites(message)
        if (writes + deletes === 0) continue
        usage.writes += writes
        usage.deletes += deletes
        const lookups = ruleLookups({ service: 'firestore', kind: 'commit', staff })
        if (lookups) billReads(0, lookups, 'write stream')
        usage.details.push(
          `write stream ${documents.join(', ')}: ${writes} write(s), ${deletes} delete(s)`,
        )
      }
      return undefined
    }
    /** @param {ListenSession} session */
    const addTargets = (session) => {
      session.forward(messages)
      for (const message of messages) {
        const add =
          /** @type {{ addTarget?: { query?: unknown, documents?: { documents?: string[] } } }} */ (
            message
          ).addTarget
        if (!add) continue
        const lookups = add.query
          ? ruleLookups({ service: 'firestore', kind: 'query', staff })
          : (add.documents?.documents ?? []).reduce(
              (sum, name) =>
                sum +
                ruleLookups({ service: 'firestore', kind: 'get', staff, path: documentPath(name) }),
              0,
            )
        if (lookups) billReads(0, lookups, `${targetLabel(add)} (rules)`)
      }
    }
    if (call.session !== null) {
      addTargets(sessionOf(call.session))
      return undefined
    }
    // The stream's first request: its answer names the new session.
    return streamed((answers) => {
      for (const answer of answers) {
        if (Array.isArray(answer) && answer[0] === 'c' && typeof answer[1] === 'string') {
          addTargets(sessionOf(answer[1]))
        }
      }
    })
  }

  /**
   * What a Firestore request costs, once answered.
   * @param {FirestoreCall} firestore
   * @param {Buffer} body
   * @param {boolean} signedIn the staff's request, with their token
   * @returns {import('./usage-proxy.mjs').AnswerListener | undefined}
   */
  const firestoreAnswer = (firestore, body, signedIn) => {
    if (firestore.kind === 'listen' || firestore.kind === 'write') return channel(firestore, body)
    if (firestore.kind === 'commit') {
      return whole(() => {
        const { writes, deletes, documents } = commitWrites(JSON.parse(body.toString('utf8')))
        usage.writes += writes
        usage.deletes += deletes
        const lookups = ruleLookups({ service: 'firestore', kind: 'commit', staff: signedIn })
        if (lookups) billReads(0, lookups, 'commit')
        usage.details.push(
          `commit ${documents.join(', ')}: ${writes} write(s), ${deletes} delete(s)`,
        )
      })
    }
    if (firestore.kind === 'other') return undefined
    return whole(
      (text, _wireBytes, status) => {
        const { reads, documents } =
          status === 404 && firestore.kind === 'get'
            ? { reads: 1, documents: [firestore.path] }
            : restReads(firestore.kind, text)
        const lookups =
          firestore.kind === 'get' || firestore.kind === 'batchGet'
            ? documents.reduce(
                (sum, path) =>
                  sum + ruleLookups({ service: 'firestore', kind: 'get', staff: signedIn, path }),
                0,
              )
            : ruleLookups({ service: 'firestore', kind: 'query', staff: signedIn })
        const what =
          firestore.kind === 'list'
            ? `list ${firestore.collection}`
            : `${firestore.kind} ${documents.length <= 3 ? documents.join(', ') : `${documents.length} documents`}`
        billReads(reads, lookups, what)
      },
      { missingToo: firestore.kind === 'get' },
    )
  }

  /**
   * The same listener, also adding the answer's bytes to Firestore's.
   * @param {import('./usage-proxy.mjs').AnswerListener | undefined} listener
   * @returns {import('./usage-proxy.mjs').AnswerListener}
   */
  const withBytes = (listener) => ({
    ...listener,
    onChunk: (chunk) => {
      usage.firestoreBytes += chunk.length
      listener?.onChunk?.(chunk)
    },
  })

  /** @type {import('./usage-proxy.mjs').Observer} */
  const observe = ({ method, url, headers, body }) => {
    // A one-shot REST read goes without the staff's token (a visitor's read, whoever asks);
    // the SDKs' requests carry it.
    const signedIn = staff && typeof headers.authorization === 'string'
    const firestore = firestoreCall(method, url)
    const storage = firestore ? null : storageCall(method, url)
    // A live stream's long poll is no activity of its own: only what it brings is.
    const longPoll = (firestore?.kind === 'listen' || firestore?.kind === 'write') && firestore.back
    if (!longPoll) lastActivity = Date.now()
    if (method === 'OPTIONS') return undefined
    if (firestore) return withBytes(firestoreAnswer(firestore, body, signedIn))
    if (storage) {
      if (storage.kind === 'other') {
        usage.storageOther += 1
        return undefined
      }
      return whole((_text, wireBytes) => {
        usage.downloads += 1
        usage.downloadBytes += wireBytes
        const lookups = ruleLookups({
          service: 'storage',
          kind: 'download',
          staff,
          path: storage.path,
        })
        if (lookups) billReads(0, lookups, `download ${storage.path} (Storage rules)`)
      })
    }
    if (isSite(url) && !isAuthCall(url)) {
      return {
        onEnd: (wireBytes) => {
          usage.hostingRequests += 1
          usage.hostingBytes += wireBytes
        },
      }
    }
    return undefined
  }

  return {
    observe,
    /** What was counted since the last `reset`. */
    usage: () => usage,
    /** Starts counting afresh, as the staff's requests or a visitor's. */
    reset: (/** @type {{ staff?: boolean }} */ { staff: asStaff = false } = {}) => {
      usage = emptyUsage()
      staff = asStaff
    },
    /** When the last request started, or a live query last answered with something. */
    lastActivity: () => lastActivity,
  }
}
