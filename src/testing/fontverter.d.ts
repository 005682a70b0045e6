declare module 'fontverter' {
  /** Converts a font between woff2, woff and sfnt (TrueType/OpenType). */
  export function convert(
    font: Uint8Array,
    toFormat: 'sfnt' | 'woff' | 'woff2',
  ): Promise<Uint8Array>
}
