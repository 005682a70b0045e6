#!/usr/bin/env node
// Restores a backup made by `npm run backup` into a project, which then holds exactly the backup:
// its documents and files are written, and those the backup does not have are deleted.
//
//   npm run restore -- <dir> [--project <id>] [--bucket <name>] [--force] [--emulators]
//
// The backup is checked against its manifest first: a damaged one is refused with nothing
// written. A target that holds any document or file needs --force; the command says how many it
// writes, overwrites and deletes before it starts. Into another project, the addresses that name
// the backup's bucket are made to name the target's (see retarget.mjs).
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { retryingStorage } from '../seed/storage-retry.mjs'
import { FILES, readBackup } from './backup-format.mjs'
import { Problems, UsageError, isEntryPoint, parseCommandLine, runCommand } from './cli.mjs'
import { inParallel } from './parallel.mjs'
import { counted, size } from './printed.mjs'
import { describePlan, inBatches, planNames, targetHoldsData } from './restore-plan.mjs'
import { retarget } from './retarget.mjs'
import { TARGET_USAGE, TargetError, chooseTarget, connect } from './target.mjs'

const USAGE = `Usage: npm run restore -- <dir> ${TARGET_USAGE} [--force]`
const PARALLEL_UPLOADS = 4
const PROGRESS_EVERY = 50
/** Firestore takes up to 500 writes and 10 MiB a commit: stay well below. */
const BATCH = { count: 200, bytes: 4_000_000 }

/**
 * @typedef {import('./target.mjs').Connection} Connection
 * @typedef {(line: string) => void} Log
 */

/** @param {Connection} target */
async function heldDocuments(target) {
  const names = []
  for await (const { name } of target.firestore.documents({ namesOnly: true })) names.push(name)
  return names
}

/** @param {Connection} target */
async function heldFiles(target) {
  const [files] = await retryingStorage(() => target.bucket.getFiles())
  return files.map((file) => file.name)
}

/**
 * Writes every file of the backup, its metadata with it, a few at a time.
 * @param {Connection} target
 * @param {string} dir
 * @param {import('./backup-format.mjs').BackedUpObject[]} objects
 * @param {Log} log
 */
async function writeFiles(target, dir, objects, log) {
  let written = 0
  let bytes = 0
  await inParallel(
    objects,
    PARALLEL_UPLOADS,
    async ({ name, size: length, sha256, ...metadata }) => {
      const data = await readFile(path.join(dir, FILES, sha256))
      await retryingStorage(() =>
        target.bucket.file(name).save(data, { resumable: false, gzip: false, metadata }),
      )
      written += 1
      bytes += length
      if (written % PROGRESS_EVERY === 0 || written === objects.length) {
        log(`Storage: ${String(written)}/${String(objects.length)} files written (${size(bytes)})`)
      }
    },
  )
}

/**
 * Writes every document, whole, in batches.
 * @param {Connection} target
 * @param {import('./firestore-rest.mjs').StoredDocument[]} documents
 * @param {Log} log
 */
async function writeDocuments(target, documents, log) {
  let written = 0
  for (const batch of inBatches(documents, BATCH)) {
    await target.firestore.commit({ set: batch })
    written += batch.length
    log(`Firestore: ${String(written)}/${String(documents.length)} documents written`)
  }
}

/**
 * Deletes the documents and files the target held that the backup does not have.
 * @param {Connection} target
 * @param {import('./restore-plan.mjs').RestorePlan} plan
 * @param {Log} log
 */
async function removeExtra(target, { documents, files }, log) {
  for (const batch of inBatches(documents.remove, BATCH)) {
    await target.firestore.commit({ remove: batch })
  }
  if (documents.remove.length > 0) {
    log(`Firestore: ${counted(documents.remove.length, 'document')} not in the backup deleted`)
  }
  await inParallel(files.remove, PARALLEL_UPLOADS, async (name) => {
    await retryingStorage(() => target.bucket.file(name).delete({ ignoreNotFound: true }))
  })
  if (files.remove.length > 0) {
    log(`Storage: ${counted(files.remove.length, 'file')} not in the backup deleted`)
  }
}

