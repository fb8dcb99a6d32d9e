/**
 * Writes functions/core/labelling/brands-osm.ts: the South African chains of OpenStreetMap's
 * name-suggestion-index (NSI, https://github.com/osmlab/name-suggestion-index, BSD-3-Clause), each
 * with the label its kind of shop implies, for the knowledge base.
 *
 *   npx tsx layers/labelling-model/import-osm-brands.ts <NSI checkout> [<commit>]
 *
 * Why NSI: it is the public, maintained list of brands that have shops in a country, each tagged
 * with what it sells (shop=supermarket, amenity=fast_food, ...). The engine's unseen-line misses
 * are dominated by traders it has never heard of; a chain it can learn from a public register is
 * one fewer guess, and the register grows without anyone here writing entries for lines they saw.
 *
 * What is taken: items whose locationSet includes "za" (chains present in South Africa), from the
 * categories of CATEGORY_LABEL (a kind of shop whose purchase has one obvious label); financial
 * offices, banks, insurers, estate agents and car dealers are left out (the issue: a financial
 * group's label comes from the product the line names, not from the group). Each item gives its
 * display name, name, brand and match names, normalised like descriptions. A phrase is dropped when
 * the knowledge base already has it (the curated entry wins), when it is shorter than 3 letters,
 * when every word of it is a given name or surname (a person's payment must not become a shop),
 * or when it is in AMBIGUOUS (an everyday word that is also a brand: CODE, STYLE, OASIS, ...).
 * Credits get no opinion (the brand's refund rule and the grammar decide), priority 2 like every
 * named merchant.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURATED_KNOWLEDGE_BASE as KNOWLEDGE_BASE } from "#core/labelling/knowledge-base";
import { normalise } from '#core/labelling/text';
import { isFirstName, isSurname } from '#core/labelling/people';
import type { Label } from '#schemas/labels';

const CATEGORY_LABEL: Readonly<Record<string, Label>> = {
  'amenity/cafe': 'Coffee',
  'amenity/cinema': 'Entertainment',
  'amenity/college': 'Education',
  'amenity/fast_food': 'Eating Out',
  'amenity/fuel': 'Fuel',
  'amenity/ice_cream': 'Eating Out',
  'amenity/music_school': 'Education',
  'amenity/pharmacy': 'Health and Medical',
  'amenity/restaurant': 'Eating Out',
  'leisure/fitness_centre': 'Sport',
  'shop/agrarian': 'Home and Garden',
  'shop/alcohol': 'Alcohol',
  'shop/baby_goods': 'Children and Dependents',
  'shop/bag': 'Clothing',
  'shop/bakery': 'Groceries',
  'shop/beauty': 'Personal Care',
  'shop/bed': 'Home and Garden',
  'shop/beverages': 'Groceries',
  'shop/bicycle': 'Sport',
  'shop/books': 'General Purchases',
  'shop/butcher': 'Groceries',
  'shop/car_parts': 'Transport',
  'shop/car_repair': 'Transport',
  'shop/clothes': 'Clothing',
  'shop/convenience': 'Groceries',
  'shop/copyshop': 'General Purchases',
  'shop/cosmetics': 'Personal Care',
  'shop/department_store': 'General Purchases',
  'shop/doityourself': 'Home and Garden',
  'shop/electronics': 'Electronics and Appliances',
  'shop/flooring': 'Home and Garden',
  'shop/furniture': 'Home and Garden',
  'shop/hairdresser': 'Personal Care',
  'shop/hardware': 'Home and Garden',
  'shop/herbalist': 'Health and Medical',
  'shop/hifi': 'Electronics and Appliances',
  'shop/household_linen': 'Home and Garden',
  'shop/houseware': 'Home and Garden',
  'shop/jewelry': 'General Purchases',
  'shop/lighting': 'Home and Garden',
  'shop/mobile_phone': 'Electronics and Appliances',
  'shop/optician': 'Health and Medical',
  'shop/outdoor': 'Sport',
  'shop/pawnbroker': 'General Purchases',
  'shop/perfumery': 'Personal Care',
  'shop/pet': 'General Purchases',
  'shop/shoe_repair': 'General Purchases',
  'shop/shoes': 'Clothing',
  'shop/sports': 'Sport',
  'shop/stationery': 'General Purchases',
  'shop/supermarket': 'Groceries',
  'shop/ticket': 'Entertainment',
  'shop/tiles': 'Home and Garden',
  'shop/tool_hire': 'Home and Garden',
  'shop/toys': 'General Purchases',
  'shop/trade': 'Home and Garden',
  'shop/tyres': 'Transport',
  'shop/variety_store': 'General Purchases',
  'tourism/hotel': 'Holidays and Travel',
};

/**
 * Brand names that are also everyday words, place names or bank wording: matched anywhere in a
 * line they would label lines that never went near the shop ("SECURITY CODE", "THE HUB MALL").
 */
const AMBIGUOUS = new Set([
  'ARCHIVE', 'CODE', 'STYLE', 'JAM', 'OASIS', 'THE HUB', 'THE FIX', 'SOVIET', 'POWER', 'GLOBAL', 'HOME', 'EVOLVE', 'LOXION',
  // a given name, a municipality or a town that is also a chain's name
  'PAUL', 'AKHONA', 'AYANA', 'SENQU', 'ROCHESTER', 'TATA', 'MAXIS',
  // cut-offs that a longer word's truncation or another brand also produces
  'CAPI', 'RFO', 'VODACOM U',
]);

