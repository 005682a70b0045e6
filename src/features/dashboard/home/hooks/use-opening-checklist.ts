import { once } from '@/lib/remote/remote'
import { useRemote } from '@/lib/remote/use-remote'
import { savedSettings } from '@/lib/shop/blank-settings'
import { useSettingsRead } from '@/lib/shop/use-shop-settings'
import { menusWithPictures } from '../api/opening-readiness'
import { openingChecklist, type ChecklistLine } from '../utils/opening-checklist'

export type OpeningChecklist =
  | { status: 'loading' }
  | { status: 'failed' }
  /** What is missing before the shop opens; empty when it is ready. */
  | { status: 'ready'; lines: ChecklistLine[] }

/**
 * What the shop still needs before it opens ('Lista para abrir'): the settings as saved (the
 * page's one read of them) and the menus' pictures, read each time the home screen opens. A read
 * that fails says nothing (the home screen then shows no checklist).
 */
export function useOpeningChecklist(): OpeningChecklist {
  const read = useSettingsRead()
  const pictures = useRemote(
    once(menusWithPictures),
    'menus-with-pictures',
    'No se pudo revisar qué falta para abrir',
  )
  if (read.status === 'loading' || pictures.state.status === 'loading') return { status: 'loading' }
  if (read.status === 'failed' || read.data.source !== 'network') return { status: 'failed' }
  if (pictures.state.status === 'failed') return { status: 'failed' }
  return {
    status: 'ready',
    lines: openingChecklist(savedSettings(read.data.stored), pictures.state.data),
  }
}
