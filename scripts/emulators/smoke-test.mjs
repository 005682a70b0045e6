// Checks that the emulators answer: Firestore and Storage round trips through firebase-admin,
// plus one unauthenticated Storage upload that goes through the storage rules runtime.
//
//   node scripts/emulators/with-emulators.mjs -- node scripts/emulators/smoke-test.mjs

import assert from 'node:assert/strict'

import { deleteApp, initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-heladeria-colon'
const bucketName = `${projectId}.appspot.com`
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199'
const stamp = `${Date.now()}-${process.pid}`

const app = initializeApp({ projectId, storageBucket: bucketName }, `smoke-${stamp}`)
try {
  const doc = getFirestore(app).doc(`smoke-test/${stamp}`)
  await doc.set({ ok: true, stamp })
  assert.deepEqual((await doc.get()).data(), { ok: true, stamp })
  await doc.delete()
  console.log('firestore: write + read OK')

  const file = getStorage(app).bucket().file(`smoke-test/${stamp}.txt`)
  await file.save(Buffer.from(`hello ${stamp}`), { contentType: 'text/plain' })
  const [content] = await file.download()
  assert.equal(content.toString(), `hello ${stamp}`)
  await file.delete()
  console.log('storage (admin): upload + download OK')

  // Not an admin request: the emulator asks the rules runtime, which must answer either way.
  const name = encodeURIComponent(`smoke-test/${stamp}-client.txt`)
  const base = `http://${storageHost}/v0/b/${bucketName}/o`
  const upload = await fetch(`${base}?name=${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: `client ${stamp}`,
    signal: AbortSignal.timeout(10_000),
  })
  if (upload.ok) {
    const download = await fetch(`${base}/${name}?alt=media`, {
      signal: AbortSignal.timeout(10_000),
    })
    console.log(`storage (rules path): upload ${upload.status}, download ${download.status}`)
    assert.equal(await download.text(), `client ${stamp}`)
    await getStorage(app).bucket().file(decodeURIComponent(name)).delete()
  } else {
    assert.equal(upload.status, 403, `unexpected status ${upload.status}: ${await upload.text()}`)
    console.log('storage (rules path): upload denied by storage.rules (403)')
  }
  console.log(`STORAGE_RULES_ENFORCED=${process.env.STORAGE_RULES_ENFORCED}`)
} finally {
  await deleteApp(app)
}
