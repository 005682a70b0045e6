import { sameImageDocument, type ImageDocument } from '@/lib/data/image-document'
import { followNewestImage } from '@/lib/data/newest-image'
import { FIRST_LOOK_IMAGE } from '@/lib/images/first-look-image'
import { showNewestImage } from './first-image-preview'

/**
 * The surprise page's first look shows the newest surprise live, as the app does: a newer one
 * replaces the image in its place. `onOther` is told of what the first look cannot show itself
 * (no surprise at all, the live query failing): the app can. Returns the stop function.
 */
export function followFirstLookNewest(
  shown: ImageDocument,
  onOther: (reason: string) => void,
  doc: Document = document,
): () => void {
  let current = shown
  return followNewestImage(
    'misterio',
    (image) => {
      if (!image) return onOther('sin-sorpresa')
      if (sameImageDocument(image, current)) return
      current = image
      const shownImages = `[data-first-look] img[${FIRST_LOOK_IMAGE}]`
      const previous = [...doc.querySelectorAll(shownImages)]
      const arriving = showNewestImage(image, doc)
      const next = [...doc.querySelectorAll<HTMLElement>(shownImages)].at(-1)
      if (!arriving || !next) return
      // The newer image takes the old one's place once it is ready: nothing moves meanwhile.
      next.style.display = 'none'
      void arriving.then(() => {
        previous.forEach((img) => img.remove())
        next.style.display = 'block'
      })
    },
    (error) => {
      console.warn('La sorpresa en vivo se detuvo', error)
      onOther('sorpresa-en-vivo')
    },
  )
}