/**
 * Throws unless the target now holds exactly the backup's documents and files.
 * @param {Connection} target
 * @param {{ name: string }[]} documents
 * @param {{ name: string }[]} objects
 */
async function checkHoldsExactly(target, documents, objects) {
  const names = (/** @type {{ name: string }[]} */ items) => items.map(({ name }) => name)
  const left = [
    planNames(names(documents), await heldDocuments(target)),
    planNames(names(objects), await heldFiles(target)),
  ]
  const problems = left.flatMap(({ create, remove }) => [
    ...create.map((name) => `missing: ${name}`),
    ...remove.map((name) => `not in the backup: ${name}`),
  ])
  if (problems.length > 0) {
    throw new Problems('the target does not hold exactly the backup after the restore:', problems)
  }
}

/**
 * Restores the backup in `dir` into the target.
 * @param {Connection} target
 * @param {string} dir
 * @param {{ force?: boolean, log?: Log }} [options]
 */
export async function restore(target, dir, { force = false, log = console.log } = {}) {
  const { problems, manifest, documents } = await readBackup(dir)
  if (problems.length > 0 || !manifest || !documents) {
    throw new Problems(`${dir} is not a sound backup; nothing was written:`, problems)
  }
  const objects = manifest.storage.objects
  const plan = {
    documents: planNames(
      documents.map(({ name }) => name),
      await heldDocuments(target),
    ),
    files: planNames(
      objects.map(({ name }) => name),
      await heldFiles(target),
    ),
  }
  const { source } = manifest
  log(
    `Restoring the backup of project ${source.projectId} (gs://${source.bucket}) taken ` +
      `${manifest.createdAt} into ${target.where} (gs://${target.bucketName}).`,
  )
  if (targetHoldsData(plan) && !force) {
    const documentsHeld = plan.documents.overwrite.length + plan.documents.remove.length
    const filesHeld = plan.files.overwrite.length + plan.files.remove.length
    throw new TargetError(
      `${target.where} is not empty (${String(documentsHeld)} documents, ${String(filesHeld)} ` +
        'files): restoring replaces what it holds. Nothing was written; add --force to restore.',
    )
  }
  for (const line of describePlan(plan)) log(line)
  const moved = retarget(documents, source, {
    projectId: target.projectId,
    bucket: target.bucketName,
  })
  if (moved.addresses > 0 || moved.references > 0) {
    log(
      `Into another project: ${counted(moved.addresses, 'address')} renamed from ` +
        `gs://${source.bucket} to gs://${target.bucketName}, ` +
        `${counted(moved.references, 'reference')} moved to ${target.projectId}.`,
    )
  }

  await writeFiles(target, dir, objects, log)
  await writeDocuments(target, moved.documents, log)
  await removeExtra(target, plan, log)
  await checkHoldsExactly(target, documents, objects)
  log(
    `Restored ${String(documents.length)} documents and ${String(objects.length)} files: ` +
      `${target.where} now holds exactly the backup.`,
  )
  return { plan, addresses: moved.addresses, references: moved.references }
}

if (await isEntryPoint(import.meta.url)) {
  runCommand('restore', USAGE, async () => {
    const { values, positionals } = parseCommandLine(
      process.argv.slice(2),
      { force: { type: 'boolean', default: false } },
      USAGE,
    )
    const [dir, ...rest] = positionals
    if (!dir) throw new UsageError('Missing the backup folder.')
    if (rest.length > 0) throw new UsageError(`Unexpected argument: ${String(rest[0])}`)
    const target = await connect(chooseTarget(values), 'restore')
    await restore(target, path.resolve(dir), { force: values.force === true })
  })
}
