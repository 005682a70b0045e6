/** Calls `run` once the page has loaded (at once if it has). Returns the cancel function. */
export function afterLoad(run: () => void, win: Window = window): () => void {
  if (win.document.readyState === 'complete') {
    run()
    return () => undefined
  }
  win.addEventListener('load', run, { once: true })
  return () => win.removeEventListener('load', run)
}

/** Resolves once the page has loaded (at once if it has). */
export const whenLoaded = (win: Window = window): Promise<void> =>
  new Promise((resolve) => afterLoad(resolve, win))
