/**
 * Towns as banks print them after a card machine's shop name: the merchant key drops them
 * (index.ts), and a line of no bank wording ending in one pays a shop, not a person (index.ts's
 * scan, rules.ts's reading of money paid back).
 */
import { isPersonalName } from './people.ts';

/** A place none of whose words the name lists hold: a town named like a family or a given person the lists know would make a person's payment a shop's. */
function namesNoPerson(place: string): boolean {
  return !place.split(' ').some((word) => isPersonalName(word));
}

/**
 * Session 84: the smaller towns and townships of every province, the seats of local municipalities
 * and their old names (place names, written from public knowledge of the country's map), which
 * card machines print after a small trader's name as they print the cities' ("Card Purchase:
 * Zodwa Shezi Vryheid (Card 9203)", "BOTLHALE SWELLENDAM"). Not towns whose names are also common
 * words or brands (SPRINGBOK, CERES, BETHLEHEM, MARBLE HALL), and none whose word the name lists
 * hold, nor the families' names among them the lists lack (SENEKAL, HOFMEYR, MOKOPANE, HERMANUS).
 */
const SMALLER_TOWNS: readonly string[] = (
  'VRYHEID|SWELLENDAM|BELA BELA|BELABELA|WARMBATHS|POTGIETERSRUS|LEPHALALE|ELLISRAS|MUSINA|MESSINA|GIYANI|' +
  'PHALABORWA|HOEDSPRUIT|HAZYVIEW|BARBERTON|ERMELO|STANDERTON|MKHONDO|LYDENBURG|MASHISHING|GROBLERSDAL|' +
  'BRONKHORSTSPRUIT|MAGALIESBURG|CARLETONVILLE|WESTONARIA|MEYERTON|SASOLBURG|PARYS|KROONSTAD|HARRISMITH|QWAQWA|' +
  'PHUTHADITJHABA|FICKSBURG|LADYBRAND|ZASTRON|BOTSHABELO|ODENDAALSRUS|BOTHAVILLE|HOOPSTAD|BULTFONTEIN|' +
  'WESSELSBRON|KOPPIES|VENTERSDORP|LICHTENBURG|ZEERUST|VRYBURG|WOLMARANSSTAD|BLOEMHOF|TAUNG|KURUMAN|KATHU|' +
  'POSTMASBURG|UPINGTON|CALVINIA|COLESBERG|PRIESKA|KENHARDT|KAKAMAS|KEIMOES|KOKSTAD|PORT SHEPSTONE|SHEPSTONE|' +
  'SCOTTBURGH|UMKOMAAS|AMANZIMTOTI|KWADUKUZA|TONGAAT|VERULAM|ESHOWE|EMPANGENI|MTUBATUBA|HLUHLUWE|PONGOLA|ULUNDI|' +
  'NONGOMA|ESTCOURT|IXOPO|UNDERBERG|BERGVILLE|PAULPIETERSBURG|QUEENSTOWN|KOMANI|QONCE|BUTTERWORTH|GCUWA|IDUTYWA|' +
  'DUTYWA|LUSIKISIKI|BIZANA|MATATIELE|MACLEAR|BURGERSDORP|GRAAFF REINET|GRAAFFREINET|GRAHAMSTOWN|MAKHANDA|' +
  'HUMANSDORP|OUDTSHOORN|LAINGSBURG|RIVERSDALE|BREDASDORP|GRABOUW|FRANSCHHOEK|MALMESBURY|VREDENBURG|SALDANHA|' +
  'LANGEBAAN|PIKETBERG|CLANWILLIAM|VREDENDAL|TULBAGH|MUIZENBERG|MILNERTON|KUILSRIVER|KRAAIFONTEIN|BRACKENFELL|' +
  'ATHLONE|WYNBERG|EERSTERIVIER|BLOUBERG|QUMBU|ENGCOBO|COFIMVABA|ELLIOTDALE|MQANDULI|LIBODE|NGQELENI|TABANKULU|' +
  'KWANOBUHLE|MDANTSANE|ZWELITSHA|MIDDELDRIF|STUTTERHEIM|TARKASTAD|STERKSTROOM|INDWE|STEYNSBURG|NOUPOORT|' +
  'FRASERBURG|PORTERVILLE|CITRUSDAL|LUTZVILLE|KLAWER|NIEUWOUDTVILLE|GARIES|KAMIESKROON|POFADDER|AGGENEYS|' +
  'HOPETOWN|STRYDENBURG|BRITSTOWN|MODDERRIVIER|KEMPDORP|HARTSWATER|DELPORTSHOOP|GALESHEWE|ROODEPAN|DEALESVILLE|' +
  'WINBURG|VENTERSBURG|CLOCOLAN|WEPENER|DEWETSDORP|REDDERSBURG|TROMPSBURG|PHILIPPOLIS|JAGERSFONTEIN|FAURESMITH|' +
  'KOFFIEFONTEIN|PETRUSBURG|VREDEFORT|VILJOENSKROON|STILFONTEIN|HARTBEESFONTEIN|JOUBERTON|ITSOSENG|MMABATHO|' +
  'MOGWASE|MADIKWE|SWARTRUGGENS|SANNIESHOF|SETLAGOLE|GANYESA|REIVILO|PATENSIE|PLETTENBERG BAY|PLETTENBERG|' +
  'KAREEDOUW|JOUBERTINA|UNIONDALE|DYSSELSDORP|CALITZDORP|LADISMITH|ALBERTINIA|STILBAAI|STRUISBAAI|GANSBAAI|' +
  'KLEINMOND|BOTRIVIER|VILLIERSDORP|RIVIERSONDEREND|GENADENDAL|BONNIEVALE|BARRYDALE|TOUWSRIVIER|RAWSONVILLE|' +
  'MERWEVILLE|MURRAYSBURG|JANSENVILLE|KLIPPLAAT|STEYTLERVILLE|WILLOWMORE|SIBASA|MALAMULELE|BOCHUM|SENWABARWANA|' +
  'BURGERSFORT|MODJADJISKLOOF|DUIWELSKLOOF|HAENERTSBURG|LEBOWAKGOMO|SESHEGO|MANKWENG|SIYABUSWA|KWAMHLANGA|' +
  'EKANGALA|GREYLINGSTAD|VOLKSRUST|WAKKERSTROOM|AMERSFOORT|BADPLAAS|MACHADODORP|DULLSTROOM|SABIE|GRASKOP|' +
  'KOMATIPOORT|MALELANE|KABOKWENI|KANYAMAZANE|MATSULU|KWAGGAFONTEIN|EMBALENHLE'
)
  .split('|')
  .filter(namesNoPerson);

