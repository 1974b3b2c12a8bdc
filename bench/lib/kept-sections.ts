/**
 * Sections of BENCHMARKS.md that their own commands write (`npm run bench:startup`, `npm run bench:instances`) or that
 * were measured by hand: a full `npm run bench` keeps them as they were, and each of those commands replaces only its
 * own.
 */
import { CHAT_HEADING } from './chat.js';

export const STARTUP_HEADING = '## Start-up: from `node` to the first /api/health answer (issue 19)';
export const SCALE_OUT_HEADING = '## Scale-out: one instance vs two behind nginx (issue 19)';
export const SW_LCP_HEADING = '## The service worker and the first visit (issue 18)';
/** Measured by hand (no Docker engine here): kept as written. */
export const IMAGE_HEADING = '## The image without Docker (issue 19)';
/** The chat bench's runs before `npm run bench` wrote them, written up by hand. */
export const CHAT_EARLIER_HEADING = '## Chat sockets: earlier runs (issue 17)';
const KEPT = [STARTUP_HEADING, SCALE_OUT_HEADING, SW_LCP_HEADING, IMAGE_HEADING, CHAT_EARLIER_HEADING];
/** Sections a run writes only when it measured them: kept from the previous report when this run did not. */
const KEPT_UNLESS_MEASURED = [CHAT_HEADING];

function find(markdown: string, heading: string): { start: number; end: number } | undefined {
  const start = markdown.indexOf(`${heading}\n`);
  if (start < 0) return undefined;
  const next = markdown.indexOf('\n## ', start + heading.length);
  return { start, end: next < 0 ? markdown.length : next + 1 };
}

/** `markdown` with the section under `heading` replaced by `body` (a whole section, heading first), or appended. */
export function putSection(markdown: string, heading: string, body: string): string {
  const at = find(markdown, heading);
  const block = `${body.trimEnd()}\n`;
  if (!at) return `${markdown.trimEnd()}\n\n${block}`;
  return `${markdown.slice(0, at.start)}${block}${at.end < markdown.length ? '\n' : ''}${markdown.slice(at.end)}`;
}

/** `report` with the kept sections of `previous` carried over. */
export function keepSections(previous: string, report: string): string {
  let out = report;
  for (const heading of KEPT) {
    const at = find(previous, heading);
    if (at) out = putSection(out, heading, previous.slice(at.start, at.end));
  }
  for (const heading of KEPT_UNLESS_MEASURED) {
    const at = find(previous, heading);
    if (at && !find(report, heading)) out = putSection(out, heading, previous.slice(at.start, at.end));
  }
  return out;
}

export const PAGES_HEADING = '## Pages: Lighthouse (mobile preset, simulated slow 4G and 4× CPU slowdown)';

/** `previous` with its section under `heading` replaced by `report`'s (a run of that one section). */
export function spliceSection(previous: string, report: string, heading: string): string {
  const fresh = find(report, heading);
  return fresh ? putSection(previous, heading, report.slice(fresh.start, fresh.end)) : previous;
}
