/**
 * One run of the chat sockets' bench (issue 17), printed as JSON: `node --import tsx bench/chat.ts` (or
 * `npm run bench:chat`). `npm run bench` runs it for each configuration and writes BENCHMARKS.md (bench/lib/chat.ts).
 *
 *   DATABASE_URL      an empty PostgreSQL database instead of PGlite
 *   CHAT_BENCH_TWO=1  with DATABASE_URL: two instances, messages posted to one and the sockets on the other
 *   CHAT_BENCH_PORT=N fixed ports: the instances listen on N and N+2 (their OpenID providers on N+1 and N+3)
 *   CHAT_BENCH_PROFILE=dir  the servers write V8 CPU profiles there when they stop
 */
import { chatRun } from './lib/chat.js';

const run = await chatRun({
  databaseUrl: process.env.DATABASE_URL,
  two: process.env.CHAT_BENCH_TWO === '1',
  basePort: Number(process.env.CHAT_BENCH_PORT ?? 0),
  profileDir: process.env.CHAT_BENCH_PROFILE,
});
console.log(JSON.stringify(run, null, 2));
