import { storageObjectUrl } from './object-url'

describe('storageObjectUrl', () => {
  it('is the public address of the object in the given bucket, its path escaped', () => {
    expect(
      storageObjectUrl(
        'cono-gratis/uid/historia.webp-1-480',
        'demo.appspot.com',
        'http://127.0.0.1:9199',
      ),
    ).toBe(
      'http://127.0.0.1:9199/v0/b/demo.appspot.com/o/cono-gratis%2Fuid%2Fhistoria.webp-1-480?alt=media',
    )
  })

  it('defaults to the project bucket of the build', () => {
    expect(storageObjectUrl('a/b')).toMatch(/\/v0\/b\/[^/]+\/o\/a%2Fb\?alt=media$/)
  })
})
