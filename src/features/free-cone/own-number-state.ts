import type { FreeConeEntry } from '@/lib/free-cone/entry'
import { FREE_CONE_TEXT } from './messages'

/** What the visitor reads of each number: the hand-over wins over the review. */
export function ownNumberState(entry: FreeConeEntry | null): { label: string; tone: string } {
  if (!entry) return { label: FREE_CONE_TEXT.ownUnknown, tone: '#5C4A3D' }
  if (entry.entregadoEn) return { label: FREE_CONE_TEXT.ownDelivered, tone: '#1B5E20' }
  if (entry.estado === 'publicada') return { label: FREE_CONE_TEXT.ownPublished, tone: '#0D47A1' }
  if (entry.estado === 'oculta') return { label: FREE_CONE_TEXT.ownHidden, tone: '#5C4A3D' }
  return { label: FREE_CONE_TEXT.ownPending, tone: '#8A3B00' }
}
