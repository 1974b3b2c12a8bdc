import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  bytesPerRequest: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}

/** One autocannon run (in this process): mean requests/s, latency p50/p99 in ms, errors and non-2xx answers. */
export async function load(url: string, { connections, durationSeconds, headers = {} }: LoadOptions) {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers, pipelining: 1 });
  const requests = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests,
    bytesPerRequest: requests > 0 ? Math.round(result.throughput.total / requests) : 0,
  } satisfies LoadResult;
}

/** Warm-up then measurement, the way every figure in BENCHMARKS.md is taken. */
export async function measure(url: string, options: LoadOptions, warmupSeconds: number): Promise<LoadResult> {
  if (warmupSeconds > 0) await load(url, { ...options, durationSeconds: warmupSeconds });
  return load(url, options);
}
