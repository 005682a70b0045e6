import { defineConfig } from 'vitest/config'

// Security-rules tests. They talk to the Firestore and Storage emulators, so run them inside
// `firebase emulators:exec` (see `npm run test:emulated`); on their own they cannot connect.
export default defineConfig({
  test: {
    name: 'rules',
    environment: 'node',
    include: ['tests/rules/**/*.test.ts'],
    globalSetup: ['tests/rules/global-setup.ts'],
    // All files share one emulator and clear it between tests: never run two files at once.
    fileParallelism: false,
    sequence: { concurrent: false },
    // One worker loads the Firebase SDK once for all files: each file still sets up and cleans
    // up its own test environment, and no file mocks a module.
    isolate: false,
    // An emulator round trip can take a second on a small machine, more while the end-to-end
    // specs run beside (npm test); loading rules and closing thirty visitors' apps take longer.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
