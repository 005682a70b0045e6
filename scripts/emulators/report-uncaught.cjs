// Loaded into firebase-tools' own process (`node --require`). firebase-tools answers an uncaught
// exception with "An unexpected error has occurred." and writes the stack only to
// firebase-debug.log, which the other set of emulators deletes when it stops cleanly (both run
// in the project's folder). This prints the stack where the run's output shows it; it only
// watches (Node's monitor event), so the process ends as it would without it.
process.on('uncaughtExceptionMonitor', (error, origin) => {
  console.error(`[emulators] firebase-tools stopped on an ${origin}:`, error)
})
