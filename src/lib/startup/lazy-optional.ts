import { lazy, type ComponentType } from 'react'

/**
 * A component loaded on first use that the page can do without: if its code cannot be fetched
 * (offline, before the service worker has it), it renders nothing instead of breaking the page.
 */
export function lazyOptional<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Nothing: ComponentType<P> = () => null
  return lazy(() =>
    load().then(
      (component): { default: ComponentType<P> } => ({ default: component }),
      (error: unknown) => {
        console.warn('No se pudo cargar una parte opcional de la página', error)
        return { default: Nothing }
      },
    ),
  )
}
