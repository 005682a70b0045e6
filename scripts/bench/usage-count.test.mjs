import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  channelRequests,
  commitWrites,
  createUsageMeter,
  firestoreCall,
  FrameReader,
  ListenSession,
  restReads,
  ruleLookups,
  storageCall,
} from './usage-count.mjs'

const DB = 'projects/demo-p/databases/(default)'
const DOCS = `${DB}/documents`
const FIRESTORE = 'http://127.0.0.1:8080'
const url = (/** @type {string} */ path) => new URL(`${FIRESTORE}${path}`)

/** What the emulator's Listen stream sent to the staff's panel (Comidas, Inicio, Hoy, two changes). */
const backChannel = readFileSync(
  new URL('./fixtures/listen-back-channel.txt', import.meta.url),
  'utf8',
)

/** The forward messages that opened the targets of that stream. */
const query = (/** @type {string} */ collectionId, /** @type {number} */ targetId) => ({
  database: DB,
  addTarget: { query: { structuredQuery: { from: [{ collectionId }] }, parent: DOCS }, targetId },
})
const document = (
  /** @type {string} */ path,
  /** @type {number} */ targetId,
  /** @type {string} */ resumeToken = '',
) => ({
  database: DB,
  addTarget: {
    documents: { documents: [`${DOCS}/${path}`] },
    targetId,
    ...(resumeToken && { resumeToken, expectedCount: 1 }),
  },
})
const PANEL_TARGETS = [
  query('opiniones', 1002),
  query('cono-gratis', 1004),
  query('comidas', 1006),
  document('comidas/hoy', 1008),
  document('helados/hoy', 1010),
  document('bebidas/hoy', 1012),
  query('ventanas', 1014),
  document('comidas/hoy', 1016, 'CgkIm7DExMWqmAM='),
  document('helados/hoy', 1018, 'CgkIm7DExMWqmAM='),
  document('bebidas/hoy', 1020, 'CgkIm7DExMWqmAM='),
]

/** A form body as WebChannel posts it. */
const formOf = (/** @type {unknown[]} */ messages, /** @type {string} */ headers = '') => {
  const form = new URLSearchParams()
  if (headers) form.set('headers', headers)
  form.set('count', String(messages.length))
  form.set('ofs', '0')
  messages.forEach((message, i) => form.set(`req${i}___data__`, JSON.stringify(message)))
  return form.toString()
}

describe('firestoreCall', () => {
  it('tells a list, a document, the RPCs and the two streams apart', () => {
    expect(firestoreCall('GET', url(`/v1/${DOCS}/comidas?key=k&pageSize=100`))).toEqual({
      kind: 'list',
      collection: 'comidas',
    })
    expect(firestoreCall('GET', url(`/v1/${DOCS}/ajustes/tienda?key=k`))).toEqual({
      kind: 'get',
      collection: 'ajustes',
      path: 'ajustes/tienda',
    })
    expect(firestoreCall('POST', url(`/v1/${DOCS}:runQuery?key=k`))).toEqual({ kind: 'runQuery' })
    expect(firestoreCall('POST', url(`/v1/${DOCS}:batchGet`))).toEqual({ kind: 'batchGet' })
    expect(firestoreCall('POST', url(`/v1/${DOCS}:commit`))).toEqual({ kind: 'commit' })
    expect(firestoreCall('POST', url(`/v1/${DOCS}:beginTransaction`))).toEqual({ kind: 'other' })
    expect(
      firestoreCall(
        'GET',
        url(
          '/google.firestore.v1.Firestore/Listen/channel?VER=8&RID=rpc&SID=ab%3D%3D&TYPE=xmlhttp',
        ),
      ),
    ).toEqual({ kind: 'listen', back: true, session: 'ab==' })
    expect(
      firestoreCall(
        'POST',
        url('/google.firestore.v1.Firestore/Write/channel?VER=8&RID=1&CVER=22'),
      ),
    ).toEqual({ kind: 'write', back: false, session: null })
    expect(firestoreCall('GET', url('/v0/b/bucket/o/comidas%2Fa.webp?alt=media'))).toBeNull()
  })
})

