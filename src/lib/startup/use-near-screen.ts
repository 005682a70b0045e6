import { useEffect, useState, type RefObject } from 'react'
import { afterLoad } from './after-load'

/**
 * Whether the element has come within `margin` of the screen's bottom edge (a CSS length or
 * percentage of the screen's height; a negative one asks for that much of it on screen),
 * watched once the page has loaded. Stays true once it has:
 * what it starts is never undone by scrolling away. Where the browser cannot watch, true once
 * the page has loaded.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = '50%'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (near) return
    let observer: IntersectionObserver | undefined
    const cancelAfterLoad = afterLoad(() => {
      const element = ref.current
      if (!element || typeof IntersectionObserver !== 'function') {
        setNear(true)
        return
      }
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true)
        },
        { rootMargin: `0px 0px ${margin} 0px` },
      )
      observer.observe(element)
    })
    return () => {
      cancelAfterLoad()
      observer?.disconnect()
    }
  }, [near, ref, margin])
  return near
}
