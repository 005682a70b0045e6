/** A location's path without trailing slashes ('/' stays '/'), as the route table spells it. */
export const pagePath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/'

/** The page's name, as the app's tables of pages use it: its path without the leading slash. */
export const pageName = (pathname: string): string => pagePath(pathname).slice(1)
