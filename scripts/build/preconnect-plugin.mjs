import { loadEnv } from 'vite'

/** @typedef {import('vite').HtmlTagDescriptor} HtmlTag */

/**
 * Opens the connections to Firestore and Storage from index.html, while the scripts still
 * download: the page's first list read and its first image then skip the connection set-up
 * (several round trips on a slow mobile network). The list read and the images are both CORS
 * requests without credentials, so both connections are opened for that kind.
 * @param {(env: Record<string, string>) => { firestore: string, storage: string }} originsFor
 *   the origins for the build's VITE_ variables
 * @returns {import('vite').Plugin}
 */
export function preconnectPlugin(originsFor) {
  /** @type {{ firestore: string, storage: string }} */
  let origins
  return {
    name: 'heladeria:preconnect',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_')
      origins = originsFor(env)
    },
    transformIndexHtml() {
      /** @type {HtmlTag[]} */
      return [
        {
          tag: 'link',
          attrs: { rel: 'preconnect', href: origins.firestore, crossorigin: true },
          injectTo: 'head',
        },
        {
          tag: 'link',
          attrs: { rel: 'preconnect', href: origins.storage, crossorigin: true },
          injectTo: 'head',
        },
      ]
    },
  }
}
