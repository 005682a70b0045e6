import { MAX_DESCRIPCION } from '@/lib/data/image-document'

/** Characters as the rules count them, once trimmed: UTF-16 units, so an emoji counts two. */
export const descriptionLength = (text: string) => text.trim().length

export const isDescriptionTooLong = (text: string) => descriptionLength(text) > MAX_DESCRIPCION

/** 'La descripción tiene 1012 caracteres y caben 1000: quita 12 para poder subirla.' */
export const tooLongText = (length: number, action: 'guardarla' | 'subirla') =>
  `La descripción tiene ${length} caracteres y caben ${MAX_DESCRIPCION}: ` +
  `quita ${length - MAX_DESCRIPCION} para poder ${action}.`
