#!/usr/bin/env node
// Brings a project's data up to the shape the site expects, with the migrations in
// scripts/migrations/ (NNN-name.mjs), in their order. Each one that has run is recorded in
// Firestore `migraciones/{id}` (when, and what it changed) and skipped from then on; each is
// idempotent, so running one again changes nothing.
//
//   npm run migrate -- [--project <id>] [--bucket <name>] [--dry-run] [--emulators]
//
// --dry-run prints what each migration not yet recorded would change, and writes nothing.
import { readdir } from 'node:fs/promises'
import { FieldValue } from 'firebase-admin/firestore'
import { UsageError, isEntryPoint, parseCommandLine, runCommand } from './cli.mjs'
import { counted } from './printed.mjs'
import { TARGET_USAGE, chooseTarget, connect } from './target.mjs'

const USAGE = `Usage: npm run migrate -- ${TARGET_USAGE} [--dry-run]`
export const MIGRATIONS_DIR = new URL('../migrations/', import.meta.url)
/** Where each applied migration is recorded; no client may read or write it (firestore.rules). */
export const RECORDS = 'migraciones'
const FILE_NAME = /^(\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*)\.mjs$/

/**
 * @typedef {object} MigrationContext
 * @property {import('firebase-admin/firestore').Firestore} db
 * @property {import('@google-cloud/storage').Bucket} bucket
 * @property {boolean} dryRun
 * @property {(line: string) => void} log
 *
 * @typedef {object} Migration
 * @property {string} id the file's name without `.mjs`
 * @property {string} description
 * @property {(context: MigrationContext) => Promise<Record<string, unknown>>} run
 */

/**
 * The problems of a list of migration files and their modules: each id must be its file's name,
 * with a description and a run function.
 * @param {{ file: string, module: Record<string, unknown> }[]} found
 * @returns {string[]}
 */
export function migrationProblems(found) {
  return found.flatMap(({ file, module }) => {
    const stem = FILE_NAME.exec(file)?.[1]
    if (!stem) return [`${file}: a migration's file is named NNN-name.mjs`]
    const problems = []
    if (module.id !== stem) problems.push(`${file}: its id must be "${stem}"`)
    if (typeof module.description !== 'string' || module.description === '')
      problems.push(`${file}: it exports no description`)
    if (typeof module.run !== 'function') problems.push(`${file}: it exports no run function`)
    return problems
  })
}

/**
 * The migrations of a folder, in the order of their numbers.
 * @param {URL} [dir]
 * @returns {Promise<Migration[]>}
 */
export async function loadMigrations(dir = MIGRATIONS_DIR) {
  const files = (await readdir(dir)).filter((file) => FILE_NAME.test(file)).sort()
  const found = await Promise.all(
    files.map(async (file) => ({ file, module: await import(new URL(file, dir).href) })),
  )
  const problems = migrationProblems(found)
  if (problems.length > 0) throw new Error(`Broken migrations: ${problems.join('; ')}`)
  return found.map(({ module }) => /** @type {Migration} */ (module))
}

/**
 * Runs, in order, every migration not yet recorded in `migraciones/`, and records it.
 * @param {Omit<MigrationContext, 'log'> & { migrations: Migration[], log?: (line: string) => void }} options
 * @returns {Promise<{ id: string, status: 'skipped' | 'applied' | 'planned',
 *   changes?: Record<string, unknown> }[]>}
 */
export async function migrate({ db, bucket, dryRun, migrations, log = console.log }) {
  const results = []
  for (const migration of migrations) {
    const record = db.collection(RECORDS).doc(migration.id)
    const applied = await record.get()
    if (applied.exists) {
      const when = applied.get('aplicadaEn')?.toDate?.().toISOString() ?? 'earlier'
      log(`${migration.id}: applied ${when}; skipped.`)
      results.push({ id: migration.id, status: /** @type {const} */ ('skipped') })
      continue
    }
    log(`${migration.id}: ${migration.description}`)
    const changes = await migration.run({
      db,
      bucket,
      dryRun,
      log: (line) => log(`  ${line}`),
    })
    log(`  ${dryRun ? 'would change' : 'changed'}: ${summary(changes)}`)
    if (!dryRun) {
      await record.create({
        descripcion: migration.description,
        aplicadaEn: FieldValue.serverTimestamp(),
        cambios: changes,
      })
    }
    /** @type {'planned' | 'applied'} */
    const status = dryRun ? 'planned' : 'applied'
    results.push({ id: migration.id, status, changes })
  }
  if (dryRun) log('Dry run: nothing was written.')
  return results
}

/** @param {Record<string, unknown>} changes */
const summary = (changes) =>
  Object.entries(changes)
    .map(([key, value]) => `${key} ${Array.isArray(value) ? String(value.length) : String(value)}`)
    .join(', ')

if (await isEntryPoint(import.meta.url)) {
  runCommand('migrate', USAGE, async () => {
    const { values, positionals } = parseCommandLine(
      process.argv.slice(2),
      { 'dry-run': { type: 'boolean', default: false } },
      USAGE,
    )
    if (positionals.length > 0)
      throw new UsageError(`Unexpected argument: ${String(positionals[0])}`)
    const target = await connect(chooseTarget(values), 'migrate')
    const migrations = await loadMigrations()
    console.log(
      `Migrating ${target.where} (gs://${target.bucketName}): ` +
        `${counted(migrations.length, 'migration')}.`,
    )
    await migrate({
      db: target.db,
      bucket: target.bucket,
      dryRun: values['dry-run'] === true,
      migrations,
    })
  })
}
