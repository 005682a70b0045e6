// What restoring into another project changes in the documents: the addresses of the backup's
// bucket name the target's bucket (the files go there, with their download tokens, so each address
// still opens its file), and references to documents name the target's database. Nothing else in
// a document is touched. Values are in Firestore's REST form (see firestore-rest.mjs).

/** @typedef {import('./firestore-rest.mjs').Fields} Fields */
/** @typedef {{ string?: (text: string) => string, reference?: (name: string) => string }} Change */

/**
 * A value with `change` applied to every string and reference in it, maps and arrays included.
 * @param {unknown} value
 * @param {Change} change
 * @returns {unknown}
 */
export function mapValue(value, change) {
  if (typeof value !== 'object' || value === null) return value
  if ('stringValue' in value && typeof value.stringValue === 'string' && change.string) {
    return { stringValue: change.string(value.stringValue) }
  }
  if ('referenceValue' in value && typeof value.referenceValue === 'string' && change.reference) {
    return { referenceValue: change.reference(value.referenceValue) }
  }
  if ('mapValue' in value && typeof value.mapValue === 'object' && value.mapValue !== null) {
    const { fields } = /** @type {{ fields?: Fields }} */ (value.mapValue)
    return { mapValue: fields ? { fields: mapFields(fields, change) } : {} }
  }
  if ('arrayValue' in value && typeof value.arrayValue === 'object' && value.arrayValue !== null) {
    const { values } = /** @type {{ values?: unknown[] }} */ (value.arrayValue)
    return { arrayValue: values ? { values: values.map((item) => mapValue(item, change)) } : {} }
  }
  return value
}

/**
 * @param {Fields} fields
 * @param {Change} change
 * @returns {Fields}
 */
export function mapFields(fields, change) {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, mapValue(value, change)]),
  )
}

/** @param {string} text */
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Renames a bucket in the addresses that name it: Firebase download addresses
 * (`…/v0/b/<bucket>/o/…`), `gs://<bucket>/…` and `https://storage.googleapis.com/<bucket>/…`.
 * @param {string} from
 * @param {string} to
 * @returns {(text: string) => string}
 */
export function bucketRenamer(from, to) {
  const pattern = new RegExp(
    `(/v0/b/)${escaped(from)}(/o/)|(gs://)${escaped(from)}(/)|(https://storage\\.googleapis\\.com/)${escaped(from)}(/)`,
    'g',
  )
  return (text) =>
    text.replace(pattern, (_match, a, b, c, d, e, f) => `${a ?? c ?? e}${to}${b ?? d ?? f}`)
}

/**
 * Moves a reference from one project's default database to another's.
 * @param {string} from project id
 * @param {string} to project id
 * @returns {(name: string) => string}
 */
export function referenceMover(from, to) {
  const prefix = `projects/${from}/databases/(default)/documents/`
  return (name) =>
    name.startsWith(prefix)
      ? `projects/${to}/databases/(default)/documents/${name.slice(prefix.length)}`
      : name
}

/**
 * A backup's documents as the target should hold them, and how many values that changed.
 * @param {import('./firestore-rest.mjs').StoredDocument[]} documents
 * @param {{ projectId: string, bucket: string }} from the backup's source
 * @param {{ projectId: string, bucket: string }} to the target
 */
export function retarget(documents, from, to) {
  let addresses = 0
  let references = 0
  const renameBucket = bucketRenamer(from.bucket, to.bucket)
  const moveReference = referenceMover(from.projectId, to.projectId)
  /** @type {Change} */
  const change = {
    ...(from.bucket === to.bucket
      ? {}
      : {
          string: (text) => {
            const renamed = renameBucket(text)
            if (renamed !== text) addresses += 1
            return renamed
          },
        }),
    ...(from.projectId === to.projectId
      ? {}
      : {
          reference: (name) => {
            const moved = moveReference(name)
            if (moved !== name) references += 1
            return moved
          },
        }),
  }
  const changed =
    change.string || change.reference
      ? documents.map(({ name, fields }) => ({ name, fields: mapFields(fields, change) }))
      : documents
  return { documents: changed, addresses, references }
}
