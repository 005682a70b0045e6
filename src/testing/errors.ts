/** An error as the Firebase SDK throws it: a `code` the app reads, and the SDK's own message. */
export const firebaseError = (code: string, message: string): Error =>
  Object.assign(new Error(message), { code })
