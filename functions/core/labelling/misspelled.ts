/**
 * Words typed one letter wrong. People write their own notes on payments and transfers, and they
 * misspell the words the rules read: "Kar Versekkering", "Insurence", "Alumnium Windows",
 * "Maandelike Betaling". A long unknown token one edit from a word of the bank grammar or a trade
 * or purpose word of the knowledge base (one letter more, less, changed, or two swapped) is read as
 * that word.
 *
 * Guards, each against a way this could invent a reading:
 * - Only words of eight letters or more (and tokens of seven, the word with a letter dropped): one
 *   edit in eight letters still leaves seven in place, where in a short word it makes another word
 *   (CASH, CASE).
 * - The edit is inside the word (oneEditApart): a changed first letter is most often another
 *   English word (SHIPPING, CHOPPING, STOPPING for SHOPPING), and a changed or added last letter a
 *   bank's cut of a longer name.
 * - The words read to are the grammar's and the knowledge base's one-word phrases (trade words and
 *   brands: "WOOLWROTHS" is Woolworths). A token that is a word of any knowledge-base phrase (a
 *   brand's own word), a person's name, or an English word one edit from a word of another meaning
 *   (ENGLISH_NEIGHBOURS) is left alone.
 * - Where words of two readings fit, the token stays unread.
 */
import { GRAMMAR } from './grammar.ts';
import { KNOWLEDGE_BASE } from './knowledge-base.ts';
import { isPersonalName } from './people.ts';
import { normalise } from './text.ts';

const MISSPELLED_MIN_LENGTH = 8;
/** A token of seven letters may be a target of eight with a letter dropped ("PHRMACY"). */
const TOKEN_MIN_LENGTH = MISSPELLED_MIN_LENGTH - 1;

/**
 * English words one edit from a grammar or trade word of another meaning, found by running every
 * word of seven letters or more in Debian's british-english list (wbritish) through `misspelled`
 * when this was written (session 43); inflections and spellings of the word itself (BUTCHERS for
 * BUTCHERY, PRACTISE, STATIONARY for STATIONERY as shops write it) are not here, they mean the same.
 * A new long word in the grammar or the knowledge base may open new neighbours: run
 * `npx tsx scripts/english-neighbours.ts` (it needs Debian's wbritish) and add what it prints.
 */
const ENGLISH_NEIGHBOURS: ReadonlySet<string> = new Set(
  ('ACTIONS|ASSEMBLES|BEATINGS|BEDSORE|BETAKING|BLASTING|BRAINING|BRAISING|BRANDING|BUSINESSLIKE|CANTERING|' +
    'CAPERING|CARELESS|CHEMISES|CHILDLIKE|CINNAMON|CLEANSING|CLEAVING|CLOTTING|COLLAGES|COMMENCE|COMMUTER|' +
    'COMMUTERS|COMPARE|CONCEITS|CONCEPTS|CONCERNS|CONDOLES|CONFORMATION|CONVERGE|CONVERTS|CORDLESS|CRATERING|' +
    'CURTAILS|DIMPLING|DUMPING|EARRINGS|EMIGRATES|ETERNAL|FIRSTHAND|FLOODING|FLOURING|FOOTFALL|FOREARMS|GRANDEST|' +
    'HANDING|HOMEWARDS|IDENTIFY|IMPOSTERS|INFERNAL|INSUREDS|INTERVAL|IRRITATION|LEGALISE|LIFELIKE|LIGHTNING|' +
    'MINISERIES|NOTIONAL|PAINING|PANTING|PANTRIES|PARINGS|PARTINGS|PASTIES|PIECING|PLUMING|PLUMPING|POINTERS|' +
    'POINTING|QUICKSILVER|REVERED|REVERTED|ROADSTERS|ROISTERS|ROOSTERS|ROSTERS|SCORECARD|SCREAMING|SCUTTLES|' +
    'SENDING|SHIMMING|SHIPPERS|SHIPPING|SKIMMING|SKUNKING|SLIMMING|SLIPPERS|SLOPPING|SMOOTHES|SOPPING|SPEAKERS|' +
    'SPEEDING|STEAMING|STOPPING|STREAKING|SUPERSTAR|SWOPPING|TACKING|TOREADOR|TRACING|TRICKING|TRUCKING|VOCATION|' +
    'WATERMARK|WITHDREW').split('|'),
);

