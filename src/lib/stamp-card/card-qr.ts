import qrcode from 'qrcode-generator'

// The card's QR code: its four-character code alone, in the alphanumeric mode, at the smallest
// size (version 1: 21 x 21 modules), so a counter's camera reads it from across the counter.
// Medium error correction: a scratched or dim phone screen still reads.

/** The QR's dark modules, row by row. */
export function cardQrModules(code: string): boolean[][] {
  const qr = qrcode(1, 'M')
  qr.addData(code, 'Alphanumeric')
  qr.make()
  const size = qr.getModuleCount()
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => qr.isDark(row, column)),
  )
}

/** An SVG path drawing each dark module as a 1 x 1 square (the quiet zone is the caller's). */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  return modules
    .flatMap((row, y) =>
      row.flatMap((dark, x) => (dark ? [`M${String(x)} ${String(y)}h1v1h-1z`] : [])),
    )
    .join('')
}
