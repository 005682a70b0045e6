export const SPANISH_CHARACTERS: string
export function unicodeRange(characters: string): string
