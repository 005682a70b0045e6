import type { ConoGratisImage, EntryState } from '@/lib/data/cono-gratis-entry'

/** The name of each review state, as the staff read it (tab names in the plural). */
export const STATE_LABEL: Record<EntryState, { one: string; tab: string }> = {
  pendiente: { one: 'Pendiente', tab: 'Pendientes' },
  publicada: { one: 'Publicada', tab: 'Publicadas' },
  oculta: { one: 'Oculta', tab: 'Ocultas' },
}

/** Whether the cone of an entry was handed over. */
export const isDelivered = (entry: ConoGratisImage) => entry.entregadoEn !== null
