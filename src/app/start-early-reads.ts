import { startEarlyReads } from './early-reads'

// Run by the small entry (main.tsx) as soon as it arrives: the page's data is on its way while
// the app (React, MUI, the router) still downloads.
startEarlyReads(window.location.pathname)
