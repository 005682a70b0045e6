import { useEffect, useState } from 'react'
import { fetchSavedSettings, menusWithPictures } from '../api/opening-readiness'
import { openingChecklist, type ChecklistLine } from '../utils/opening-checklist'

export type OpeningChecklist =
  | { status: 'loading' }
  | { status: 'failed' }
  /** What is missing before the shop opens; empty when it is ready. */
  | { status: 'ready'; lines: ChecklistLine[] }

/**
 * What the shop still needs before it opens ('Lista para abrir'), read each time the home screen
 * opens: the settings as saved and the menus' pictures. A read that fails says nothing (the home
 * screen then shows no checklist).
 */
export function useOpeningChecklist(): OpeningChecklist {
  const [checklist, setChecklist] = useState<OpeningChecklist>({ status: 'loading' })
  useEffect(() => {
    let active = true
    Promise.all([fetchSavedSettings(), menusWithPictures()])
      .then(([saved, menus]) => {
        if (active) setChecklist({ status: 'ready', lines: openingChecklist(saved, menus) })
      })
      .catch((error: unknown) => {
        console.warn('No se pudo revisar qué falta para abrir', error)
        if (active) setChecklist({ status: 'failed' })
      })
    return () => {
      active = false
    }
  }, [])
  return checklist
}
