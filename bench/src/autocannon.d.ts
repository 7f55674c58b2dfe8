// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /**
     * Each request made from a template, the list taken in turn; `setupRequest` may change it (a header per request).
     */
    requests?: {
      method?: string;
      path?: string;
      setupRequest?: (request: { headers: Record<string, string> }) => object;
    }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  /** A run: awaitable for its result, and `stop()` ends it early. */
  interface Run extends PromiseLike<Result> {
    stop(): void;
  }
  function autocannon(options: Options): Run;
  export default autocannon;
}