const words = (phrases: string) => phrases.split('|').flatMap((phrase) => normalise(phrase).split(' '));

/** Every word of every knowledge-base phrase: a brand's own word is never respelled. */
const KNOWN_WORDS: ReadonlySet<string> = new Set(KNOWLEDGE_BASE.flatMap((group) => words(group.phrases)));

/**
 * The words a misspelling is read as: every word of eight letters or more of a grammar phrase (the
 * bank's own wording, one word or inside a longer phrase: NOTIFICATION of SMS NOTIFICATION FEE),
 * and the knowledge base's one-word phrases of that length (trade words and brands). A word inside a
 * longer brand phrase is not one: alone it names nothing.
 */
export const TARGETS: ReadonlySet<string> = new Set(
  [
    ...GRAMMAR.flatMap(([, phrases]) => words(phrases)),
    ...KNOWLEDGE_BASE.flatMap((group) => group.phrases.split('|').map(normalise).filter((phrase) => !phrase.includes(' '))),
  ].filter((word) => word.length >= MISSPELLED_MIN_LENGTH),
);

/**
 * Whether a target starts and ends with these letters, by (first - A) * 26 + (last - A): an edit
 * inside a word keeps both (oneEditApart), so nearly every token is turned away by one array read.
 */
const ENDS = new Uint8Array(26 * 26);
for (const word of TARGETS) ENDS[(word.charCodeAt(0) - 65) * 26 + word.charCodeAt(word.length - 1) - 65] = 1;

/** Whether `token` is long enough and starts and ends like a target (one array read). */
export function mayBeMisspelled(token: string): boolean {
  const first = token.charCodeAt(0) - 65;
  const last = token.charCodeAt(token.length - 1) - 65;
  return token.length >= TOKEN_MIN_LENGTH && first >= 0 && first < 26 && last >= 0 && last < 26 && ENDS[first * 26 + last] === 1;
}

/** Each target and each target less one letter, to the targets it comes from (symmetric deletion). */
const BY_DELETION = new Map<string, string[]>();
for (const word of TARGETS) {
  for (let i = -1; i < word.length; i++) {
    const key = i < 0 ? word : word.slice(0, i) + word.slice(i + 1);
    const same = BY_DELETION.get(key);
    if (!same) BY_DELETION.set(key, [word]);
    else if (!same.includes(word)) same.push(word);
  }
}

/**
 * Whether `a` and `b` differ by one letter added, dropped, changed, or two neighbours swapped,
 * inside the word: not at the first letter, where another word starts (SHIPPING, SHOPPING), nor at
 * the last, where a bank's field cuts a longer name ("KITCHENE" of KITCHENERS is no KITCHENS).
 */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  const shorter = Math.min(a.length, b.length);
  if (i === 0 || i >= shorter - 1) return false;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return i + 2 < shorter && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * The word `token` misspells, or null. `sameReading` says whether two fitting words read alike (the
 * rules' flags or knowledge-base labels), so DEPOSITO and DEPOSITS, both deposits, may fit at once.
 */
export function misspelled(token: string, sameReading: (a: string, b: string) => boolean): string | null {
  if (!mayBeMisspelled(token) || TARGETS.has(token) || KNOWN_WORDS.has(token) || ENGLISH_NEIGHBOURS.has(token) || isPersonalName(token)) return null;
  let fit: string | null = null;
  const consider = (key: string): boolean => {
    for (const word of BY_DELETION.get(key) ?? []) {
      if (!oneEditApart(token, word) || word === fit) continue;
      if (fit !== null && !sameReading(fit, word)) return false;
      if (fit === null || word.length < fit.length || (word.length === fit.length && word < fit)) fit = word;
    }
    return true;
  };
  if (!consider(token)) return null;
  for (let i = 0; i < token.length; i++) if (!consider(token.slice(0, i) + token.slice(i + 1))) return null;
  return fit;
}
