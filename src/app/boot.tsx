import '@/assets/fonts/fonts.css'
import { nextTask } from '@/lib/next-task'

/**
 * Starts the app in steps, each in a task of its own: React first, then the rest of the code
 * (MUI, the router, the pages), then mountApp's steps. Both files download at once.
 */
export async function boot(): Promise<void> {
  const root = document.getElementById('root')
  if (!root) throw new Error('Missing #root element')
  const rest = import('./mount')
  await import('react-dom/client')
  await nextTask()
  const { mountApp } = await rest
  await nextTask()
  await mountApp(root)
}
