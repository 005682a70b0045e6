import { readableFileName } from './readable-file-name'

describe('readableFileName', () => {
  it.each([
    ['hamburguesas.webp', 'Hamburguesas'],
    ['perros-calientes_2.png', 'Perros calientes 2'],
    ['arepas-mazorcadas.webp', 'Arepas mazorcadas'],
    ['IMG_0042.HEIC', 'IMG 0042'],
    ['  copa   de la casa .jpeg', 'Copa de la casa'],
    ['menú.del.día.jpg', 'Menú del día'],
    ['ñapa', 'Ñapa'],
    ['precios-2.5', 'Precios 2 5'],
    ['sin extension', 'Sin extension'],
  ])('%s reads as %s', (nombre, readable) => {
    expect(readableFileName(nombre)).toBe(readable)
  })

  it.each([undefined, '', '.webp', '--_.png', '   '])('has no words in %j', (nombre) => {
    expect(readableFileName(nombre)).toBeUndefined()
  })
})
