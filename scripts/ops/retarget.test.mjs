import { describe, expect, it } from 'vitest'
import { bucketRenamer, mapFields, referenceMover, retarget } from './retarget.mjs'

const OLD = { projectId: 'heladeria-vieja', bucket: 'heladeria-vieja.appspot.com' }
const NEW = { projectId: 'heladeria-nueva', bucket: 'heladeria-nueva.firebasestorage.app' }
const address = (/** @type {string} */ bucket) =>
  `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/comidas%2Fx.webp?alt=media&token=t-1`
const reference = (/** @type {string} */ project) =>
  `projects/${project}/databases/(default)/documents/comidas/x`

describe('bucketRenamer', () => {
  const rename = bucketRenamer(OLD.bucket, NEW.bucket)

  it('renames the bucket in Firebase download addresses, gs:// and storage.googleapis.com ones', () => {
    expect(rename(address(OLD.bucket))).toBe(address(NEW.bucket))
    expect(rename(`gs://${OLD.bucket}/comidas/x.webp`)).toBe(`gs://${NEW.bucket}/comidas/x.webp`)
    expect(rename(`https://storage.googleapis.com/${OLD.bucket}/a`)).toBe(
      `https://storage.googleapis.com/${NEW.bucket}/a`,
    )
  })

  it('keeps the host, the path and the download token', () => {
    const renamed = new URL(rename(address(OLD.bucket)))
    expect(renamed.host).toBe('firebasestorage.googleapis.com')
    expect(renamed.searchParams.get('token')).toBe('t-1')
  })

  it('leaves other buckets, look-alikes and plain text as they are', () => {
    for (const text of [
      address('otra.appspot.com'),
      address(`${OLD.bucket}.evil.test`),
      `gs://${OLD.bucket}x/a`,
      `Fotos de ${OLD.bucket}`,
    ]) {
      expect(rename(text)).toBe(text)
    }
  })
})

describe('referenceMover', () => {
  it('moves references of the old project only', () => {
    const move = referenceMover(OLD.projectId, NEW.projectId)
    expect(move(reference(OLD.projectId))).toBe(reference(NEW.projectId))
    expect(move(reference('tercera'))).toBe(reference('tercera'))
  })
})

describe('mapFields', () => {
  it('reaches strings inside maps and arrays, and leaves every other value as it is', () => {
    const fields = {
      entero: { integerValue: '7' },
      doble: { doubleValue: 2 },
      fecha: { timestampValue: '2026-11-20T15:00:00.123456Z' },
      lugar: { geoPointValue: { latitude: 1.1, longitude: -76.9 } },
      bytes: { bytesValue: 'AAEC' },
      nada: { nullValue: null },
      vacio: { mapValue: {} },
      lista: {
        arrayValue: {
          values: [{ stringValue: 'a' }, { mapValue: { fields: { b: { stringValue: 'b' } } } }],
        },
      },
      listaVacia: { arrayValue: {} },
    }
    const upper = mapFields(fields, { string: (text) => text.toUpperCase() })
    expect(upper).toEqual({
      ...fields,
      lista: {
        arrayValue: {
          values: [{ stringValue: 'A' }, { mapValue: { fields: { b: { stringValue: 'B' } } } }],
        },
      },
    })
  })
})

describe('retarget', () => {
  const documents = [
    {
      name: 'comidas/x',
      fields: {
        url: { stringValue: address(OLD.bucket) },
        otra: { stringValue: address('otra.appspot.com') },
        ref: { referenceValue: reference(OLD.projectId) },
        nombre: { stringValue: 'x.webp' },
      },
    },
  ]

  it('into the same project changes nothing', () => {
    expect(retarget(documents, OLD, OLD)).toEqual({ documents, addresses: 0, references: 0 })
  })

  it('into another project renames the old bucket and moves references, and counts them', () => {
    const moved = retarget(documents, OLD, NEW)
    expect(moved.addresses).toBe(1)
    expect(moved.references).toBe(1)
    expect(moved.documents[0]?.fields).toEqual({
      url: { stringValue: address(NEW.bucket) },
      otra: { stringValue: address('otra.appspot.com') },
      ref: { referenceValue: reference(NEW.projectId) },
      nombre: { stringValue: 'x.webp' },
    })
    expect(documents[0]?.fields.url).toEqual({ stringValue: address(OLD.bucket) })
  })
})
