#!/usr/bin/env node
/**
 * `npm run licences`: the licence of every production dependency (what `npm ci --omit=dev` installs, from the
 * lockfile: `npm query .prod`), counted by licence, with every copyleft one named. A strong copyleft licence (GPL,
 * AGPL) with no permissive alternative fails (exit 1); weak copyleft (LGPL, MPL, EPL) is listed for review, since it
 * binds only changes to that package's own files (sharp's libvips, LGPL, is used unmodified as a shared library).
 */
import { execFileSync } from 'node:child_process';

const packages = JSON.parse(
  execFileSync('npm', ['query', '.prod'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  }),
);

const licenceOf = (p) =>
  typeof p.license === 'string'
    ? p.license
    : (p.license?.type ?? (Array.isArray(p.licenses) ? p.licenses.map((l) => l.type ?? l).join(' OR ') : undefined));
const STRONG = /\b(A?GPL|SSPL|CC-BY-SA|OSL)/i;
const WEAK = /\b(LGPL|MPL|EPL|EUPL|CDDL)/i;
/** An SPDX `A OR B` where some choice is not copyleft: the permissive one is taken. */
const hasPermissiveChoice = (licence) =>
  /\bOR\b/.test(licence) &&
  licence
    .replace(/[()]/g, '')
    .split(/\s+OR\s+/)
    .some((choice) => !STRONG.test(choice) && !WEAK.test(choice));

const counts = new Map();
const weak = [];
const strong = [];
const unknown = [];
for (const p of packages) {
  if (p.name?.startsWith('@phonehaat/') || p.location === '') continue; // our own workspaces
  const licence = licenceOf(p);
  if (!licence) {
    unknown.push(`${p.name}@${p.version}`);
    continue;
  }
  counts.set(licence, (counts.get(licence) ?? 0) + 1);
  if (hasPermissiveChoice(licence)) continue;
  if (STRONG.test(licence.replace(/\bLGPL/gi, ''))) strong.push(`${p.name}@${p.version} (${licence})`);
  else if (WEAK.test(licence)) weak.push(`${p.name}@${p.version} (${licence})`);
}

const total = [...counts.values()].reduce((a, b) => a + b, 0) + unknown.length;
console.log(`${total} production packages by licence:`);
for (const [licence, n] of [...counts].sort((a, b) => b[1] - a[1]))
  console.log(`  ${String(n).padStart(4)}  ${licence}`);
if (weak.length)
  console.log(`\nWeak copyleft (fine unmodified; changes to these files would be shared):\n  ${weak.join('\n  ')}`);
if (unknown.length) console.log(`\nNo licence field (check by hand):\n  ${unknown.join('\n  ')}`);
if (strong.length) {
  console.log(`\nStrong copyleft, not allowed in what is shipped:\n  ${strong.join('\n  ')}`);
  process.exit(1);
}
console.log('\nNo strong copyleft (GPL, AGPL) in what is shipped.');
