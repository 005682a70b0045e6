/**
 * A file name as words, for people: 'perros-calientes_2.png' is 'Perros calientes 2'. Undefined
 * when no words are left (no name, or only an extension).
 */
export function readableFileName(nombre: string | undefined): string | undefined {
  const words = (nombre ?? '')
    .replace(/\.[a-z][a-z0-9]{1,4}$/i, '')
    .replace(/[\s._+-]+/g, ' ')
    .trim()
  if (words === '') return undefined
  return words.charAt(0).toLocaleUpperCase('es') + words.slice(1)
}
