// npm run reset: forgets the local data that `npm start` saved, so that the next `npm start`
// begins again from the demo data.

import path from 'node:path'

import { localDataPaths, resetLocalData, runningSessionPid } from './local-data.mjs'
import { logMessage as log, projectRoot } from './prepare.mjs'

const paths = localDataPaths(projectRoot)
const runningPid = runningSessionPid(paths)
const removed = resetLocalData(paths)
const shown = path.relative(projectRoot, paths.saved)

if (removed.length === 0) {
  log(`No local data saved (${shown}/): npm start begins with the demo data.`)
} else {
  log(`Removed ${removed.map((file) => path.relative(projectRoot, file)).join(', ')}.`)
  log('The next npm start begins again from the demo data.')
  if (runningPid !== undefined) {
    log(`npm start is running (process ${runningPid}): its data is not saved when it stops.`)
  }
}
