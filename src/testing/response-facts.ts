import type { ResponseFacts } from '@/lib/pwa/sw-routes'

/**
 * Builds the facts of a successful answer of one kind (`kind`: its type and content type); each
 * case then changes what it tests (`extra`).
 */
export const answersOf =
  (kind: Pick<ResponseFacts, 'type' | 'contentType'>) =>
  (extra: Partial<ResponseFacts>): ResponseFacts => ({ ok: true, status: 200, ...kind, ...extra })
