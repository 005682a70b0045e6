import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The commands a shop runs to go live and stay live (invite staff, back up, restore, migrate,
// deploy's preflight, the live check), run as they are against the local emulators. Run them
// inside `firebase emulators:exec` (see `npm run test:emulated`), after the rules tests: both
// change the same emulators' data.
export default defineConfig({
  // The app's own code, which some commands must match (the staff's approval), imports '@/...'.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'ops',
    environment: 'node',
    include: ['tests/ops/**/*.test.ts'],
    // All files share one emulator and its data: never run two files at once.
    fileParallelism: false,
    sequence: { concurrent: false },
    // A command is a Node process of its own against the emulators: room for a slow machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
