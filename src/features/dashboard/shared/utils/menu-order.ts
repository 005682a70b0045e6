import type { ImageDocument } from '@/lib/data/image-document'

export type MoveDirection = 'up' | 'down'

/** A new place in the menu for one image. */
export interface OrdenChange {
  id: string
  orden: number
}

/** Every image has its own orden, increasing along the list: two can swap theirs. */
const hasDistinctOrden = (images: readonly ImageDocument[]) =>
  images.every((image, i) => {
    const previous = i === 0 ? -1 : images[i - 1]?.orden
    return image.orden !== undefined && previous !== undefined && image.orden > previous
  })

/**
 * The writes that move `images[index]` (a list in menu order) one place up or down: the two
 * neighbours swap their orden. When some image has no orden of its own (older documents, or two
 * uploads in the same millisecond), the whole list is numbered 1..n in its current order first,
 * in the same writes. Nothing when there is no neighbour that way.
 */
export function moveChanges(
  images: readonly ImageDocument[],
  index: number,
  direction: MoveDirection,
): OrdenChange[] {
  const other = direction === 'up' ? index - 1 : index + 1
  const moved = images[index]
  const neighbour = images[other]
  if (!moved || !neighbour) return []
  if (hasDistinctOrden(images) && moved.orden !== undefined && neighbour.orden !== undefined) {
    return [
      { id: moved.id, orden: neighbour.orden },
      { id: neighbour.id, orden: moved.orden },
    ]
  }
  const reordered = [...images]
  reordered[index] = neighbour
  reordered[other] = moved
  return reordered
    .map((image, i) => ({ image, orden: i + 1 }))
    .filter(({ image, orden }) => image.orden !== orden)
    .map(({ image, orden }) => ({ id: image.id, orden }))
}

/** Marks a card's move buttons with their direction (focus follows the card after a move). */
export const MOVE_BUTTON = 'data-move'
