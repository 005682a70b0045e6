import http from 'node:http'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { startObservingProxy } from './usage-proxy.mjs'

/** @type {(() => Promise<void>)[]} */
const cleanups = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/**
 * A local server; `handler` answers each request.
 * @param {http.RequestListener} handler
 */
async function serve(handler) {
  const server = http.createServer(handler)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return `http://127.0.0.1:${address.port}`
}

/**
 * Sends a request through the proxy, as a browser configured with it does (absolute address).
 * @param {string} proxy
 * @param {string} target
 * @param {{ method?: string, body?: string }} [options]
 * @returns {Promise<{ status: number, body: Buffer }>}
 */
function through(proxy, target, { method = 'GET', body } = {}) {
  const { hostname, port } = new URL(proxy)
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, method, path: target, headers: { host: new URL(target).host } },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

describe('startObservingProxy', () => {
  it('passes requests on untouched and shows the observer bodies, pieces as they stream, and the end', async () => {
    /** @type {() => void} */
    let sendRest = () => {}
    const origin = await serve((request, response) => {
      /** @type {Buffer[]} */
      const chunks = []
      request.on('data', (chunk) => chunks.push(chunk))
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'text/plain' })
        response.write(`echo ${Buffer.concat(chunks).toString()}|`)
        sendRest = () => response.end('rest')
      })
    })
    /** @type {string[]} */
    const seen = []
    /** @type {string[]} */
    const pieces = []
    /** @type {number[]} */
    const ends = []
    const proxy = await startObservingProxy(({ method, url, body }) => {
      seen.push(`${method} ${url.pathname}${url.search} ${body.toString()}`)
      return {
        onStatus: (status) => seen.push(`status ${status}`),
        onChunk: (chunk) => {
          pieces.push(chunk.toString())
          // The first piece arrives while the server still holds the rest back.
          if (pieces.length === 1) sendRest()
        },
        onEnd: (wireBytes) => ends.push(wireBytes),
      }
    })
    cleanups.push(proxy.close)
    const answer = await through(proxy.server, `${origin}/v1/x?y=1`, {
      method: 'POST',
      body: 'hola',
    })
    expect(answer).toEqual({ status: 200, body: Buffer.from('echo hola|rest') })
    expect(seen).toEqual(['POST /v1/x?y=1 hola', 'status 200'])
    expect(pieces).toEqual(['echo hola|', 'rest'])
    expect(ends).toEqual([14])
  })

  it('gives the observer a compressed answer decompressed, and counts its bytes as sent', async () => {
    const text = JSON.stringify({
      documents: Array.from({ length: 50 }, (_, i) => ({ name: `d${i}` })),
    })
    const zipped = gzipSync(text)
    const origin = await serve((_request, response) => {
      response.writeHead(200, { 'content-encoding': 'gzip' })
      response.end(zipped)
    })
    /** @type {Buffer[]} */
    const chunks = []
    /** @type {number[]} */
    const ends = []
    const proxy = await startObservingProxy(() => ({
      onChunk: (chunk) => chunks.push(chunk),
      onEnd: (wireBytes) => ends.push(wireBytes),
    }))
    cleanups.push(proxy.close)
    const answer = await through(proxy.server, `${origin}/list`)
    expect(answer.body).toEqual(zipped)
    await expect.poll(() => ends).toEqual([zipped.length])
    expect(Buffer.concat(chunks).toString()).toBe(text)
  })
})
