// The free-cone number protocol, kept free of app configuration so that it runs unchanged in the
// browser and in the emulator tests: it receives the Firestore instance instead of creating one.
import type { Firestore } from 'firebase/firestore/lite'

export const CONO_GRATIS_COLLECTION = 'cono-gratis'
export const CONTADORES_COLLECTION = 'contadores'
/** `contadores/cono-gratis` holds `{ ultimo }`, the last number ever handed out. */
export const CONO_GRATIS_COUNTER_ID = 'cono-gratis'

/** What the security rules accept as `nombre`. */
export const MAX_NOMBRE = 300

/**
 * How many times a contended transaction is tried before giving up. Every visitor that loses a
 * race retries after a growing, randomised pause (the SDK's backoff), so even a burst of dozens
 * of simultaneous uploads ends with every one of them numbered.
 */
export const RESERVE_MAX_ATTEMPTS = 25

/** The stored file a new free-cone document points at. */
export interface NewConoGratisImage {
  /** Download URL of the object under `cono-gratis/`. */
  url: string
  /** Storage path, `cono-gratis/...`. */
  ruta: string
  /** The visitor's original file name. */
  nombre: string
}

export class CounterCorruptedError extends Error {
  constructor(value: unknown) {
    super(`contadores/cono-gratis.ultimo is not a whole number: ${JSON.stringify(value)}`)
    this.name = 'CounterCorruptedError'
  }
}

/** The counter's last number; a missing counter means none was handed out yet. */
function lastNumber(data: Record<string, unknown> | undefined): number {
  if (data === undefined) return 0
  const { ultimo } = data
  if (typeof ultimo !== 'number' || !Number.isInteger(ultimo) || ultimo < 0) {
    throw new CounterCorruptedError(ultimo)
  }
  return ultimo
}

/** The original name as the rules accept it: 1 to 300 characters. */
export function storedNombre(nombre: string): string {
  const trimmed = nombre.trim()
  return trimmed === '' ? 'imagen' : Array.from(trimmed).slice(0, MAX_NOMBRE).join('')
}

/**
 * Takes the next free-cone number and creates `cono-gratis/{numero}` in one transaction: reads
 * `contadores/cono-gratis` (missing = 0), moves it to n + 1 and creates the document n + 1 with
 * the server's time. Two visitors can never get the same number, and since the counter only moves
 * up, a number is never handed out again after an admin deletes its document.
 */
export async function reserveConoGratisNumber(
  db: Firestore,
  image: NewConoGratisImage,
  { maxAttempts = RESERVE_MAX_ATTEMPTS }: { maxAttempts?: number } = {},
): Promise<number> {
  const { doc, runTransaction, serverTimestamp } = await import('firebase/firestore/lite')
  const counterRef = doc(db, CONTADORES_COLLECTION, CONO_GRATIS_COUNTER_ID)
  return runTransaction(
    db,
    async (transaction) => {
      const counter = await transaction.get(counterRef)
      const numero = lastNumber(counter.data()) + 1
      transaction.set(counterRef, { ultimo: numero })
      transaction.set(doc(db, CONO_GRATIS_COLLECTION, String(numero)), {
        url: image.url,
        nombre: storedNombre(image.nombre),
        ruta: image.ruta,
        numero,
        fecha: serverTimestamp(),
      })
      return numero
    },
    { maxAttempts },
  )
}