describe('restReads', () => {
  it('bills a list its documents, and an empty one 1', () => {
    // As the emulator writes it: pretty-printed.
    const answer = `{\n  "documents": [{\n    "name": "${DOCS}/comidas/a",\n    "fields": {}\n  }, {\n    "name": "${DOCS}/comidas/hoy"\n  }]\n}\n`
    expect(restReads('list', answer)).toEqual({ reads: 2, documents: ['comidas/a', 'comidas/hoy'] })
    expect(restReads('list', '{}\n')).toEqual({ reads: 1, documents: [] })
  })

  it('bills a runQuery the documents of its rows, at least 1', () => {
    const rows = [
      { document: { name: `${DOCS}/galeria/4` }, readTime: 't' },
      { document: { name: `${DOCS}/galeria/3` }, readTime: 't' },
    ]
    expect(restReads('runQuery', JSON.stringify(rows))).toEqual({
      reads: 2,
      documents: ['galeria/4', 'galeria/3'],
    })
    // No match: one row with only the read time.
    expect(restReads('runQuery', JSON.stringify([{ readTime: 't' }]))).toEqual({
      reads: 1,
      documents: [],
    })
  })

  it('bills a batchGet each document it names, found or missing', () => {
    const rows = [
      { found: { name: `${DOCS}/users/u1`, fields: {} }, readTime: 't' },
      { missing: `${DOCS}/users/u2`, readTime: 't' },
    ]
    expect(restReads('batchGet', JSON.stringify(rows))).toEqual({
      reads: 2,
      documents: ['users/u1', 'users/u2'],
    })
  })

  it('bills one document read by its GET', () => {
    expect(restReads('get', JSON.stringify({ name: `${DOCS}/ajustes/tienda` }))).toEqual({
      reads: 1,
      documents: ['ajustes/tienda'],
    })
  })
})

describe('commitWrites', () => {
  it('counts each write, with its transform, once, and deletes apart', () => {
    const body = {
      writes: [
        {
          update: { name: `${DOCS}/helados/hoy`, fields: {} },
          updateTransforms: [{ fieldPath: 'actualizado', setToServerValue: 'REQUEST_TIME' }],
          currentDocument: { updateTime: 't' },
        },
        { delete: `${DOCS}/galeria/3` },
        { transform: { document: `${DOCS}/contadores/comidas`, fieldTransforms: [] } },
      ],
    }
    expect(commitWrites(body)).toEqual({
      writes: 2,
      deletes: 1,
      documents: ['helados/hoy', 'galeria/3', 'contadores/comidas'],
    })
    expect(commitWrites({ database: DB })).toEqual({ writes: 0, deletes: 0, documents: [] })
  })
})

describe('channelRequests', () => {
  it('decodes the messages of a forward request, in order, and nothing else', () => {
    const body = formOf([query('opiniones', 1002), { database: DB, removeTarget: 1000 }], 'A:b')
    expect(channelRequests(body)).toEqual([
      query('opiniones', 1002),
      { database: DB, removeTarget: 1000 },
    ])
    expect(channelRequests('count=0&ofs=3')).toEqual([])
  })
})

describe('FrameReader', () => {
  it('reads frames split anywhere, brackets and escapes inside strings included', () => {
    const text =
      '52\n[[0,["c","5vjPX0uouFZOqjtCu9h0FA==","",8,12,30000]]]' +
      '80\n[[1,[{"documentChange":{"document":{"name":"a]b\\"[","fields":{}},"targetIds":[7]}}]]]' +
      '14\n[[2,["noop"]]]'
    for (const size of [1, 7, text.length]) {
      const reader = new FrameReader()
      /** @type {unknown[]} */
      const messages = []
      for (let i = 0; i < text.length; i += size)
        messages.push(...reader.push(text.slice(i, i + size)))
      expect(messages).toEqual([
        ['c', '5vjPX0uouFZOqjtCu9h0FA==', '', 8, 12, 30000],
        { documentChange: { document: { name: 'a]b"[', fields: {} }, targetIds: [7] } },
        ['noop'],
      ])
    }
  })
})

