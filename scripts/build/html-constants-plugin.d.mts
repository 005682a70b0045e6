import type { Plugin } from 'vite'

type HtmlConstants = Readonly<Record<string, string | number>>

/** index.html with each `%NAME%` of `constants` replaced by its value (each must be there). */
export declare function withHtmlConstants(html: string, constants: HtmlConstants): string

/** Writes the app's constants into index.html. */
export declare function htmlConstantsPlugin(constants: HtmlConstants): Plugin
