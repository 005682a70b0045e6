import { responsiveSources } from './responsive-sources'

const base = { id: '1', url: 'https://x/grande', fecha: null }

describe('responsiveSources', () => {
  it('offers both variants for an image wider than 480 px', () => {
    expect(responsiveSources({ ...base, urlMiniatura: 'https://x/chica', ancho: 1600 })).toEqual({
      src: 'https://x/chica',
      srcSet: 'https://x/chica 480w, https://x/grande 1600w',
    })
  })

  it('uses the image alone when it is small, has no variant or no known width', () => {
    expect(responsiveSources({ ...base, urlMiniatura: 'https://x/chica', ancho: 90 })).toEqual({
      src: 'https://x/grande',
    })
    expect(responsiveSources({ ...base, ancho: 1600 })).toEqual({ src: 'https://x/grande' })
    expect(responsiveSources({ ...base, urlMiniatura: 'https://x/chica' })).toEqual({
      src: 'https://x/grande',
    })
  })
})