/**
 * Session 91: the cities' suburbs and shopping districts card machines print after an independent
 * shop's name ("Card purchase: Red Shoe Tavern Observatory", "The Denim Diner Parktown"), as they
 * print the cities'. Not suburbs named by an everyday word (GARDENS, FLORIDA, KLOOF, BEREA), nor
 * two-word ones whose words are (SEA POINT, SALT RIVER, TABLE VIEW: every word of a town is a
 * place's, TOWN_WORDS), nor a family's or a given name the name lists hold.
 */
const SUBURBS: readonly string[] = (
  'OBSERVATORY|PARKTOWN|BRAAMFONTEIN|MABONENG|GREENSIDE|MELVILLE|PARKHURST|ILLOVO|CRESTA|NORTHCLIFF|' +
  'BEDFORDVIEW|KENILWORTH|RONDEBOSCH|WOODSTOCK|TOKAI|CONSTANTIA|HOUT BAY|CAMPS BAY|MORNINGSIDE|' +
  'GLENWOOD|HILLCREST|GEZINA|LYNNWOOD|WATERKLOOF|MENLO PARK|GARSFONTEIN|SUNNINGHILL|WOODMEAD|RIVONIA|' +
  'LONEHILL|NORTHRIDING|HONEYDEW|RANDPARK|CRAIGHALL|EMMARENTIA|AUCKLAND PARK|NEWTOWN|MARSHALLTOWN|YEOVILLE|' +
  'HILLBROW|NORWOOD|TYGERVALLEY|SUMMERSTRAND|WALMER|BLOUBERGSTRAND|' +
  'PINELANDS|MOWBRAY|NEWLANDS|CLAREINCH|PLUMSTEAD|BERGVLIET|NOORDHOEK|GORDONS BAY|STRAND|' +
  'WELLINGTON|EDGEMEAD|GOODWOOD|MUSGRAVE|' +
  'BROOKLYN|HAZELWOOD|MORELETA PARK|WONDERBOOM|AKASIA|SILVERTON|' +
  'LYTTELTON|IRENE|MIDSTREAM|KYALAMI|BROADACRES|CORLETT|EASTGATE|WESTGATE|CLEARWATER|NORTHGATE|' +
  'MAPONYA|JABULANI|DOBSONVILLE|DIEPKLOOF|ORLANDO|MEADOWLANDS|NALEDI|LENASIA|' +
  'FORDSBURG|MAYFAIR|BRIXTON|LINDEN|GREENSTONE|GREENPOINT|VOELKLOOF'
)
  .split('|')
  .filter(namesNoPerson);

