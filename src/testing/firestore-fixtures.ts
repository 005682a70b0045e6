import { vi } from 'vitest'

/**
 * firebase/firestore/lite's query builders for unit tests of the reads: a query is its
 * collection's name; getDocs answers what each test says. Use as
 * `vi.mock('firebase/firestore/lite', () => import('@/testing/firestore-fixtures').then((m) => m.liteQueries()))`.
 */
export const liteQueries = () => ({
  collection: vi.fn((_db: unknown, name: string) => name),
  query: vi.fn((collection: string) => collection),
  orderBy: vi.fn(),
  limit: vi.fn(),
  getDocs: vi.fn(),
})

/** A stored image document as the SDK gives it. */
export const storedImage = (id: string, numero: number) => ({
  id,
  data: () => ({
    url: `https://img.example/${id}.webp`,
    nombre: `${id}.webp`,
    numero,
    fecha: { toDate: () => new Date('2026-01-01T00:00:00.000Z') },
  }),
})

/** A query's answer holding `docs`. */
export const snapshotOf = <T>(docs: ReturnType<typeof storedImage>[]) => ({ docs }) as unknown as T

/**
 * firebase/firestore/lite's transaction calls for unit tests of the retry decisions: a document
 * reference is its path; runTransaction and getDoc answer what each test says. Use as
 * `vi.mock('firebase/firestore/lite', () => import('@/testing/firestore-fixtures').then((m) => m.liteTransactions()))`.
 */
export const liteTransactions = () => ({
  doc: vi.fn((_db: unknown, ...path: string[]) => ({ path: path.join('/') })),
  serverTimestamp: vi.fn(() => 'SERVER_TIME'),
  deleteField: vi.fn(() => 'DELETED'),
  Timestamp: { fromMillis: (millis: number) => ({ millis }) },
  arrayUnion: vi.fn((value: unknown) => ['ADDED', value]),
  runTransaction: vi.fn(),
  getDoc: vi.fn(),
})
