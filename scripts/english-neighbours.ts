/**
 * English words one edit from a misspelling target of another meaning (functions/core/labelling/
 * misspelled.ts ENGLISH_NEIGHBOURS): `npx tsx scripts/english-neighbours.ts [word-list]`. Reads
 * Debian's british-english list (package wbritish) unless another is given, and prints the words
 * of seven letters or more that `oneEditApart` joins to a target, leaving out a target's own
 * inflections (a shared stem, a last letter changed, LL for L, ISE for IZE). The maintainer reviews
 * the output: spellings of the same word (PRACTISE, STATIONARY) are left out of the list by hand.
 * A development aid, not run by the tests (the word list is not in the repository).
 */
import { readFileSync } from 'node:fs';
import { TARGETS, oneEditApart } from '#core/labelling/misspelled';

const file = process.argv[2] ?? '/usr/share/dict/british-english';
const words = readFileSync(file, 'utf8').split('\n').filter((w) => /^[a-z]{7,}$/.test(w)).map((w) => w.toUpperCase());
const sameWord = (w: string, v: string) => w.startsWith(v) || v.startsWith(w) || w.slice(0, -1) === v.slice(0, -1) || w.replace(/LL/g, 'L') === v.replace(/LL/g, 'L') || w.replace(/ISE/g, 'IZE') === v.replace(/ISE/g, 'IZE');
const neighbours: string[] = [];
for (const word of words) {
  if (TARGETS.has(word)) continue;
  const fits = [...TARGETS].filter((target) => oneEditApart(word, target));
  if (fits.some((target) => !sameWord(word, target))) neighbours.push(`${word} -> ${fits.join(', ')}`);
}
console.log(`${neighbours.length} words:\n${neighbours.join('\n')}`);
