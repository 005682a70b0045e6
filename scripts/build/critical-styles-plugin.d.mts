import type { Plugin } from 'vite'

/** Puts emotion's CSS for the public pages' first look into index.html. */
export declare function criticalStylesPlugin(): Plugin
