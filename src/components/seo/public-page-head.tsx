import { useEffect } from 'react'
import { useLocation } from 'react-router'

/** The address the page's HTML file was served for, whose head that file already carries. */
const servedPath = typeof window === 'undefined' ? null : window.location.pathname
let servedHeadShown = true

/**
 * Whether the document still shows the head its HTML file came with, and that head is this
 * page's own (a public page's file names its canonical address; the shell names none).
 */
const ownHeadShown = (pathname: string) =>
  servedHeadShown &&
  pathname === servedPath &&
  document.head.querySelector('link[rel="canonical"]') !== null

/**
 * The head of the public page on screen (page-heads.ts). Its texts and the code that writes them
 * come when the visitor moves to another page (or the address's HTML file is the shell): a page's
 * own HTML file already carries its head, so no page's first download holds them.
 */
export function PublicPageHead() {
  const { pathname } = useLocation()
  useEffect(() => {
    if (ownHeadShown(pathname)) return
    let current = true
    import('./apply-public-page-head')
      .then(({ applyPublicPageHead }) => {
        if (!current) return
        servedHeadShown = false
        applyPublicPageHead(pathname)
      })
      .catch((error: unknown) => console.warn('No se pudo poner el título de la página', error))
    return () => {
      current = false
    }
  }, [pathname])
  return null
}
