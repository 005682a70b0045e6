import { useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * Every route change starts at the top of the page. The first render is not a change: the
 * visitor may already have scrolled the page's first look, and keeps that place.
 */
export function ScrollToTop() {
  const { pathname } = useLocation()
  const shown = useRef(pathname)
  useLayoutEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}
