import { useLayoutEffect } from 'react'
import { useLocation } from 'react-router'

/** Every route change starts at the top of the page. */
export function ScrollToTop() {
  const { pathname } = useLocation()
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}
