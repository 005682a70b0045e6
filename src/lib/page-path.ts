/** A location's path without trailing slashes ('/' stays '/'), as the route table spells it. */
export const pagePath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/'
