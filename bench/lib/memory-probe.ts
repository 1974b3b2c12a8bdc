/**
 * Loaded into the server process by `npm run soak` (node --expose-gc --import bench/lib/memory-probe.ts): on SIGUSR2
 * it collects garbage twice and writes process.memoryUsage() to MEMORY_PROBE_FILE. A heap measured after a full
 * collection is what a leak shows in; the heap between collections wanders with the load.
 */
import { renameSync, writeFileSync } from 'node:fs';

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    gc?.();
    writeFileSync(`${file}.tmp`, JSON.stringify({ ...process.memoryUsage(), collected: Boolean(gc), at: Date.now() }));
    renameSync(`${file}.tmp`, file);
  });
}
