import { Timestamp } from 'firebase-admin/firestore'
import { describe, expect, it } from 'vitest'
import {
  pathOfAddress,
  planEntry,
  projectionOf,
  sameProjection,
} from './001-gallery-projections.mjs'

const BUCKET = 'heladeria.appspot.com'
const fecha = Timestamp.fromMillis(1_763_650_800_123)
/** A Firebase download address of `path` in `bucket`, as the site stored them on 22 Nov. */
const address = (/** @type {string} */ path, bucket = BUCKET) =>
  `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=t`

const OLD_FILE = 'cono-gratis/mi-cono.webp-1700000000000'
const OWN_FILE = 'cono-gratis/uid-1/mi-cono.webp-1700000000000'

describe('planEntry', () => {
  it('leaves pending and hidden entries alone', () => {
    for (const estado of ['pendiente', 'oculta']) {
      expect(planEntry('5', { numero: 5, estado, ruta: OWN_FILE }, BUCKET)).toEqual({
        action: 'none',
      })
    }
  })

  it('publishes an entry of 22 Nov (no estado, only addresses): its paths read from them', () => {
    const entry = {
      numero: 3,
      nombre: 'mi cono.png',
      fecha,
      url: address(OLD_FILE),
      urlMiniatura: address(`${OLD_FILE}-480`),
      ancho: 1080,
      alto: 1920,
    }
    expect(planEntry('3', entry, BUCKET)).toEqual({
      action: 'publish',
      source: `${OLD_FILE}-480`,
      fields: { estado: 'publicada', ruta: OLD_FILE, rutaMiniatura: `${OLD_FILE}-480` },
      projection: { numero: 3, fecha, ancho: 1080, alto: 1920 },
    })
  })

  it('uses the paths an entry of 22 Nov stored, and its large file when it has no small one', () => {
    const entry = { numero: 4, fecha, url: address(OLD_FILE), ruta: OLD_FILE }
    expect(planEntry('4', entry, BUCKET)).toEqual({
      action: 'publish',
      source: OLD_FILE,
      fields: { estado: 'publicada' },
      projection: { numero: 4, fecha },
    })
  })

  it('publishes nothing new for an entry already published (24 Nov and later): copy and projection only', () => {
    const entry = {
      numero: 7,
      fecha,
      estado: 'publicada',
      ruta: OWN_FILE,
      rutaMiniatura: `${OWN_FILE}-480`,
      rutaMediana: `${OWN_FILE}-960`,
      ancho: 1080,
      alto: 1920,
      entregadoEn: fecha,
    }
    expect(planEntry('7', entry, BUCKET)).toEqual({
      action: 'publish',
      source: `${OWN_FILE}-480`,
      fields: {},
      projection: { numero: 7, fecha, ancho: 1080, alto: 1920 },
    })
  })

  it.each([
    [
      'an unknown estado',
      { numero: 1, estado: 'aprobada', ruta: OWN_FILE },
      'its estado "aprobada" is none the site knows',
    ],
    [
      'a numero that is not its id',
      { numero: 2, estado: 'publicada', ruta: OWN_FILE },
      'its numero is not its document id',
    ],
    ['no numero', { ruta: OWN_FILE }, 'its numero is not its document id'],
    ['no picture at all', { numero: 1, fecha }, 'it names no picture (neither ruta nor url)'],
    [
      'an address of another bucket',
      { numero: 1, url: address(OLD_FILE, 'otro.appspot.com') },
      `its url is no address in gs://${BUCKET}`,
    ],
    [
      'an address that is no Storage address',
      { numero: 1, url: 'https://evil.test/x.png' },
      `its url is no address in gs://${BUCKET}`,
    ],
    [
      'a file outside cono-gratis/',
      { numero: 1, url: address('comidas/menu.webp') },
      'its picture comidas/menu.webp is outside cono-gratis/',
    ],
    [
      'a path outside cono-gratis/',
      { numero: 1, estado: 'publicada', ruta: OWN_FILE, rutaMiniatura: 'galeria/9' },
      'its picture galeria/9 is outside cono-gratis/',
    ],
  ])('leaves an entry with %s as it is, and says why', (_case, entry, reason) => {
    expect(planEntry('1', entry, BUCKET)).toEqual({ action: 'leave', reason })
  })
})

describe('pathOfAddress', () => {
  it('reads the object path of a download address in the bucket', () => {
    expect(pathOfAddress(address('cono-gratis/a b.webp-1'), BUCKET)).toBe('cono-gratis/a b.webp-1')
    expect(
      pathOfAddress(`http://127.0.0.1:9199/v0/b/${BUCKET}/o/cono-gratis%2Fa?alt=media`, BUCKET),
    ).toBe('cono-gratis/a')
  })

  it('gives nothing for another bucket, another form or no address', () => {
    expect(pathOfAddress(address('cono-gratis/a', 'otro'), BUCKET)).toBeUndefined()
    expect(
      pathOfAddress(`https://storage.googleapis.com/${BUCKET}/cono-gratis/a`, BUCKET),
    ).toBeUndefined()
    expect(pathOfAddress('no es una dirección', BUCKET)).toBeUndefined()
    expect(pathOfAddress(42, BUCKET)).toBeUndefined()
  })
})

describe('the projection', () => {
  it('copies number, date and size as stored, and nothing else', () => {
    const projection = projectionOf({
      numero: 7,
      fecha,
      ancho: 1,
      alto: 2,
      nombre: 'x',
      ruta: OWN_FILE,
    })
    expect(projection).toEqual({ numero: 7, fecha, ancho: 1, alto: 2 })
    expect(projection.fecha).toBe(fecha)
    expect(projectionOf({ numero: 7, fecha })).toEqual({ numero: 7, fecha })
  })

  it('is the same only with the same fields, the date to the nanosecond', () => {
    const wanted = { numero: 7, fecha, ancho: 1 }
    expect(
      sameProjection(
        { numero: 7, fecha: new Timestamp(fecha.seconds, fecha.nanoseconds), ancho: 1 },
        wanted,
      ),
    ).toBe(true)
    expect(sameProjection(undefined, wanted)).toBe(false)
    expect(sameProjection({ numero: 7, fecha }, wanted)).toBe(false)
    expect(
      sameProjection(
        { numero: 7, fecha: new Timestamp(fecha.seconds, fecha.nanoseconds + 1000), ancho: 1 },
        wanted,
      ),
    ).toBe(false)
    expect(sameProjection({ ...wanted, alto: 3 }, wanted)).toBe(false)
  })
})
