/**
 * Resolves in a later task. Boot's own: importing the shared helper would put it in the app's
 * chunk, whose evaluation (React, the router and the app at once) would then come before these
 * steps.
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Starts the app in steps, each in a task of its own: on a slow phone no step is one long task
 * that holds back a tap or a frame. Every file has already arrived (see app-start.ts): each
 * import only evaluates its chunk, once the ones before it have run. React, then the router and
 * the page head's manager, then the rest of the app (MUI, the layouts, the pages), then
 * mountApp's steps.
 */
export async function boot(): Promise<void> {
  const root = document.getElementById('root')
  if (!root) throw new Error('Missing #root element')
  await import('react-dom/client')
  await nextTask()
  // Named, so the build keeps only the parts of the router the app uses.
  await import('react-router').then(({ RouterProvider }) => RouterProvider)
  await nextTask()
  const { mountApp } = await import('./mount')
  await nextTask()
  await mountApp(root)
}
