import { useCallback, useState } from 'react'
import type { ImageCollection } from '@/lib/data/image-collections'
import type { ImageDocument } from '@/lib/data/image-document'
import { setImageHidden } from '../api/managed-images'
import { staffErrorMessage } from '@/lib/errors/staff-error-message'
import { TEXTS } from '../../shared/texts'
import type { Feedback } from '../../shared/hooks/use-feedback'

/**
 * 'Ocultar' and 'Mostrar' on the images of a collection (none for the customers' pictures, which
 * have their own review). The card changes once the server has the change (one made without a
 * signal gives up after the save time, and is never made later); `isSaving` tells which are
 * still being saved.
 */
export function useImageVisibility(
  collection: ImageCollection | null,
  show: (severity: Feedback['severity'], text: string) => void,
) {
  const [saving, setSaving] = useState<ReadonlySet<string>>(() => new Set())
  const mark = (id: string, busy: boolean) =>
    setSaving((current) => {
      const next = new Set(current)
      if (busy) next.add(id)
      else next.delete(id)
      return next
    })

  const toggle = useCallback(
    async (image: ImageDocument) => {
      if (collection === null) return
      const hide = image.oculto !== true
      mark(image.id, true)
      try {
        await setImageHidden(collection, image.id, hide)
        show('success', hide ? TEXTS.imageHidden : TEXTS.imageShown)
      } catch (error) {
        console.error('No se pudo cambiar si la imagen se ve', image.id, error)
        show('error', staffErrorMessage(error, hide ? TEXTS.hideFailed : TEXTS.showFailed))
      } finally {
        mark(image.id, false)
      }
    },
    [collection, show],
  )

  return {
    toggle: collection === null ? undefined : (image: ImageDocument) => void toggle(image),
    isSaving: (image: ImageDocument) => saving.has(image.id),
  }
}
