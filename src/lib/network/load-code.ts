import { codeDownloadBoundToFail } from './code-download'

export class OfflineError extends Error {
  constructor() {
    super('the browser has no connection and no service worker keeps the code')
    this.name = 'OfflineError'
  }
}

/** Runs `load` (a download of the app's code), or rejects with OfflineError if bound to fail. */
export function loadCode<T>(load: () => Promise<T>): Promise<T> {
  return codeDownloadBoundToFail() ? Promise.reject(new OfflineError()) : load()
}
