import type { Plugin } from 'vite'

/** Opens the connections to Firestore and Storage from index.html. */
export declare function preconnectPlugin(
  originsFor: (useEmulators: boolean) => { firestore: string; storage: string },
): Plugin
