/** Resolves once `ms` have passed. */
export const elapsed = (ms: number, win: Window): Promise<void> =>
  new Promise((resolve) => win.setTimeout(resolve, ms))
