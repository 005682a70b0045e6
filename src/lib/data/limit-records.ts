/**
 * `limites/{uid}`: each visitor's record of what they last sent and when (see limites.ts), kept
 * free of app configuration: the free cone's numbering stamps it too, in the emulator tests.
 */
export const LIMITES_COLLECTION = 'limites'
