// @vitest-environment jsdom
import { linkManifest, MANIFEST_URL } from './link-manifest'

const manifestLinks = () => document.head.querySelectorAll('link[rel="manifest"]')

describe('linkManifest', () => {
  afterEach(() => manifestLinks().forEach((link) => link.remove()))

  it('links the manifest once, however often it is asked', () => {
    expect(manifestLinks()).toHaveLength(0)
    linkManifest()
    linkManifest()
    expect(manifestLinks()).toHaveLength(1)
    expect(manifestLinks()[0]?.getAttribute('href')).toBe(MANIFEST_URL)
  })
})
