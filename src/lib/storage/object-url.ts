import { env } from '@/config/env'
import { dataOrigins } from '@/config/firebase-origins'

/**
 * The public address of an object in the project's own bucket, read as the Storage rules allow
 * anyone to. Free-cone entries store only paths and their addresses are made here, so an entry
 * can never point at another host or bucket.
 */
export function storageObjectUrl(
  path: string,
  bucket: string = env.firebase.storageBucket,
  origin: string = dataOrigins(env.useEmulators, env.emulatorPorts).storage,
): string {
  return `${origin}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media`
}
