// storage.rules: who may read and write which images.
//
// The Storage emulator evaluates storage.rules with a separate rules runtime. Where only a stand-in
// that permits every request is available, these tests would prove nothing, so they are skipped
// (never passed) unless STORAGE_RULES_ENFORCED=true says the real runtime is in use.

import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing'
import { Timestamp, deleteDoc, doc, setDoc } from 'firebase/firestore'
import {
  deleteObject,
  getBytes,
  getMetadata,
  listAll,
  ref,
  uploadBytes,
  type FirebaseStorage,
  type UploadMetadata,
} from 'firebase/storage'
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest'
import {
  ROLES,
  UID,
  contextFor,
  firestoreOf,
  ownUid,
  startTestEnvironment,
  storageOf,
  type Role,
} from './support'

const enforced = process.env.STORAGE_RULES_ENFORCED === 'true'
const SKIP_REASON =
  'storage.rules are not enforced: neither the official Cloud Storage rules runtime nor the one ' +
  "on Google's engine (Cloud SDK Firestore emulator JAR) could run, so the stand-in permits every " +
  'request (the start-up log says why; STORAGE_RULES_ENFORCED=true enables these tests)'

if (!enforced) {
  console.warn(`\n[storage.rules] SKIPPED: ${SKIP_REASON}\n`)
}

const MB = 1024 * 1024
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
const JPEG: UploadMetadata = { contentType: 'image/jpeg' }
const WEBP: UploadMetadata = { contentType: 'image/webp' }
const MENU_FOLDERS = ['comidas', 'helados', 'bebidas', 'misterio'] as const
const PUBLIC_FOLDERS = [...MENU_FOLDERS, 'cono-gratis', 'galeria'] as const

/** Deletes every object of the bucket (clearStorage only removes the top level). */
async function deleteEverything(storage: FirebaseStorage, path = ''): Promise<void> {
  const { items, prefixes } = await listAll(ref(storage, path))
  await Promise.all(items.map((item) => deleteObject(item)))
  for (const prefix of prefixes) {
    await deleteEverything(storage, prefix.fullPath)
  }
}

function upload(
  storage: FirebaseStorage,
  path: string,
  data: Uint8Array = PNG,
  metadata: UploadMetadata = { contentType: 'image/png' },
): Promise<unknown> {
  return uploadBytes(ref(storage, path), data, metadata)
}

