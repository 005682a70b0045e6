import { ImageDecodeError } from '@/lib/images/prepare-image'
import { preparationProblem } from './preparation-problem'

describe('preparationProblem', () => {
  it('explains a picture the browser cannot read, as the edit screen does', () => {
    expect(preparationProblem(new ImageDecodeError())).toBe(
      'No se pudo leer la imagen (¿es una foto HEIC? Conviértela a JPG e inténtalo de nuevo).',
    )
  })

  it('never shows the browser’s own English text', () => {
    expect(preparationProblem(new Error('OffscreenCanvas: out of memory'))).toBe(
      'No se pudo preparar la imagen en este equipo. Pulsa «Subir» para intentarlo otra vez o quítala.',
    )
  })
})
