// A small client of the Cloud Storage rules runtime protocol, as firebase-tools 13 and 14 speak it
// (lib/emulator/storage/rules/runtime.js): newline-delimited JSON over the runtime's stdin and
// stdout. prepare.mjs uses it to check a runtime before trusting it; tests use it too.

import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

/**
 * @typedef {{ id?: number, server_request_id?: number, action?: string, status?: string,
 *   context?: { path?: string }, result?: { rulesVersion?: number, permit?: boolean },
 *   errors?: string[], warnings?: string[] }} RuntimeMessage
 * @typedef {Record<string, unknown>} FirestoreFields a document's fields as the Firestore REST API
 *   gives them, e.g. { role: { stringValue: 'admin' } }
 * @typedef {(path: string) => FirestoreFields | undefined | Promise<FirestoreFields | undefined>}
 *   DocumentSource the document at "/databases/(default)/documents/...", or undefined when there
 *   is none
 * @typedef {{ method: 'get' | 'list' | 'create' | 'update' | 'delete', path: string,
 *   auth?: Record<string, unknown> | null, resource?: Record<string, unknown> | null,
 *   requestResource?: Record<string, unknown> | null }} VerifyRequest
 */

/** firebase-tools leaves this much time between two lines it writes; so do we. */
const WRITE_GAP_MS = 15

export class RulesRuntimeClient {
  /**
   * @param {string} jar
   * @param {{ documents?: DocumentSource, timeoutMs?: number, projectId?: string }} [options]
   */
  constructor(jar, { documents = () => undefined, timeoutMs = 20_000, projectId = 'demo' } = {}) {
    this.documents = documents
    this.timeoutMs = timeoutMs
    this.projectId = projectId
    this.nextId = 0
    /** @type {Map<number, (message: RuntimeMessage) => void>} */
    this.waiting = new Map()
    /** @type {string[]} */
    this.stderr = []
    /** @type {Promise<void>} */
    this.writes = Promise.resolve()
    this.child = spawn('java', ['-Duser.language=en', '-jar', jar, 'serve'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    this.child.stderr.setEncoding('utf8').on('data', (/** @type {string} */ text) => {
      this.stderr.push(text)
    })
    createInterface({ input: this.child.stdout }).on('line', (line) => this.onLine(line))
    /** @type {Promise<number | null>} */
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code) => resolve(code))
      this.child.once('error', () => resolve(null))
    })
    this.started = this.waitFor(-1)
  }

  /** @param {string} line */
  onLine(line) {
    if (line.trim() === '') return
    /** @type {RuntimeMessage} */
    let message
    try {
      message = JSON.parse(line)
    } catch {
      this.stderr.push(`(not JSON on stdout) ${line}\n`)
      return
    }
    const id = message.id ?? message.server_request_id
    if (id === undefined) return
    this.waiting.get(id)?.(message)
  }

  /**
   * The next message for this id, or a rejection when the runtime stays silent or exits.
   * @param {number} id
   * @returns {Promise<RuntimeMessage>}
   */
  waitFor(id) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id)
        reject(
          new Error(`no answer to request ${id} within ${this.timeoutMs} ms${this.stderrTail()}`),
        )
      }, this.timeoutMs)
      this.exited.then((code) => {
        if (!this.waiting.has(id)) return
        clearTimeout(timer)
        this.waiting.delete(id)
        reject(new Error(`the rules runtime exited (code ${code})${this.stderrTail()}`))
      })
      this.waiting.set(id, (message) => {
        clearTimeout(timer)
        this.waiting.delete(id)
        resolve(message)
      })
    })
  }

  /** @param {Record<string, unknown>} message */
  send(message) {
    this.writes = this.writes.then(
      () =>
        new Promise((resolve) => {
          this.child.stdin.write(`${JSON.stringify(message)}\n`)
          setTimeout(resolve, WRITE_GAP_MS)
        }),
    )
  }

  /**
   * Sends a request and answers the runtime's document fetches until its final answer.
   * @param {string} action
   * @param {Record<string, unknown>} context
   * @returns {Promise<RuntimeMessage>}
   */
  async request(action, context) {
    await this.started
    const id = this.nextId++
    let answer = this.waitFor(id)
    this.send({ id, action, context })
    for (;;) {
      const message = await answer
      if (message.action !== 'fetch_firestore_document') return message
      answer = this.waitFor(id)
      const fields = await this.documents(message.context?.path ?? '')
      const name = `projects/${this.projectId}${message.context?.path ?? ''}`
      this.send(
        fields
          ? { id, status: 'ok', result: { name, fields }, errors: [], warnings: [] }
          : { id, status: 'not_found', errors: [], warnings: [] },
      )
    }
  }

  /**
   * @param {string} source the rules
   * @param {string} [rulesetName]
   */
  loadRuleset(source, rulesetName = 'ruleset') {
    return this.request('load_ruleset', {
      rulesetName,
      source: { files: [{ name: 'storage.rules', content: source }] },
    })
  }

  /**
   * A verify request with the variables built the way firebase-tools builds them.
   * @param {VerifyRequest} request
   * @param {string} [rulesetName]
   */
  verify({ method, path, auth, resource, requestResource }, rulesetName = 'ruleset') {
    const segments = path.split('/').filter((segment) => segment !== '')
    const request = toExpressionValue({
      time: new Date(),
      resource: requestResource ?? null,
      auth: auth ?? null,
    })
    const fields = /** @type {{ map_value: { fields: Record<string, unknown> } }} */ (request)
      .map_value.fields
    fields.path = { path_value: { segments: segments.map((simple) => ({ simple })) } }
    return this.request('verify', {
      rulesetName,
      service: 'firebase.storage',
      path,
      method,
      variables: { resource: toExpressionValue(resource ?? null), request },
    })
  }

  stderrTail() {
    const text = this.stderr.join('').trim()
    return text ? `; its stderr: ${text.slice(-2000)}` : ''
  }

  /** Closes the runtime's input (it exits then) and waits; kills it if it lingers. */
  async close() {
    this.child.stdin.end()
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000)
    await this.exited
    clearTimeout(timer)
  }
}

/**
 * A JavaScript value as a protobuf-JSON ExpressionValue, as firebase-tools converts it.
 * @param {unknown} value
 * @returns {Record<string, unknown>}
 */
export function toExpressionValue(value) {
  if (value === null || value === undefined) return { null_value: null }
  if (typeof value === 'string') return { string_value: value }
  if (typeof value === 'boolean') return { bool_value: value }
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { int_value: value } : { float_value: value }
  }
  if (value instanceof Date) return { timestamp_value: value.toISOString() }
  if (Array.isArray(value)) return { list_value: { values: value.map(toExpressionValue) } }
  if (typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => [key, toExpressionValue(item)])
    return { map_value: { fields: Object.fromEntries(entries) } }
  }
  throw new TypeError(`cannot convert ${typeof value} for the rules runtime`)
}
