/**
 * Resolves in a later task: work split with it leaves the browser free in between to draw a
 * frame or answer a tap (no long task on a slow phone).
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0)
  })