describe('ListenSession', () => {
  it("bills the emulator's real stream as production would", () => {
    const session = new ListenSession()
    session.forward(PANEL_TARGETS)
    const { reads, resent } = session.receive(new FrameReader().push(backChannel))
    // opiniones and cono-gratis: empty, 1 each; comidas: 6 documents; the three lists: 1 each;
    // ventanas: empty, 1; the three lists resumed with their token: re-sent, not billed; then
    // helados/hoy changed twice: 1 each.
    expect({ reads, resent }).toEqual({ reads: 1 + 1 + 6 + 3 + 1 + 2, resent: 3 })
  })

  it('bills a document leaving a query because it changed, and not a deleted one', () => {
    const session = new ListenSession()
    session.forward([query('cono-gratis', 2)])
    const name = `${DOCS}/cono-gratis/1`
    expect(
      session.receive([
        { documentChange: { document: { name }, targetIds: [2] } },
        { targetChange: { targetChangeType: 'CURRENT', targetIds: [2] } },
        { documentChange: { document: { name }, targetIds: [], removedTargetIds: [2] } },
        { documentDelete: { document: name, removedTargetIds: [2] } },
        { filter: { targetId: 2, count: 0 } },
      ]),
    ).toMatchObject({ reads: 2, resent: 0 })
  })
})

describe('ruleLookups', () => {
  it("charges the staff's isAdmin() lookup where no public clause allows the request", () => {
    const staff = (/** @type {string} */ kind, path = '') =>
      ruleLookups({ service: 'firestore', kind, staff: true, path })
    expect(staff('query')).toBe(1)
    expect(staff('commit')).toBe(1)
    expect(staff('get', 'cono-gratis/3')).toBe(1)
    expect(staff('get', 'helados/hoy')).toBe(0)
    expect(staff('get', 'users/u1')).toBe(0)
    expect(ruleLookups({ service: 'firestore', kind: 'query', staff: false })).toBe(0)
  })

  it("charges a gallery copy's download its entry, and a menu picture nothing", () => {
    const download = (/** @type {string} */ path) =>
      ruleLookups({ service: 'storage', kind: 'download', staff: false, path })
    expect(download('galeria/3')).toBe(1)
    expect(download('comidas/medianas/a-960.webp')).toBe(0)
  })
})

describe('storageCall', () => {
  it('tells a download (with its object path) from the other calls', () => {
    const storage = (/** @type {string} */ path) => new URL(`http://127.0.0.1:9199${path}`)
    expect(
      storageCall('GET', storage('/v0/b/bk/o/comidas%2Fa-960.webp?alt=media&token=t')),
    ).toEqual({ kind: 'download', path: 'comidas/a-960.webp' })
    expect(storageCall('GET', storage('/v0/b/bk/o/comidas%2Fa.webp'))).toEqual({ kind: 'other' })
    expect(storageCall('POST', storage('/v0/b/bk/o?name=x'))).toEqual({ kind: 'other' })
    expect(storageCall('GET', storage('/assets/a.js'))).toBeNull()
  })
})

