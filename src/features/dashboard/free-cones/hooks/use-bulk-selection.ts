import { useState } from 'react'
import { deleteEntry, reviewEntry } from '../api/review'
import type { FreeConeEntry, EntryState } from '@/lib/free-cone/entry'
import { staffErrorMessage } from '@/lib/errors/staff-error-message'
import { TEXTS } from '../../shared/texts'
import type { Feedback } from '../../shared/hooks/use-feedback'

type BulkAction = 'ocultar' | 'eliminar'

interface BulkOptions {
  show: (severity: Feedback['severity'], text: string) => void
  onChanged: () => void
}

/**
 * Several entries of the review queue chosen at once, to hide or delete them together (a flood
 * of junk is cleared in one go). The choice is kept per state and only for entries still shown.
 */
export function useBulkSelection(
  estado: EntryState,
  shown: FreeConeEntry[],
  { show, onChanged }: BulkOptions,
) {
  const [chosen, setChosen] = useState<{ estado: EntryState; numbers: ReadonlySet<number> }>({
    estado,
    numbers: new Set(),
  })
  const [busy, setBusy] = useState<BulkAction | null>(null)
  const [confirming, setConfirming] = useState(false)
  const numbers = chosen.estado === estado ? chosen.numbers : new Set<number>()
  const selected = shown.filter((entry) => numbers.has(entry.numero))

  const setNumbers = (next: ReadonlySet<number>) => setChosen({ estado, numbers: next })
  const toggle = (entry: FreeConeEntry) => {
    const next = new Set(numbers)
    if (!next.delete(entry.numero)) next.add(entry.numero)
    setNumbers(next)
  }
  const toggleAll = () =>
    setNumbers(
      selected.length === shown.length ? new Set() : new Set(shown.map((entry) => entry.numero)),
    )

  const run = async (action: BulkAction) => {
    setBusy(action)
    let done = 0
    try {
      // One at a time: each is a small transaction, and a weak connection does better so.
      for (const entry of selected) {
        await (action === 'ocultar' ? reviewEntry(entry, 'oculta') : deleteEntry(entry))
        done += 1
      }
      show('success', action === 'ocultar' ? TEXTS.bulkHidden(done) : TEXTS.deletedCount(done))
    } catch (error) {
      console.error('No se pudieron cambiar las imágenes elegidas', error)
      show('error', staffErrorMessage(error, TEXTS.bulkStopped(done, selected.length)))
    } finally {
      setBusy(null)
      setConfirming(false)
      setNumbers(new Set())
      onChanged()
    }
  }

  return {
    selected,
    busy,
    confirming,
    isSelected: (entry: FreeConeEntry) => numbers.has(entry.numero),
    toggle,
    toggleAll,
    hide: () => void run('ocultar'),
    askDelete: () => setConfirming(true),
    confirmDelete: () => void run('eliminar'),
    cancelDelete: () => setConfirming(false),
  }
}

export type BulkSelection = ReturnType<typeof useBulkSelection>
