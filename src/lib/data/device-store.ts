/**
 * What the site keeps on the visitor's phone (the last menus, the shop's settings, the free-cone
 * numbers it got): small texts by key, kept with the Cache API, which never pauses the page. The
 * first use of localStorage can: it waits for the browser to load the site's whole storage, tens
 * of milliseconds on a busy phone. localStorage only where the Cache API is missing.
 */

/** Not under the service worker's prefix: its clean-ups on update leave these texts alone. */
const CACHE_NAME = 'datos-sin-conexion'

/** Texts by key. Either call may reject. */
export interface DeviceStore {
  getItem(key: string): Promise<string | null>
  setItem(key: string, value: string): Promise<void>
}

/** A key as the address of a Cache API entry (never fetched: only a name). */
const cacheUrl = (key: string) => new URL(`/_datos/${encodeURIComponent(key)}`, location.origin)

function cacheApiStore(cacheStorage: CacheStorage): DeviceStore {
  return {
    async getItem(key) {
      const response = await (await cacheStorage.open(CACHE_NAME)).match(cacheUrl(key))
      return response ? response.text() : null
    },
    async setItem(key, value) {
      const response = new Response(value, { headers: { 'Content-Type': 'application/json' } })
      await (await cacheStorage.open(CACHE_NAME)).put(cacheUrl(key), response)
    },
  }
}

function localStorageStore(storage: Storage): DeviceStore {
  return {
    getItem: (key) => Promise.resolve().then(() => storage.getItem(key)),
    setItem: (key, value) => Promise.resolve().then(() => storage.setItem(key, value)),
  }
}

/** The device's store, or null where the browser refuses both (private modes, blocked storage). */
export function deviceStore(): DeviceStore | null {
  try {
    if (typeof caches !== 'undefined') return cacheApiStore(caches)
    return localStorageStore(window.localStorage)
  } catch {
    return null
  }
}
