import type { Plugin } from 'vite'

/** Writes the public pages' HTML files with their first looks, and the shell for the rest. */
export declare function firstLookPlugin(): Plugin
