import { createContext, useContext } from 'react'

/**
 * True only while the build renders a public page's first look into its HTML file (see
 * src/app/prerender/prerender-pages.tsx, the build's prerendering): what depends on the visitor's
 * clock or data is left out of it.
 */
const FirstLookContext = createContext(false)

export const FirstLookProvider = FirstLookContext.Provider

export const useIsFirstLook = () => useContext(FirstLookContext)
