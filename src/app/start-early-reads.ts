import { startEarlyReads } from './early-reads'

// Imported first by main.tsx, so this runs before the modules of React, MUI and the router are
// evaluated: on a slow phone the page's data is already on its way while they start.
startEarlyReads(window.location.pathname)
