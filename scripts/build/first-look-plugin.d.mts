import type { Plugin } from 'vite'

/**
 * Writes the HTML files of the pages at `paths` with their first looks and heads (`headHtmlOf`),
 * and the shell for the rest.
 */
export declare function firstLookPlugin(
  paths: readonly string[],
  headHtmlOf: (path: string) => string,
): Plugin
