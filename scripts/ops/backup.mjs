#!/usr/bin/env node
// Backs up a project into a local folder: every Firestore document (subcollections too, every
// value with its exact type) and every file of its Storage bucket (byte for byte, with its
// metadata), with a manifest of counts, sizes and SHA-256 hashes that is checked once written.
// Firebase Authentication's accounts are not part of it (docs/operations.md says why).
//
//   npm run backup -- [--project <id>] [--bucket <name>] [--out <dir>] [--emulators]
//
// The folder is `backups/<project>-<UTC date and time>` unless --out names another (it must not
// exist yet, or be empty). It is written as `<dir>.partial` and renamed once it checks out.
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { retryingStorage } from '../seed/storage-retry.mjs'
import {
  DOCUMENTS,
  FILES,
  FORMAT,
  MANIFEST,
  VERSION,
  countByCollection,
  defaultBackupFolder,
  readBackup,
  restorableMetadata,
  sha256,
} from './backup-format.mjs'
import { Problems, UsageError, isEntryPoint, parseCommandLine, runCommand } from './cli.mjs'
import { inParallel } from './parallel.mjs'
import { size } from './printed.mjs'
import { TARGET_USAGE, chooseTarget, connect } from './target.mjs'

const USAGE = `Usage: npm run backup -- ${TARGET_USAGE} [--out <dir>]`
const PARALLEL_DOWNLOADS = 4
const PROGRESS_EVERY = 50

/**
 * @typedef {import('./target.mjs').Connection} Connection
 * @typedef {import('./backup-format.mjs').Manifest} Manifest
 * @typedef {(line: string) => void} Log
 */

/**
 * @param {Connection} target
 * @param {string} dir
 * @param {Log} log
 * @returns {Promise<Manifest['firestore']>}
 */
async function backUpDocuments(target, dir, log) {
  const lines = []
  /** @type {{ name: string }[]} */
  const names = []
  for await (const document of target.firestore.documents()) {
    lines.push(`${JSON.stringify(document)}\n`)
    names.push({ name: document.name })
    if (names.length % 1000 === 0) log(`Firestore: ${String(names.length)} documents read`)
  }
  const data = Buffer.from(lines.join(''), 'utf8')
  await writeFile(path.join(dir, DOCUMENTS), data)
  log(`Firestore: ${String(names.length)} documents (${size(data.length)})`)
  return {
    documents: names.length,
    bytes: data.length,
    sha256: sha256(data),
    collections: countByCollection(names),
  }
}

/**
 * @param {Connection} target
 * @param {string} dir
 * @param {Log} log
 * @returns {Promise<Manifest['storage']>}
 */
async function backUpFiles(target, dir, log) {
  const [files] = await retryingStorage(() => target.bucket.getFiles())
  /** @type {Manifest['storage']['objects']} */
  const objects = []
  const written = new Set()
  let bytes = 0
  await inParallel(files, PARALLEL_DOWNLOADS, async (file) => {
    const [data] = await retryingStorage(() => file.download({ decompress: false }))
    const hash = sha256(data)
    if (!written.has(hash)) {
      written.add(hash)
      await writeFile(path.join(dir, FILES, hash), data)
    }
    objects.push({
      name: file.name,
      size: data.length,
      sha256: hash,
      ...restorableMetadata(/** @type {Record<string, unknown>} */ (file.metadata)),
    })
    bytes += data.length
    if (objects.length % PROGRESS_EVERY === 0) {
      log(`Storage: ${String(objects.length)}/${String(files.length)} files (${size(bytes)})`)
    }
  })
  objects.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  log(`Storage: ${String(objects.length)} files (${size(bytes)})`)
  return { files: objects.length, bytes, objects }
}

/** @param {string} dir */
async function isMissingOrEmpty(dir) {
  const entries = await readdir(dir).catch(() => [])
  return entries.length === 0
}

/**
 * Backs the target up into `out` (by default a dated folder under backups/) and checks it.
 * @param {Connection} target
 * @param {{ out?: string, log?: Log, now?: Date }} [options]
 * @returns {Promise<{ dir: string, manifest: Manifest }>}
 */
export async function backup(target, { out, log = console.log, now = new Date() } = {}) {
  const dir = path.resolve(out ?? defaultBackupFolder(target.projectId, now))
  if (!(await isMissingOrEmpty(dir))) {
    throw new UsageError(`${dir} already holds files: choose another --out.`)
  }
  const partial = `${dir}.partial`
  await rm(partial, { recursive: true, force: true })
  await mkdir(path.join(partial, FILES), { recursive: true })
  log(`Backing up ${target.where} and gs://${target.bucketName} into ${dir}`)

  const firestore = await backUpDocuments(target, partial, log)
  const storage = await backUpFiles(target, partial, log)
  /** @type {Manifest} */
  const manifest = {
    format: FORMAT,
    version: VERSION,
    createdAt: now.toISOString(),
    source: {
      projectId: target.projectId,
      bucket: target.bucketName,
      emulators: target.onEmulators,
    },
    firestore,
    storage,
  }
  await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)

  const { problems } = await readBackup(partial)
  if (problems.length > 0) {
    throw new Problems(`the backup in ${partial} does not read back as written:`, problems)
  }
  await rm(dir, { recursive: true, force: true })
  await rename(partial, dir)
  log(
    `Backed up ${String(firestore.documents)} documents and ${String(storage.files)} files ` +
      `(${size(firestore.bytes + storage.bytes)}) into ${dir}; checked against its manifest.`,
  )
  return { dir, manifest }
}

if (await isEntryPoint(import.meta.url)) {
  runCommand('backup', USAGE, async () => {
    const { values, positionals } = parseCommandLine(
      process.argv.slice(2),
      { out: { type: 'string' } },
      USAGE,
    )
    if (positionals.length > 0)
      throw new UsageError(`Unexpected argument: ${String(positionals[0])}`)
    const target = await connect(chooseTarget(values), 'backup')
    await backup(target, { out: typeof values.out === 'string' ? values.out : undefined })
  })
}
