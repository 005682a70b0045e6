import type { Plugin } from 'vite'
import type { FirstLookPage } from '../../src/app/first-look'

/** A public page's HTML file: index.html with the page's first look in place of the spinner. */
export declare function firstLookHtml(html: string, page: FirstLookPage): string
/** Writes the public pages' HTML files with their first looks, and the shell for the rest. */
export declare function firstLookPlugin(): Plugin
