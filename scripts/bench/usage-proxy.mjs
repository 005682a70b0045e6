// A plain HTTP proxy between one browser context and the local servers, which lets an observer
// see every exchange as it happens: the page's, its workers' and its service worker's requests
// alike, with their bodies, and streamed answers (a live query's) chunk by chunk, before they end.

import http from 'node:http'
import zlib from 'node:zlib'

/**
 * One request, whole, as the browser sent it.
 * @typedef {object} Request
 * @property {string} method
 * @property {URL} url
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {Buffer} body
 */

/**
 * What an observer wants to hear of a request's answer: its status, its body chunk by chunk
 * (decompressed), and its end with the bytes that crossed the wire (also when it was cut short).
 * @typedef {object} AnswerListener
 * @property {(status: number) => void} [onStatus]
 * @property {(chunk: Buffer) => void} [onChunk]
 * @property {(wireBytes: number) => void} [onEnd]
 */

/**
 * Told of each request once its body has arrived, before it goes on to its server (so before
 * anything that answers it); returns what it wants to hear of the answer, if anything.
 * @typedef {(request: Request) => AnswerListener | undefined} Observer
 */

/** Headers that concern only the hop between the browser and the proxy. */
const HOP_HEADERS = ['proxy-connection', 'proxy-authorization', 'keep-alive']

/**
 * @param {string | undefined} encoding
 * @returns {import('node:stream').Transform | null}
 */
function decoderFor(encoding) {
  if (encoding === 'gzip') return zlib.createGunzip()
  if (encoding === 'br') return zlib.createBrotliDecompress()
  if (encoding === 'deflate') return zlib.createInflate()
  return null
}

/**
 * Passes an answer on to the browser as it arrives, and tells the listener.
 * @param {http.IncomingMessage} answer
 * @param {http.ServerResponse} response
 * @param {AnswerListener} listener
 */
function relay(answer, response, listener) {
  response.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
  response.flushHeaders()
  listener.onStatus?.(answer.statusCode ?? 0)
  const encoding = answer.headers['content-encoding']
  const decoder = decoderFor(typeof encoding === 'string' ? encoding : undefined)
  let wireBytes = 0
  let ended = false
  const end = () => {
    if (ended) return
    ended = true
    listener.onEnd?.(wireBytes)
  }
  if (decoder) {
    decoder.on('data', (/** @type {Buffer} */ chunk) => listener.onChunk?.(chunk))
    decoder.on('end', end)
    decoder.on('error', end)
  }
  answer.on('data', (/** @type {Buffer} */ chunk) => {
    wireBytes += chunk.length
    response.write(chunk)
    if (decoder) decoder.write(chunk)
    else listener.onChunk?.(chunk)
  })
  answer.on('end', () => {
    response.end()
    if (decoder) decoder.end()
    else end()
  })
  answer.on('error', () => {
    response.destroy()
    end()
  })
  response.on('close', () => {
    if (!answer.complete) {
      answer.destroy()
      end()
    }
  })
}

/**
 * Starts the proxy on a free port of 127.0.0.1.
 * @param {Observer} observer
 * @returns {Promise<{ server: string, close: () => Promise<void> }>}
 */
export async function startObservingProxy(observer) {
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set()
  const proxy = http.createServer((request, response) => {
    let url
    try {
      url = new URL(request.url ?? '')
    } catch {
      response.writeHead(400).end('Only absolute addresses are proxied')
      return
    }
    const method = request.method ?? 'GET'
    const headers = { ...request.headers }
    for (const name of HOP_HEADERS) delete headers[name]
    /** @type {Buffer[]} */
    const sent = []
    request.on('data', (/** @type {Buffer} */ chunk) => sent.push(chunk))
    request.on('aborted', () => response.destroy())
    request.on('end', () => {
      const body = Buffer.concat(sent)
      const listener = observer({ method, url, headers, body }) ?? {}
      const upstream = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path: `${url.pathname}${url.search}`,
          headers,
        },
        (answer) => relay(answer, response, listener),
      )
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502).end()
        else response.destroy()
        listener.onEnd?.(0)
      })
      response.on('close', () => upstream.destroy())
      upstream.end(body)
    })
  })
  // Nothing here needs a secure tunnel: every server is local and plain HTTP.
  proxy.on('connect', (_request, socket) => socket.end('HTTP/1.1 405 Method Not Allowed\r\n\r\n'))
  proxy.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  proxy.requestTimeout = 0
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = proxy.address()
  if (address === null || typeof address === 'string') throw new Error('The proxy has no port')
  return {
    server: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        proxy.close(() => resolve())
      }),
  }
}
