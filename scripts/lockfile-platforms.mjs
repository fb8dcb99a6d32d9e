#!/usr/bin/env node
/**
 * After `npx -y npm@11.13.0 install --package-lock-only`, some optional platform binaries
 * (@swc/core-win32-*, @unrs/resolver-binding-*, …) are written as bare placeholders
 * (`{"optional": true}`) because the registry mirror lacks that version. `npm ci` cannot place
 * a node with neither a version nor a platform, and prints "invalid or damaged lockfile
 * detected" for each. Writing the platform the package name states (`os`, `cpu`) lets npm skip
 * it on any other machine, as it does for a complete entry. Run it after every lockfile change.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const OSES = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'loong64', 'riscv64', 'mips64el', 'wasm32'];
const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
let fixed = 0;
const unknown = [];
for (const [key, entry] of Object.entries(lock.packages)) {
  if (!key || entry.version || entry.link || !entry.optional) continue;
  const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const parts = name.split(/[-/]/);
  const os = OSES.find((candidate) => parts.includes(candidate));
  const cpu = CPUS.find((candidate) => parts.includes(candidate) || parts.includes(candidate.replace('arm', 'armv7')));
  if (!os || !cpu) {
    unknown.push(key);
    continue;
  }
  entry.os = [os];
  entry.cpu = [cpu];
  fixed += 1;
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile-platforms: ${fixed} placeholder(s) given their platform`);
if (unknown.length > 0) {
  console.error(`lockfile-platforms: no platform in the name of: ${unknown.join(', ')}`);
  process.exit(1);
}
