import type { MenuName } from '@/config/pages'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ImageDocument } from '@/lib/data/image-document'
import { saveMenuOrder } from '../api/managed-images'
import { MOVE_BUTTON, moveChanges, type MoveDirection } from '../../shared/utils/menu-order'

/** A move asked for whose result the list does not show yet. */
interface PendingMove {
  id: string
  from: number
  direction: MoveDirection
}

/**
 * Moves the images of a menu's live list (in menu order) one place up or down. One move at a
 * time: the next waits until the list shows the last, once the server has it (a move made
 * without a signal gives up after the save time and is never made later). The list redraws its
 * cards in their new order, which can take the focus off the pressed button: it goes back to the
 * same button of the moved card (or its other one, at either end). `announcement` says where
 * the image went, once saved.
 */
export function useImageMove(
  collection: MenuName | null,
  images: readonly ImageDocument[],
  onFailed: (error: unknown) => void,
) {
  const listRef = useRef<HTMLUListElement>(null)
  const pending = useRef<PendingMove | null>(null)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    const move = pending.current
    if (!move) return
    const index = images.findIndex((image) => image.id === move.id)
    if (index === move.from) return
    pending.current = null
    const card = index < 0 ? undefined : listRef.current?.children[index]
    const button =
      card?.querySelector<HTMLElement>(`[${MOVE_BUTTON}="${move.direction}"]`) ??
      card?.querySelector<HTMLElement>(`[${MOVE_BUTTON}]`)
    button?.focus()
  }, [images])

  const move = useCallback(
    (index: number, direction: MoveDirection) => {
      const moved = images[index]
      if (!collection || !moved || pending.current) return
      const changes = moveChanges(images, index, direction)
      if (changes.length === 0) return
      pending.current = { id: moved.id, from: index, direction }
      const place = direction === 'up' ? index : index + 2
      saveMenuOrder(collection, changes)
        .then(() =>
          setAnnouncement(
            `«${moved.nombre ?? 'Sin nombre'}» está ahora en el puesto ${place} de ${images.length}.`,
          ),
        )
        .catch((error: unknown) => {
          console.error('No se pudo cambiar el orden', error)
          pending.current = null
          onFailed(error)
        })
    },
    [collection, images, onFailed],
  )

  return { listRef, move, announcement }
}
