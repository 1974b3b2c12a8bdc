import type { Explained } from './catalogue.js';
import type { ChatResult } from './chat.js';
import type { FlowsResult } from './flows.js';
import type { ImageFigures } from './images.js';
import type { LoadResult } from './load.js';
import type { MixedResult } from './mixed.js';
import type { LighthouseResult, RouteWeight } from './pages.js';
import type { PriceHintExplained } from './price-hint.js';
import type { SearchExplained } from './search.js';

/** What one `npm run bench` measured: gathered by run.ts, written out by report.ts. */
export interface Throughput {
  name: string;
  path: string;
  bytes: number;
  ours: LoadResult;
  nginx: LoadResult;
}
export interface ScalePoint {
  engine: 'PGlite' | 'PostgreSQL';
  size: number;
  loadSeconds: number;
  first: LoadResult;
  deep: LoadResult;
  explainFirst: Explained | undefined;
  explainDeep: Explained | undefined;
  /** EXPLAIN ANALYZE of the repository's search (issue 9) at this size. */
  searches: SearchExplained[];
  /** EXPLAIN ANALYZE of the fair-price hint's comparables query (issue 16) at this size. */
  priceHint?: PriceHintExplained | undefined;
}
export interface Results {
  date: string;
  machine: {
    cpu: string;
    cores: number;
    memoryGb: number;
    node: string;
    postgres: string | undefined;
    /** `bengaliSystemFonts()`: what the Bengali pages' Lighthouse figures were drawn with. */
    bengaliFonts: string;
    /** `pageTouchMicros()`: whether the browser's CPU times compare with another machine's. */
    pageTouchUs: number;
  };
  loadBefore: number[];
  loadAfter: number[];
  settings: { duration: number; warmup: number; connections: number; deepPages: number; scaleDeepPages: number };
  throughput: Throughput[];
  lighthouse: LighthouseResult[];
  routes: RouteWeight[];
  scale: ScalePoint[];
  images: ImageFigures | undefined;
  mixed: MixedResult | undefined;
  /** Issue 17's chat sockets (bench/lib/chat.ts). */
  chat: ChatResult | undefined;
  /** Issue 22's Lighthouse user flows (bench/lib/flows.ts). */
  flows: FlowsResult | undefined;
  notes: string[];
  seconds: number;
}
