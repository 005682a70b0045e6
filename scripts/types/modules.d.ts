// The parts of untyped packages that the scripts use.

declare module 'subset-font' {
  /** A copy of the font with only the glyphs of `text`. */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt' },
  ): Promise<Buffer>
}

declare module 'firebase-tools/lib/emulator/storage/rules/runtime.js' {
  /** firebase-tools' client of the Storage rules runtime (a Java process it starts). */
  export class StorageRulesRuntime {
    start(autoDownload: boolean): Promise<void>
    stop(): Promise<void>
    loadRuleset(source: { files: { name: string; content: string }[] }): Promise<{
      ruleset?: { verify(opts: object): Promise<{ permitted?: boolean }> }
    }>
  }
}
