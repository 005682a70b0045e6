import { responsiveSources } from './responsive-sources'

const base = { id: '1', url: 'https://x/grande', fecha: null }
const variants = { urlMiniatura: 'https://x/chica', urlMediana: 'https://x/mediana' }

describe('responsiveSources', () => {
  it('offers the three variants for an image wider than 960 px', () => {
    expect(responsiveSources({ ...base, ...variants, ancho: 1600 })).toEqual({
      src: 'https://x/chica',
      srcSet: 'https://x/chica 480w, https://x/mediana 960w, https://x/grande 1600w',
    })
  })

  it('leaves the medium variant out when the image is not wider than 960 px', () => {
    expect(responsiveSources({ ...base, ...variants, ancho: 960 })).toEqual({
      src: 'https://x/chica',
      srcSet: 'https://x/chica 480w, https://x/grande 960w',
    })
    expect(responsiveSources({ ...base, ...variants, ancho: 608 })).toEqual({
      src: 'https://x/chica',
      srcSet: 'https://x/chica 480w, https://x/grande 608w',
    })
  })

  it('offers the variants an older document has', () => {
    expect(responsiveSources({ ...base, urlMiniatura: 'https://x/chica', ancho: 1600 })).toEqual({
      src: 'https://x/chica',
      srcSet: 'https://x/chica 480w, https://x/grande 1600w',
    })
    expect(responsiveSources({ ...base, urlMediana: 'https://x/mediana', ancho: 1600 })).toEqual({
      src: 'https://x/mediana',
      srcSet: 'https://x/mediana 960w, https://x/grande 1600w',
    })
  })

  it('uses the image alone when it is small, has no variant or no known width', () => {
    expect(responsiveSources({ ...base, ...variants, ancho: 90 })).toEqual({
      src: 'https://x/grande',
    })
    expect(responsiveSources({ ...base, ...variants, ancho: 480 })).toEqual({
      src: 'https://x/grande',
    })
    expect(responsiveSources({ ...base, ancho: 1600 })).toEqual({ src: 'https://x/grande' })
    expect(responsiveSources({ ...base, ...variants })).toEqual({ src: 'https://x/grande' })
  })
})
