import type { Plugin, Rolldown } from 'vite'

/** The output chunk that holds src/app/boot.tsx. */
export declare function appChunkOf(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk
/** Names the app's files in index.html, beside the small entry that imports them. */
export declare function appPreloadPlugin(): Plugin
/** The app chunk, its static imports and their CSS (minus what the entry loads); the fonts. */
export declare function appFiles(bundle: Rolldown.OutputBundle): {
  scripts: string[]
  styles: string[]
  fonts: string[]
}