interface NsiItem {
  displayName?: string;
  locationSet?: { include?: unknown[]; exclude?: unknown[] };
  matchNames?: string[];
  tags?: Record<string, string>;
}

function itemsOf(root: string): { category: string; item: NsiItem }[] {
  const brands = join(root, 'data', 'brands');
  const out: { category: string; item: NsiItem }[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json')) {
        const category = relative(brands, path).replace(/\.json$/, '');
        const file = JSON.parse(readFileSync(path, 'utf8')) as { items?: NsiItem[] };
        for (const item of file.items ?? []) out.push({ category, item });
      }
    }
  };
  walk(brands);
  return out;
}

/** South Africa itself, or a region that holds it (UN M49: Africa, Sub-Saharan, Southern Africa) and does not exclude it. */
const REGIONS_WITH_ZA = new Set(['za', '002', '202', '018']);
function inSouthAfrica(item: NsiItem): boolean {
  const codes = (list: unknown[] | undefined): string[] => (list ?? []).map((code) => String(code).toLowerCase());
  return codes(item.locationSet?.include).some((c) => REGIONS_WITH_ZA.has(c)) && !codes(item.locationSet?.exclude).includes('za');
}

function namesOf(item: NsiItem): string[] {
  const raw = [item.displayName, item.tags?.name, item.tags?.brand, item.tags?.['name:en'], item.tags?.short_name, ...(item.matchNames ?? [])];
  // "(South Africa)", "(Southern Africa)": NSI's disambiguation, not part of any shop's name
  // Accents folded (Caffè -> CAFFE, Nü -> NU): banks print the plain letters.
  const plain = (n: string): string => n.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return raw.filter((n): n is string => typeof n === 'string').map((n) => normalise(plain(n).replace(/\([^)]*\)/g, ' ').replace(/&/g, ' AND ')));
}

export function isPersonLike(phrase: string): boolean {
  return phrase.split(' ').every((w) => isFirstName(w) || isSurname(w));
}

export function selectBrands(items: readonly { category: string; item: NsiItem }[]): Map<Label, { phrase: string; brand: string }[]> {
  const known = new Set(KNOWLEDGE_BASE.flatMap((g) => g.phrases.split('|').map((p) => normalise(p))));
  const taken = new Set<string>();
  const byLabel = new Map<Label, { phrase: string; brand: string }[]>();
  for (const { category, item } of items) {
    const label = CATEGORY_LABEL[category];
    if (!label || !inSouthAfrica(item)) continue;
    for (const phrase of new Set(namesOf(item))) {
      if (phrase.replace(/ /g, '').length < 3 || known.has(phrase) || AMBIGUOUS.has(phrase) || isPersonLike(phrase)) continue;
      if (taken.has(phrase)) continue; // one label per phrase: the first category (sorted) wins
      taken.add(phrase);
      const list = byLabel.get(label) ?? [];
      list.push({ phrase, brand: item.displayName ?? phrase });
      byLabel.set(label, list);
    }
  }
  return byLabel;
}

function main(): void {
  const root = process.argv[2];
  if (!root) throw new Error('usage: import-osm-brands.ts <name-suggestion-index checkout> [<commit>]');
  const commit = process.argv[3] ?? 'unknown commit';
  const byLabel = selectBrands(itemsOf(root));
  const labels = [...byLabel.keys()].sort();
  const lines = labels.map((label) => {
    const phrases = byLabel.get(label)!.map((p) => p.phrase).sort();
    return `  g('${label}', '${phrases.join('|')}'),`;
  });
  const count = labels.reduce((n, l) => n + byLabel.get(l)!.length, 0);
  const file = `/**
 * South African chains from OpenStreetMap's name-suggestion-index (NSI), by the label their kind
 * of shop implies. GENERATED by layers/labelling-model/import-osm-brands.ts (do not edit by hand;
 * change the script's mapping or exclusions and run it again) from
 * https://github.com/osmlab/name-suggestion-index at ${commit},
 * data/brands/**, items whose locationSet includes South Africa ("za", or Africa's UN M49 regions
 * 002, 202, 018 without excluding it): ${count} phrases not already in knowledge-base.ts.
 *
 * NSI data: Copyright 2026, name-suggestion-index contributors, BSD 3-Clause licence
 * (https://github.com/osmlab/name-suggestion-index/blob/main/LICENSE.md): redistribution with this
 * notice; the names of the copyright holder and contributors are not used to endorse this product.
 */
import type { Label } from '#schemas/labels';

/** A knowledge-base group (knowledge-base.ts KnowledgeGroup) of named merchants with no opinion on credits. */
export interface BrandGroup {
  phrases: string;
  debit: Label;
  credit: null;
  priority: 2;
}

const g = (debit: Label, phrases: string): BrandGroup => ({ phrases, debit, credit: null, priority: 2 });

export const OSM_BRANDS: readonly BrandGroup[] = [
${lines.join('\n')}
];
`;
  const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'functions', 'core', 'labelling', 'brands-osm.ts');
  writeFileSync(out, file);
  console.log(`wrote ${out}: ${count} phrases in ${labels.length} labels`);
  for (const label of labels) console.log(`  ${label}: ${byLabel.get(label)!.map((p) => p.phrase).join(', ')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