/**
 * Towns and suburbs a card machine prints after the shop's name ("KARABO - GRAND CENTRAL PRETORIA",
 * "FLM CHILLI ON TOP SANDTON"): the major ones, and the short forms banks cut them to.
 */
export const TOWNS: readonly string[] = (
  'JOHANNESBURG|JHB|JOBURG|SANDTON|ROSEBANK|RANDBURG|FOURWAYS|BRYANSTON|MIDRAND|CENTURION|PRETORIA|PTA|TSHWANE|' +
  'MENLYN|HATFIELD|ARCADIA|SOWETO|TEMBISA|ALEXANDRA|ALEX|SOSHANGUVE|MAMELODI|ATTERIDGEVILLE|GA RANKUWA|MABOPANE|' +
  'BOKSBURG|BENONI|GERMISTON|KEMPTON PARK|ALBERTON|EDENVALE|ROODEPOORT|KRUGERSDORP|RANDFONTEIN|VEREENIGING|' +
  'VANDERBIJLPARK|SEBOKENG|EVATON|SPRINGS|BRAKPAN|NIGEL|HEIDELBERG|DURBAN|DBN|UMHLANGA|PINETOWN|WESTVILLE|' +
  'CHATSWORTH|PHOENIX|UMLAZI|KWAMASHU|PIETERMARITZBURG|PMB|RICHARDS BAY|NEWCASTLE|LADYSMITH|BALLITO|' +
  'CAPE TOWN|CPT|BELLVILLE|CLAREMONT|KHAYELITSHA|MITCHELLS PLAIN|GUGULETHU|PAROW|DURBANVILLE|SOMERSET WEST|' +
  'STELLENBOSCH|PAARL|WORCESTER|GEORGE|KNYSNA|MOSSEL|MOSSEL BAY|PORT ELIZABETH|PE|GQEBERHA|KARIEGA|UITENHAGE|EAST LONDON|MTHATHA|UMTATA|' +
  'BLOEMFONTEIN|BFN|WELKOM|KIMBERLEY|POLOKWANE|PIETERSBURG|TZANEEN|THOHOYANDOU|NELSPRUIT|MBOMBELA|WITBANK|' +
  'EMALAHLENI|MIDDELBURG|SECUNDA|RUSTENBURG|KLERKSDORP|POTCHEFSTROOM|MAHIKENG|MAFIKENG|BRITS|HARTBEESPOORT|' +
  'GABORONE|MASERU|MBABANE|WINDHOEK'
)
  .split('|')
  .concat(SMALLER_TOWNS, SUBURBS);

/**
 * The two-word towns whose first word the knowledge base reads as a trade's (COFFEE, FISH), by that
 * word: the town's second word (a lookup, not a joined string: asked of every one-word phrase the
 * scan meets). Not among TOWNS: their words are a trade's as often (TOWN_WORDS).
 */
const TOWNS_NAMED_LIKE_A_TRADE: ReadonlyMap<string, string> = new Map([['COFFEE', 'BAY'], ['FISH', 'HOEK']]);
/**
 * tokens[i] opens a town named like a trade after a shop's name, both words in the description's
 * field (`end`): "Ntlonze Butchery Coffee Bay", "SEVEN STARS FISH HOEK". The card machine's
 * location, not what the shop sells.
 */
export function townNamedLikeATrade(tokens: readonly string[], i: number, end: number): boolean {
  if (i === 0 || i + 1 >= end) return false;
  const second = TOWNS_NAMED_LIKE_A_TRADE.get(tokens[i]!);
  return second !== undefined && second === tokens[i + 1];
}

/** The words of the towns (CAPE and TOWN of CAPE TOWN): a shop's name that is only names and a town says nothing of its trade. */
const TOWN_WORDS: ReadonlySet<string> = new Set(TOWNS.flatMap((town) => town.split(' ')));
/** Whether the word is a town's or a word of one (TOWN_WORDS). */
export function isTownWord(word: string): boolean {
  return TOWN_WORDS.has(word);
}

