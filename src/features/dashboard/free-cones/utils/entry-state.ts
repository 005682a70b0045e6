import type { EntryState } from '@/lib/free-cone/entry'

/** The name of each review state, as the staff read it (tab names in the plural). */
export const STATE_LABEL: Record<EntryState, { one: string; tab: string }> = {
  pendiente: { one: 'Pendiente', tab: 'Pendientes' },
  publicada: { one: 'Publicada', tab: 'Publicadas' },
  oculta: { one: 'Oculta', tab: 'Ocultas' },
}
