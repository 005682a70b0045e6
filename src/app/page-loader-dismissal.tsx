import { useEffect } from 'react'
import { dismissPageLoader } from './page-loader'

/** Starts the spinner's fade once the first page is on screen (and the page has loaded). */
export function PageLoaderDismissal() {
  useEffect(() => void dismissPageLoader(), [])
  return null
}