/**
 * Towns read as a card machine's location trailer when they end a line with no bank wording at all
 * (Discovery Bank prints card purchases as "<shop> <town>"): there the line pays a shop, not a
 * person. Not a town that is also a given name or surname (ALEX, GEORGE, GUGULETHU, HATFIELD: the
 * names' own lists decide), an everyday word (SPRINGS, PHOENIX) or a short form of three letters
 * or fewer.
 */
const TRAILING_TOWNS: ReadonlySet<string> = new Set(
  TOWNS.filter((town) => town.length >= 4 && !['SPRINGS', 'PHOENIX'].includes(town) && (town.includes(' ') || !isPersonalName(town))),
);
/** The last words of the two-word trailing towns (TOWN, WEST, BAY, ...): the pair is built only after one. */
const TWO_WORD_TOWN_ENDS: ReadonlySet<string> = new Set([...TRAILING_TOWNS].filter((town) => town.includes(' ')).map((town) => town.slice(town.indexOf(' ') + 1)));

/**
 * Whether the line ends as a card machine's descriptor does: its last one or two words a town of
 * TRAILING_TOWNS, or the country's code after the town (a card network's descriptor is the
 * merchant's name, its city and the country: "YOCO *LWAZI D PRETORIA ZA", "Pretorius En Seuns
 * Lichtenburg Za"), whatever the town.
 */
export function endsAsACardDescriptor(tokens: readonly string[]): boolean {
  const last = tokens.length - 1;
  return last >= 1 && (townEndsAt(tokens, last) || (last >= 2 && COUNTRY_CODES.has(tokens[last]!)));
}
/** The country codes a card network's merchant descriptor ends in ("<shop> <town> ZA", Investec's "... ZAF"). */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(['ZA', 'ZAF']);

/** Whether a town of TRAILING_TOWNS ends anywhere among the words: a line's reference words may follow the till's town. */
export function namesATown(tokens: readonly string[]): boolean {
  for (let i = 1; i < tokens.length; i++) if (townEndsAt(tokens, i)) return true;
  return false;
}

/** Whether the words from tokens[from] to the end are one town of TRAILING_TOWNS, of one word or two ("GIYANI", "BELA BELA"). */
export function townFrom(tokens: readonly string[], from: number): boolean {
  const last = tokens.length - 1;
  return (last === from && TRAILING_TOWNS.has(tokens[last]!)) || (last === from + 1 && TRAILING_TOWNS.has(`${tokens[from]!} ${tokens[last]!}`));
}
/** Whether tokens[i], alone or with the word before it, is a town of TRAILING_TOWNS. */
function townEndsAt(tokens: readonly string[], i: number): boolean {
  const last = tokens[i]!;
  return TRAILING_TOWNS.has(last) || (i >= 1 && TWO_WORD_TOWN_ENDS.has(last) && TRAILING_TOWNS.has(`${tokens[i - 1]!} ${last}`));
}

/**
 * The towns as a terminal's field glues them to the shop's name, spaces dropped ("CAPETOWN"), and
 * every start of three letters or more of each: a field cut after a town's first letters
 * ("SHOPRITEPOLOK", "DISCHEMSASOLB") leaves one of these after the shop.
 */
const GLUED_TOWNS: ReadonlySet<string> = new Set(TOWNS.map((town) => town.replaceAll(' ', '')).filter((town) => town.length >= 3));
const GLUED_TOWN_STARTS: ReadonlySet<string> = new Set([...GLUED_TOWNS].flatMap((town) => Array.from({ length: town.length - 2 }, (_, k) => town.slice(0, k + 3))));
/**
 * Whether `rest`, what follows a shop's name in one glued token, is a town's start (three letters
 * or more, the field cut inside it) or opens with a whole town of four letters or more and more
 * after it (a branch's own word: "MCDMENLYNDTHR", McDonald's Menlyn drive-through).
 */
export function gluedTownStart(rest: string): boolean {
  if (rest.length < 3) return false;
  if (GLUED_TOWN_STARTS.has(rest)) return true;
  for (let k = 4; k < rest.length; k++) if (GLUED_TOWNS.has(rest.slice(0, k))) return true;
  return false;
}

