import type { Plugin, Rolldown } from 'vite'

/** The output files fetched when the service worker installs. */
export declare function precachedBundleFiles(bundle: Rolldown.OutputBundle): string[]
/** Emits dist/sw.js with the build version and the files to precache. */
export declare function serviceWorkerPlugin(): Plugin
