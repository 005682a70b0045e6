/**
 * @typedef {import('vite').Rolldown.OutputBundle} Bundle
 * @typedef {import('vite').ResolvedConfig} ResolvedConfig
 * @typedef {{
 *   config: ResolvedConfig,
 *   bundle: Bundle,
 *   emitAsset: (fileName: string, source: string) => void,
 * }} FinishedBundle
 */

/**
 * A build-only plugin that sees the bundle once every other plugin has finished it (hashed file
 * names, index.html written) and adds files made from it: the first-look pages, the service
 * worker.
 * @param {string} name
 * @param {(finished: FinishedBundle) => Promise<void>} step
 * @returns {import('vite').Plugin}
 */
export function finishedBundlePlugin(name, step) {
  /** @type {ResolvedConfig} */
  let config
  return {
    name,
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const emitAsset = (/** @type {string} */ fileName, /** @type {string} */ source) => {
          this.emitFile({ type: 'asset', fileName, source })
        }
        await step({ config, bundle, emitAsset })
      },
    },
  }
}