describe.skipIf(!enforced)('storage.rules', () => {
  let env: RulesTestEnvironment
  let storages: Record<Role | 'otro', FirebaseStorage>

  beforeAll(async () => {
    env = await startTestEnvironment({ storage: true })
    storages = {
      ...(Object.fromEntries(
        ROLES.map((role) => [role, storageOf(contextFor(env, role))]),
      ) as Record<Role, FirebaseStorage>),
      // The other visitor, owner of cono-gratis/{UID.otro}/.
      otro: storageOf(
        env.authenticatedContext(UID.otro, { firebase: { sign_in_provider: 'anonymous' } }),
      ),
    }
  })

  afterAll(async () => {
    await env.cleanup()
  })

  beforeEach(async () => {
    await env.clearFirestore()
    await env.withSecurityRulesDisabled(async (context) => {
      await deleteEverything(storageOf(context))
      const db = firestoreOf(context)
      await setDoc(doc(db, 'users', UID.cliente), { role: 'cliente' })
      await setDoc(doc(db, 'users', UID.admin), { role: 'admin' })
      await setDoc(doc(db, 'users', UID.anonymousAdmin), { role: 'admin' })
      // galeria/1's entry is published; galeria/2's waits for review (its copy made ahead).
      await setDoc(doc(db, 'cono-gratis', '1'), { numero: 1, estado: 'publicada' })
      await setDoc(doc(db, 'cono-gratis', '2'), { numero: 2, estado: 'pendiente' })
      const storage = storageOf(context)
      for (const folder of PUBLIC_FOLDERS) {
        await upload(storage, `${folder}/existente.png`)
      }
      await upload(storage, 'galeria/1')
      await upload(storage, `cono-gratis/${UID.otro}/existente.png-1764000000000`)
      await upload(storage, 'privado/existente.png')
    })
  })

  describe('reading', () => {
    it.each(MENU_FOLDERS)('anyone reads %s/; only an admin lists it', async (folder) => {
      await assertSucceeds(getBytes(ref(storages.unauthenticated, `${folder}/existente.png`)))
      // A listing would show hidden and replaced pictures too.
      for (const role of ROLES.filter((role) => role !== 'admin')) {
        await assertFails(listAll(ref(storages[role], folder)))
        await assertFails(listAll(ref(storages[role], `${folder}/miniaturas`)))
      }
      await assertSucceeds(listAll(ref(storages.admin, folder)))
      await assertSucceeds(listAll(ref(storages.admin, `${folder}/miniaturas`)))
    })

    it('anyone reads nested paths of a public folder', async () => {
      await env.withSecurityRulesDisabled(async (context) => {
        await upload(storageOf(context), 'helados/miniaturas/x.png')
      })
      await assertSucceeds(getBytes(ref(storages.unauthenticated, 'helados/miniaturas/x.png')))
    })

    it('nobody reads other folders, not even an admin', async () => {
      await assertFails(getBytes(ref(storages.unauthenticated, 'privado/existente.png')))
      await assertFails(getBytes(ref(storages.admin, 'privado/existente.png')))
    })
  })

  describe('cono-gratis/{uid}/', () => {
    const NAME = 'nueva.webp-1764000000000'
    const own = (role: Role, name = NAME) => `cono-gratis/${ownUid(role)}/${name}`
    const OTHERS = `cono-gratis/${UID.otro}/existente.png-1764000000000`

    /** The visitor's Firestore file stamp, made `minutesAgo` ago, naming `ruta`. */
    const stamp = (role: Role, ruta: string, minutesAgo = 0) =>
      env.withSecurityRulesDisabled(async (context) => {
        await setDoc(doc(firestoreOf(context), 'limites', ownUid(role)), {
          archivos: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000),
          archivosRuta: ruta,
        })
      })

    it.each<Role>(['anonymous', 'cliente', 'noUserDoc', 'admin'])(
      '%s stores the three files of the picture their stamp names (WebP or JPEG)',
      async (role) => {
        await stamp(role, own(role))
        await assertSucceeds(upload(storages[role], own(role), PNG, WEBP))
        await assertSucceeds(upload(storages[role], own(role, `${NAME}-960`), PNG, JPEG))
        await assertSucceeds(upload(storages[role], own(role, `${NAME}-480`), PNG, WEBP))
      },
    )

    it('refuses a file without a stamp, with another file’s stamp or an old one', async () => {
      await assertFails(upload(storages.anonymous, own('anonymous'), PNG, WEBP))
      await stamp('anonymous', own('anonymous', 'otra.webp-1764000000000'))
      await assertFails(upload(storages.anonymous, own('anonymous'), PNG, WEBP))
      await stamp('anonymous', own('anonymous'), 11)
      await assertFails(upload(storages.anonymous, own('anonymous'), PNG, WEBP))
      await stamp('anonymous', own('anonymous'), 9)
      await assertSucceeds(upload(storages.anonymous, own('anonymous'), PNG, WEBP))
    })

    it('lets one stamp store one picture only: a few files a minute, no more', async () => {
      await stamp('anonymous', own('anonymous'))
      await assertSucceeds(upload(storages.anonymous, own('anonymous'), PNG, WEBP))
      for (const name of ['otra.webp-1764000000001', `${NAME}-720`, `${NAME}-480-480`]) {
        await assertFails(upload(storages.anonymous, own('anonymous', name), PNG, WEBP))
      }
    })

    it('a signed-out visitor uploads nowhere', async () => {
      await stamp('unauthenticated', own('unauthenticated'))
      await assertFails(upload(storages.unauthenticated, own('unauthenticated'), PNG, WEBP))
      await assertFails(upload(storages.unauthenticated, 'cono-gratis/nueva.webp', PNG, WEBP))
    })

    it('refuses an upload into another visitor’s folder, even by an admin', async () => {
      const theirs = `cono-gratis/${UID.otro}/x.webp-1764000000000`
      await stamp('anonymous', theirs)
      await stamp('admin', theirs)
      await assertFails(upload(storages.anonymous, theirs, PNG, WEBP))
      await assertFails(upload(storages.admin, theirs, PNG, WEBP))
    })

    it.each([
      ['no timestamp', 'nueva.webp'],
      ['capitals', 'Nueva.webp-1764000000000'],
      ['two dots in a row', 'a..webp-1764000000000'],
      ['a sub-folder', 'sub/nueva.webp-1764000000000'],
    ])('refuses a name with %s', async (_name, name) => {
      await stamp('anonymous', own('anonymous', name))
      await assertFails(upload(storages.anonymous, own('anonymous', name), PNG, WEBP))
    })

    it('refuses overwriting an existing image, even one’s own or by an admin', async () => {
      await stamp('anonymous', own('anonymous'))
      await assertSucceeds(upload(storages.anonymous, own('anonymous'), PNG, WEBP))
      await assertFails(upload(storages.anonymous, own('anonymous'), PNG, WEBP))
      await assertFails(upload(storages.otro, OTHERS, PNG, WEBP))
      await assertFails(upload(storages.admin, OTHERS, PNG, WEBP))
    })

    it.each<[string, UploadMetadata]>([
      ['SVG', { contentType: 'image/svg+xml' }],
      ['SVG in capitals', { contentType: 'IMAGE/SVG+XML' }],
      ['PNG', { contentType: 'image/png' }],
      ['GIF', { contentType: 'image/gif' }],
      ['HTML', { contentType: 'text/html' }],
      ['PNG with a download name', { contentType: 'image/png', contentDisposition: 'attachment' }],
      ['WebP with a download name', { ...WEBP, contentDisposition: 'attachment; filename=x.exe' }],
      ['WebP with an encoding', { ...WEBP, contentEncoding: 'gzip' }],
      ['WebP with custom metadata', { ...WEBP, customMetadata: { nota: 'hola' } }],
      ['WebP kept a year', { ...WEBP, cacheControl: 'public, max-age=31536000, immutable' }],
      ['WebP kept by shared caches', { ...WEBP, cacheControl: 'public' }],
      ['WebP never stored by caches', { ...WEBP, cacheControl: 'no-store' }],
      ['WebP with a language', { ...WEBP, contentLanguage: 'es' }],
    ])('refuses %s: only the page’s prepared pictures are stored', async (_name, metadata) => {
      await stamp('anonymous', own('anonymous'))
      await assertFails(upload(storages.anonymous, own('anonymous'), PNG, metadata))
    })

    it('refuses an empty file and one over 1 MB, accepts exactly 1 MB', async () => {
      await stamp('anonymous', own('anonymous'))
      await assertFails(upload(storages.anonymous, own('anonymous'), new Uint8Array(), WEBP))
      await assertFails(upload(storages.anonymous, own('anonymous'), new Uint8Array(MB + 1), WEBP))
      await assertSucceeds(upload(storages.anonymous, own('anonymous'), new Uint8Array(MB), WEBP))
    })

    it('only its uploader and an admin read a visitor’s file, not even by its address', async () => {
      await assertSucceeds(getBytes(ref(storages.otro, OTHERS)))
      await assertSucceeds(getBytes(ref(storages.admin, OTHERS)))
      for (const role of ['unauthenticated', 'anonymous', 'cliente', 'anonymousAdmin'] as const) {
        await assertFails(getBytes(ref(storages[role], OTHERS)))
      }
    })

    it.each<Role>(['unauthenticated', 'anonymous', 'cliente', 'noUserDoc', 'anonymousAdmin'])(
      '%s lists no cono-gratis folder',
      async (role) => {
        await assertFails(listAll(ref(storages[role], 'cono-gratis')))
        await assertFails(listAll(ref(storages[role], `cono-gratis/${UID.otro}`)))
        await assertFails(listAll(ref(storages[role], `cono-gratis/${ownUid(role)}`)))
      },
    )

    it('an admin lists the folders and their files, and reads legacy files (the clean-up)', async () => {
      await assertSucceeds(listAll(ref(storages.admin, 'cono-gratis')))
      await assertSucceeds(listAll(ref(storages.admin, `cono-gratis/${UID.otro}`)))
      await assertSucceeds(getMetadata(ref(storages.admin, 'cono-gratis/existente.png')))
      await assertSucceeds(getMetadata(ref(storages.admin, OTHERS)))
    })

    it('legacy files directly under cono-gratis/ are not public', async () => {
      await assertFails(getBytes(ref(storages.unauthenticated, 'cono-gratis/existente.png')))
      await assertFails(getBytes(ref(storages.cliente, 'cono-gratis/existente.png')))
    })

    it.each<Role>(['unauthenticated', 'anonymous', 'cliente', 'noUserDoc', 'anonymousAdmin'])(
      '%s deletes nothing, not even their own upload',
      async (role) => {
        await env.withSecurityRulesDisabled(async (context) => {
          await upload(storageOf(context), own(role, 'propia.png-1764000000000'))
        })
        await assertFails(deleteObject(ref(storages[role], OTHERS)))
        await assertFails(deleteObject(ref(storages[role], own(role, 'propia.png-1764000000000'))))
        await assertFails(deleteObject(ref(storages[role], 'cono-gratis/existente.png')))
      },
    )

    it('an admin deletes any visitor’s file and legacy files directly under cono-gratis/', async () => {
      await assertSucceeds(deleteObject(ref(storages.admin, OTHERS)))
      await assertSucceeds(deleteObject(ref(storages.admin, 'cono-gratis/existente.png')))
    })
  })

  describe('galeria/{numero}: the copies of approved pictures', () => {
    it('anyone gets a copy while its entry is published; only an admin lists them', async () => {
      for (const role of ROLES) {
        await assertSucceeds(getBytes(ref(storages[role], 'galeria/1')))
      }
      await assertFails(listAll(ref(storages.unauthenticated, 'galeria')))
      await assertFails(listAll(ref(storages.anonymous, 'galeria')))
      await assertSucceeds(listAll(ref(storages.admin, 'galeria')))
    })

    it('nobody but an admin gets the copy of an entry not published (made ahead of approval)', async () => {
      await upload(storages.admin, 'galeria/2', PNG, WEBP)
      for (const role of ROLES.filter((role) => role !== 'admin')) {
        await assertFails(getBytes(ref(storages[role], 'galeria/2')))
        await assertFails(getMetadata(ref(storages[role], 'galeria/2')))
      }
      await assertSucceeds(getBytes(ref(storages.admin, 'galeria/2')))
    })

    it('a copy is refused as soon as its entry is hidden or deleted, before the file goes', async () => {
      await assertSucceeds(getBytes(ref(storages.unauthenticated, 'galeria/1')))
      const setEntry = (estado: string | null) =>
        env.withSecurityRulesDisabled(async (context) => {
          const entry = doc(firestoreOf(context), 'cono-gratis', '1')
          await (estado === null ? deleteDoc(entry) : setDoc(entry, { numero: 1, estado }))
        })
      await setEntry('oculta')
      await assertFails(getBytes(ref(storages.unauthenticated, 'galeria/1')))
      await assertFails(getBytes(ref(storages.cliente, 'galeria/1')))
      await assertSucceeds(getBytes(ref(storages.admin, 'galeria/1')))
      await setEntry('publicada')
      await assertSucceeds(getBytes(ref(storages.anonymous, 'galeria/1')))
      await setEntry(null)
      await assertFails(getBytes(ref(storages.anonymous, 'galeria/1')))
      // A copy named like no entry is nobody's to see.
      await assertFails(getBytes(ref(storages.unauthenticated, 'galeria/existente.png')))
    })

    it('only an admin creates a copy (an image of at most 1 MB, named by a number)', async () => {
      for (const role of ROLES.filter((role) => role !== 'admin')) {
        await assertFails(upload(storages[role], 'galeria/2', PNG, WEBP))
      }
      await assertFails(upload(storages.admin, 'galeria/tres', PNG, WEBP))
      await assertFails(upload(storages.admin, 'galeria/3', new Uint8Array(MB + 1), WEBP))
      await assertFails(upload(storages.admin, 'galeria/3', PNG, { contentType: 'image/svg+xml' }))
      await assertSucceeds(upload(storages.admin, 'galeria/3', PNG, WEBP))
    })

    it('nobody replaces a copy; only an admin deletes one', async () => {
      await assertFails(upload(storages.admin, 'galeria/1', PNG, WEBP))
      for (const role of ROLES.filter((role) => role !== 'admin')) {
        await assertFails(deleteObject(ref(storages[role], 'galeria/1')))
      }
      await assertSucceeds(deleteObject(ref(storages.admin, 'galeria/1')))
    })
  })

  describe.each(MENU_FOLDERS)('%s/', (folder) => {
    it('only an admin uploads, replaces and deletes', async () => {
      const nueva = `${folder}/nueva.png`
      const existente = `${folder}/existente.png`
      for (const role of ROLES.filter((role) => role !== 'admin')) {
        await assertFails(upload(storages[role], nueva))
        await assertFails(upload(storages[role], existente))
        await assertFails(deleteObject(ref(storages[role], existente)))
      }
      await assertSucceeds(upload(storages.admin, nueva))
      await assertSucceeds(upload(storages.admin, existente, PNG, JPEG))
      await assertSucceeds(deleteObject(ref(storages.admin, existente)))
    })

    it('even an admin uploads only images up to 10 MB, no SVG', async () => {
      const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')
      await assertFails(
        upload(storages.admin, `${folder}/x.svg`, svg, { contentType: 'image/svg+xml' }),
      )
      await assertFails(
        upload(storages.admin, `${folder}/x.pdf`, PNG, { contentType: 'application/pdf' }),
      )
      await assertFails(upload(storages.admin, `${folder}/x.png`, new Uint8Array(10 * MB + 1)))
    })
  })

  describe('other folders', () => {
    it('nobody writes outside the five folders', async () => {
      await assertFails(upload(storages.unauthenticated, 'privado/x.png'))
      await assertFails(upload(storages.admin, 'privado/x.png'))
      await assertFails(upload(storages.admin, 'x.png'))
      await assertFails(deleteObject(ref(storages.admin, 'privado/existente.png')))
    })
  })
})

if (!enforced) {
  describe('storage.rules (not enforced here)', () => {
    it.skip(SKIP_REASON, () => {
      // Intentionally empty: reported as skipped, never as passed.
    })
  })
}
