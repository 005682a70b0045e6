/**
 * Workbox's cache-first strategy with this site's answer to a full disk, for the service worker
 * (service-worker.ts). The strategy's plugins decide what is worth keeping and under which key.
 */
import { Strategy, type StrategyHandler, type StrategyOptions } from 'workbox-strategies'
import { putWithRelief } from './image-cache-policy'

export interface ReliefOptions extends StrategyOptions {
  /** Frees space after a write refused for lack of quota; the write is then tried once more. */
  relieve: () => Promise<void>
  /** Runs each write (the image caches take one at a time); at once by default. */
  schedule?: (write: () => Promise<void>) => Promise<void>
  /** Writes a hit again, so that the cache records its use (the images' last use). */
  rewriteHits?: boolean
  /** Runs after a response new to the cache was kept (a cache over its bounds trims itself). */
  afterAdd?: () => Promise<void>
}

/**
 * Answers from the cache, else from the network, keeping the answer without delaying it. A write
 * refused for lack of quota frees space with `relieve` and is tried once more: Workbox's own
 * relief (ExpirationPlugin's purgeOnQuotaError) empties whole caches and never retries.
 */
export class CacheFirstWithRelief extends Strategy {
  private readonly relieve: () => Promise<void>
  private readonly schedule: (write: () => Promise<void>) => Promise<void>
  private readonly rewriteHits: boolean
  private readonly afterAdd: () => Promise<void>

  constructor({
    relieve,
    schedule = (write) => write(),
    rewriteHits = false,
    afterAdd = () => Promise.resolve(),
    ...options
  }: ReliefOptions) {
    super(options)
    this.relieve = relieve
    this.schedule = schedule
    this.rewriteHits = rewriteHits
    this.afterAdd = afterAdd
  }

  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const cached = await handler.cacheMatch(request)
    if (cached) {
      if (this.rewriteHits) void handler.waitUntil(this.keep(handler, request, cached, false))
      return cached
    }
    const response = await handler.fetch(request)
    void handler.waitUntil(this.keep(handler, request, response, true))
    return response
  }

  /** Keeps `response` (`added`: new to the cache); a failure is logged, never thrown. */
  private async keep(
    handler: StrategyHandler,
    request: Request,
    response: Response,
    added: boolean,
  ): Promise<void> {
    // Copied before the page reads the response; a refused write may consume its copy, so the
    // retry gets the other one.
    const copies = [response.clone(), response.clone()]
    try {
      let kept = false
      await this.schedule(() =>
        putWithRelief(async () => {
          kept = await handler.cachePut(request, copies.shift() ?? response.clone())
        }, this.relieve),
      )
      if (kept && added) await this.afterAdd()
    } catch (error) {
      console.error(`Could not keep ${request.url}`, error)
    }
  }
}