describe('createUsageMeter', () => {
  const SITE = new URL('http://127.0.0.1:5000')
  const newMeter = () => createUsageMeter({ isSite: (address) => address.host === SITE.host })

  /**
   * One request through the meter, answered with `status` and `answer` in pieces.
   * @param {ReturnType<typeof newMeter>} meter
   * @param {{ method?: string, url: string, headers?: Record<string, string>, body?: string }} request
   * @param {{ status?: number, answer?: string | Buffer, pieces?: number }} [reply]
   */
  const exchange = (meter, request, { status = 200, answer = '', pieces = 3 } = {}) => {
    const listener = meter.observe({
      method: request.method ?? 'GET',
      url: new URL(request.url),
      headers: request.headers ?? {},
      body: Buffer.from(request.body ?? ''),
    })
    const bytes = Buffer.from(answer)
    listener?.onStatus?.(status)
    const size = Math.ceil(bytes.length / pieces) || 1
    for (let i = 0; i < bytes.length; i += size) listener?.onChunk?.(bytes.subarray(i, i + size))
    listener?.onEnd?.(bytes.length)
  }

  it('adds up a visit: a menu list, the settings, a picture and the site itself', () => {
    const meter = newMeter()
    const list = { documents: ['a', 'b', 'hoy'].map((id) => ({ name: `${DOCS}/helados/${id}` })) }
    exchange(
      meter,
      { url: `${FIRESTORE}/v1/${DOCS}/helados?pageSize=100` },
      { answer: JSON.stringify(list) },
    )
    exchange(meter, { url: `${FIRESTORE}/v1/${DOCS}/ajustes/tienda` }, { answer: '{"name":"x"}' })
    exchange(meter, { method: 'OPTIONS', url: `${FIRESTORE}/v1/${DOCS}:runQuery` })
    exchange(meter, { url: `${FIRESTORE}/v1/${DOCS}/helados?pageSize=100` }, { status: 403 })
    exchange(
      meter,
      { url: 'http://127.0.0.1:9199/v0/b/bk/o/galeria%2F3?alt=media' },
      { answer: Buffer.alloc(5000) },
    )
    exchange(meter, { url: `${SITE.origin}/assets/app.js` }, { answer: 'x'.repeat(1200) })
    const usage = meter.usage()
    expect(usage).toMatchObject({
      firestoreBytes: JSON.stringify(list).length + '{"name":"x"}'.length,
      reads: 3 + 1 + 1,
      ruleReads: 1,
      writes: 0,
      downloads: 1,
      downloadBytes: 5000,
      hostingRequests: 1,
      hostingBytes: 1200,
    })
    meter.reset()
    expect(meter.usage().reads).toBe(0)
  })

  it("charges the staff's lookup only on requests that carry their token", () => {
    const meter = newMeter()
    meter.reset({ staff: true })
    const list = JSON.stringify({ documents: [{ name: `${DOCS}/bebidas/a` }] })
    // A REST read goes without a token: the public clause allows it.
    exchange(meter, { url: `${FIRESTORE}/v1/${DOCS}/bebidas?pageSize=100` }, { answer: list })
    const commit = JSON.stringify({ writes: [{ update: { name: `${DOCS}/helados/hoy` } }] })
    exchange(
      meter,
      {
        method: 'POST',
        url: `${FIRESTORE}/v1/${DOCS}:commit`,
        headers: { authorization: 'Bearer t' },
        body: commit,
      },
      { answer: '{"writeResults":[{}]}' },
    )
    // Refused: nothing written.
    exchange(
      meter,
      { method: 'POST', url: `${FIRESTORE}/v1/${DOCS}:commit`, body: commit },
      { status: 403 },
    )
    expect(meter.usage()).toMatchObject({ reads: 1 + 1, ruleReads: 1, writes: 1, deletes: 0 })
  })

  it('follows a Listen stream from its first request to its answers', () => {
    const meter = newMeter()
    meter.reset({ staff: true })
    const channel = `${FIRESTORE}/google.firestore.v1.Firestore/Listen/channel?VER=8`
    exchange(
      meter,
      {
        method: 'POST',
        url: `${channel}&RID=1&CVER=22`,
        body: formOf(PANEL_TARGETS.slice(0, 3), 'Authorization:Bearer t'),
      },
      { answer: '52\n[[0,["c","5vjPX0uouFZOqjtCu9h0FA==","",8,12,30000]]]' },
    )
    exchange(
      meter,
      {
        method: 'POST',
        url: `${channel}&SID=5vjPX0uouFZOqjtCu9h0FA%3D%3D&RID=2&AID=0`,
        body: formOf(PANEL_TARGETS.slice(3)),
      },
      { answer: '[1,3,0]' },
    )
    const before = meter.lastActivity()
    exchange(
      meter,
      { url: `${channel}&RID=rpc&SID=5vjPX0uouFZOqjtCu9h0FA%3D%3D&TYPE=xmlhttp` },
      { answer: backChannel, pieces: 25 },
    )
    // As the session test above, plus the staff's isAdmin() lookup for each of the four queries.
    expect(meter.usage()).toMatchObject({ reads: 14 + 4, ruleReads: 4, resent: 3 })
    expect(meter.lastActivity()).toBeGreaterThanOrEqual(before)
  })

  it('counts the writes of the Write stream', () => {
    const meter = newMeter()
    const channel = `${FIRESTORE}/google.firestore.v1.Firestore/Write/channel?VER=8&SID=s&RID=3`
    const body = formOf([
      { database: DB },
      {
        streamToken: 'x',
        writes: [{ delete: `${DOCS}/opiniones/a` }, { update: { name: `${DOCS}/opiniones/b` } }],
      },
    ])
    exchange(meter, { method: 'POST', url: channel, body })
    expect(meter.usage()).toMatchObject({ writes: 1, deletes: 1, reads: 0 })
  })
})
