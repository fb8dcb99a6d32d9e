/**
 * Person-name detection: is the counterparty of a line a private person?
 *
 * Why: money between private people (a payment received from "VUYO BOTHA", sent to "W. VENTER",
 * with or without a note such as "RENT" or "SALARY") is a transfer. Labelled as salary or other
 * income it inflates income and therefore affordability, the costliest mistake the engine can make
 * for a lender (issue 12). The rule that uses this lives in rules.ts (`decide`, step "person").
 *
 * A line names a person when, among the tokens that are neither bank grammar nor a named merchant:
 *   - a title (MR, MRS, MS, MISS, MNR, MEV) is followed by a word, or
 *   - a known first name is next to another word (first name + surname, or surname + first name), or
 *   - one to three single-letter initials are next to a known surname, or next to any word of three
 *     or more letters when the line is a payment or transfer ("PAYMENT FROM J M SMITH"),
 * and no company word (PTY, LTD, CC, INC, HOLDINGS, TRADING, ...) or institution word (DEPT,
 * MUNICIPALITY, SCHOOL, ...) appears anywhere in the line. "DR" is not a person marker (doctors
 * are Health and Medical).
 *
 * Name lists: common South African given names and surnames across Nguni, Sotho-Tswana,
 * Tsonga/Venda, Afrikaans, English, Indian South African and Muslim naming, written from public
 * knowledge; the surname list starts from the most common surnames that Statistics South Africa
 * reports in its annual "Recorded live births" releases (Dlamini, Nkosi, Ndlovu, Khumalo, ...;
 * e.g. as reported by IOL, 2019-09-27,
 * https://www.iol.co.za/dailynews/news/kwazulu-natal/dlamini-is-still-south-africas-most-common-surname-33584857).
 * No customer data was used. The lists need not be complete: initials + surname and titles catch
 * most bank narrations, and an unknown name with no signal falls to the model.
 */

const FIRST_NAMES = new Set(
  (
    'THABO|SIPHO|LERATO|NOMSA|PALESA|KAGISO|ZANELE|BONGANI|AYANDA|LINDIWE|MPHO|TSHEPO|NALEDI|SIBUSISO|THANDI|THANDEKA|LUNGILE|' +
    'KHANYISILE|REFILWE|SIPHIWE|LWAZI|VUYO|VUYANI|VUSI|SANDILE|SIBONGILE|NOMVULA|NTOMBI|NOKUTHULA|ZODWA|BUSISIWE|THEMBA|THEMBEKA|' +
    'MANDLA|MUSA|NHLANHLA|SBU|SIYABONGA|SIZWE|LUTHO|LUNGA|ANELE|ASANDA|AMAHLE|LETHABO|ENZOKUHLE|MELOKUHLE|OKUHLE|ASEMAHLE|' +
    'KAMOGELO|KATLEGO|KEABETSWE|KGOTSO|KOKETSO|LESEGO|NEO|ONALENNA|ONTHATILE|OMPHILE|BOITUMELO|DINEO|KELEBOGILE|MOLEBOHENG|' +
    'PULENG|TEBOGO|TSHIAMO|TUMELO|TUMI|KABELO|KARABO|KHUTSO|LEHLOHONOLO|MOSA|MPUMI|MPUMELELO|NANDI|NOSIPHO|PHINDILE|PHUMZILE|' +
    'PRECIOUS|PRIDE|BLESSING|GIFT|GODFREY|LUCKY|MERCY|PATIENCE|PORTIA|PRINCESS|PROMISE|HAPPY|GOODNESS|COMFORT|BEAUTY|' +
    'SELLO|SOLLY|TSHEPISO|THULANI|XOLANI|ZAMA|ZINHLE|ZOLEKA|ZUKISWA|ZUKO|ZWELI|ZWELAKHE|ZANDILE|YONELA|SINETHEMBA|SIPHESIHLE|' +
    'MBALI|HLENGIWE|GUGU|GUGULETHU|FIKILE|DUDUZILE|BONGIWE|AVUYILE|AKHONA|ABONGILE|ANDILE|BHEKI|DUMISANI|JABULANI|LINDA|LINDOKUHLE|' +
    'MXOLISI|NKOSINATHI|SABELO|SIFISO|SIHLE|SIMPHIWE|SINDISWA|THEMBISILE|LUYANDA|ONGEZWA|ZIYANDA|KHOLOFELO|MAPULE|MMABATHO|' +
    'OUPA|GOGO|MAMA|PAPA|MKHULU|' +
    'JOHAN|JOHANNES|PIETER|PIET|JACO|JACQUES|HENDRIK|HENNIE|GERHARD|GERRIT|FRANS|FRANCOIS|ANDRIES|CORNELIUS|NEELS|DANIE|DANIEL|' +
    'WILLEM|WIKUS|RIAAN|RUAN|DEON|DIRK|MARIUS|JANNIE|KOOS|STEFAN|CHRISTO|MORNE|WERNER|JURIE|LOUIS|ELSABE|ANNELIE|MARIETJIE|' +
    'SUNETTE|ANNEMARIE|ELMARIE|KARIN|LIZE|MARISKA|RIANA|CHANTEL|CHANELLE|CHARLENE|ILSE|ANKE|MARLIZE|ESTELLE|RONEL|HANLIE|' +
    'JOHN|JAMES|DAVID|MICHAEL|PETER|PAUL|MARK|ANDREW|RICHARD|ROBERT|WILLIAM|THOMAS|CHRISTOPHER|MATTHEW|ANTHONY|KEVIN|BRIAN|' +
    'GRANT|CRAIG|SEAN|SHAUN|JASON|BRADLEY|GARETH|DEAN|WAYNE|GAVIN|NEIL|IAN|GRAHAM|TREVOR|CLIVE|DEREK|ASHLEY|BRANDON|RYAN|' +
    'MARY|ANNA|ANNE|SARAH|SUSAN|ELIZABETH|MARGARET|PATRICIA|JENNIFER|LINDA|BARBARA|MICHELLE|NICOLE|NATASHA|CANDICE|TAMARA|' +
    'LAUREN|MEGAN|KIRSTEN|JESSICA|SAMANTHA|CLAIRE|EMMA|KATE|KAREN|SHARON|DEBBIE|LEE|ROXANNE|BRENDA|CAROL|GAIL|JOANNE|' +
    'PRIYA|PRIYANKA|KAVITHA|KAMINI|NISHA|ANISHA|SHANTHI|REKHA|SUNITA|DEVAN|DEVI|PRAVEEN|PREVIN|RAJESH|RAJ|RAVI|SANJAY|SURESH|' +
    'VISHAL|VIKASH|NAVIN|KRISHNA|KUBEN|LOGAN|NIRVANA|SELVAN|' +
    'FATIMA|AYESHA|ZAINAB|ZAHEERA|NAZEEM|YUSUF|YUSUF|ISMAIL|IBRAHIM|MOHAMMED|MOHAMED|MUHAMMAD|AHMED|ABDUL|RASHID|RIAZ|ZAID|' +
    'FAROUK|GOOLAM|SHAMIELA|FAIZEL|WASEEM|NADIA|TASNEEM|RUSHDA|GADIJA|MOEGAMAT|ACHMAT|' +
    'TSAKANI|NTSAKO|HLULANI|RIRHANDZU|MUTHUHADINI|RUDZANI|LUFUNO|MPHO|AZWINDINI|ORIFHA|TSHILIDZI|NDIVHUWO|PFARELO'
  ).split('|'),
);

const SURNAMES = new Set(
  (
    'DLAMINI|NKOSI|NDLOVU|KHUMALO|SITHOLE|MAHLANGU|MOKOENA|MATHEBULA|MAZIBUKO|NGOBENI|MTHEMBU|ZULU|BUTHELEZI|NGCOBO|SHABALALA|' +
    'MABASO|MKHIZE|MAJOLA|HLONGWANE|MASEKO|MOLEFE|MOLOI|RADEBE|BALOYI|MABUZA|MASHABA|MOTAUNG|MAKHUBELE|NXUMALO|GUMEDE|CELE|' +
    'MNGUNI|MTHETHWA|NTULI|MDLULI|SIBIYA|MTSHALI|MAJOZI|ZWANE|MSIMANGO|MASILELA|SKOSANA|MOTLOUNG|MOFOKENG|TSHABALALA|MOLOKO|' +
    'MAHLABA|MAKHANYA|MASILO|MOKGATLE|MODISE|MOAGI|MOSIA|SETHOLE|LETSOALO|MPHAHLELE|MASHEGO|MAHLAOLE|MALULEKE|CHAUKE|MATHEBE|' +
    'NEMUTANZHELA|NETSHIFHEFHE|MUDAU|RAMAPHOSA|MASHIGO|SEBOLA|LEDWABA|MOTSEPE|MASEMOLA|NKUNA|SHIBAMBU|RIKHOTSO|MAZIBUKO|' +
    'NDABA|NYATHI|MAPHANGA|MOTSOENENG|SEKHOTO|TAU|PHIRI|BANDA|MWALE|MOYO|SIBANDA|NCUBE|DUBE|MPOFU|MAKHATHINI|MAGUBANE|' +
    'VENTER|BOTHA|VAN DER MERWE|MERWE|DU TOIT|TOIT|VAN WYK|WYK|NEL|COETZEE|PRETORIUS|SMIT|FOURIE|DU PLESSIS|PLESSIS|JOUBERT|' +
    'KRUGER|STEYN|LOMBARD|SWANEPOEL|MARAIS|ENGELBRECHT|VAN ZYL|ZYL|BOSHOFF|BEZUIDENHOUT|VILJOEN|OOSTHUIZEN|ERASMUS|BURGER|' +
    'GROBLER|VISSER|LOUW|NIEMAND|DE BEER|BEER|DE VILLIERS|VILLIERS|JANSEN|JANSE|VAN DER WALT|WALT|LE ROUX|ROUX|THERON|' +
    'STRYDOM|HATTINGH|MULLER|SCHOEMAN|WESSELS|DE KLERK|KLERK|CRONJE|BASSON|JORDAAN|LABUSCHAGNE|SNYMAN|BRITS|' +
    'SMITH|JONES|WILLIAMS|BROWN|TAYLOR|JOHNSON|WILSON|MILLER|DAVIS|CLARK|WHITE|MOORE|MARTIN|THOMPSON|EVANS|GREEN|HARRIS|' +
    'JACOBS|ADAMS|FORTUIN|PETERSEN|PETERSON|HENDRICKS|ISAACS|ABRAHAMS|DANIELS|SAMUELS|WILLIAMS|JULIES|ARENDSE|CLOETE|' +
    'APRIL|OCTOBER|FEBRUARY|JANUARY|CUPIDO|BOOYSEN|KLAASEN|DAVIDS|SAULS|SAMSODIEN|' +
    'NAIDOO|PILLAY|GOVENDER|REDDY|MOODLEY|CHETTY|PADAYACHEE|NAICKER|SINGH|MAHARAJ|RAMSAMY|GOUNDEN|PATEL|DESAI|' +
    'MOOSA|EBRAHIM|CASSIM|HASSAN|OMAR|SALIE|PARKER|KHAN|JAFFER|ESSOP|MAYET|VALLY|BAYAT|CAJEE'
  ).split('|'),
);

/** Words that mark a company, institution or place of business, not a private person. */
const NOT_A_PERSON = new Set(
  (
    'PTY|PROPRIETARY|LTD|LIMITED|CC|INC|INCORPORATED|NPC|SOC|CO|CORP|CORPORATION|COMPANY|HOLDINGS|HLDGS|GROUP|GRP|TRADING|TRADERS|' +
    'ENTERPRISES|ENTERPRISE|SERVICES|SERVICE|SOLUTIONS|CONSULTING|CONSULTANTS|PROJECTS|CONSTRUCTION|INVESTMENTS|PROPERTIES|' +
    'PROPERTY|TRUST|FUND|FOUNDATION|ASSOCIATION|ASSOCIATES|ATTORNEYS|ATTORNEY|PARTNERS|AGENCY|STORES|STORE|SHOP|MARKET|' +
    'BANK|DEPT|DEPARTMENT|GOVERNMENT|GOVT|MUNICIPALITY|MUNIC|MINISTRY|SCHOOL|COLLEGE|UNIVERSITY|CHURCH|CLINIC|HOSPITAL|' +
    'PAYROLL|SALARIES|STAFF|EMPLOYEES|PERSAL|INSURANCE|ASSURANCE|FINANCE|FINANCIAL|CAPITAL|MOTORS|LOGISTICS|MINING|SECURITY|' +
    'DR|DRS|DOCTOR|DOKTER|PHARMACY|SALON|CAFE|RESTAURANT|GARAGE|LODGE|HOTEL|GUESTHOUSE|BAKERY|BUTCHERY|TAVERN|TRANSPORT|FARM|' +
    'PARLOUR|PARLOR|FUNERAL|MOTORS|PANELBEATERS|ELECTRICAL|PLUMBING|ACADEMY|CRECHE|KITCHEN|SPAZA|SUPERMARKET|WHOLESALE|' +
    'BOERDERY|DIENSTE|BELEGGINGS|EIENDOMS|EDMS|BPK|BK'
  ).split('|'),
);

/** Afrikaans and Dutch surname particles between initials and the surname. */
const PARTICLES = new Set(['VAN', 'DER', 'DE', 'DU', 'LE', 'LA', 'DEN', 'VON', 'JANSE', 'VD', 'V', 'D']);

/** Two-letter words that are not initials. */
const SHORT_WORDS = new Set(['NO', 'OF', 'ON', 'AT', 'IN', 'IS', 'BY', 'MY', 'TO', 'FR', 'OR', 'IT', 'AS', 'UP', 'WE', 'US', 'SA', 'ZA', 'CO', 'CC', 'PO', 'EN', 'OP', 'DE', 'DU', 'LE', 'LA', 'VD']);

const TITLES = new Set(['MR', 'MRS', 'MS', 'MISS', 'MNR', 'MEV', 'MEJ', 'ME', 'MX']);

/** Grammar connectors that sit between a channel phrase and the name ("PAYMENT FROM", "TO"). */
const CONNECTORS = new Set(['FROM', 'TO', 'FR', 'FRM', 'VAN', 'AAN', 'BY', 'FOR', 'REF', 'AND', 'EN']);

/**
 * Words that say the payer is an employer (an organisation), beyond the company words above: sectors
 * and public bodies ("HARMONY GOLD", "TIGER BRANDS", "GAUTENG HEALTH", "CITY OF ...").
 */
const EMPLOYER_WORDS = new Set(
  (
    'GOLD|PLATINUM|COAL|MINES|MINE|STEEL|BRANDS|RETAIL|RETAILERS|FOODS|FOOD|BEVERAGES|BREWERIES|INDUSTRIES|MANUFACTURING|' +
    'ENGINEERING|SUPPLIES|DISTRIBUTORS|DISTRIBUTION|PHARMA|PHARMACEUTICALS|LABS|SYSTEMS|TECHNOLOGIES|TECH|MEDIA|TELECOM|' +
    'TELECOMS|ENERGY|POWER|AIRWAYS|AIRLINES|RAIL|PORTS|AMERICAN|AFRICA|AFRICAN|SOUTH|NATIONAL|PROVINCE|PROVINCIAL|CITY|' +
    'COUNCIL|BOARD|AGENCY|AUTHORITY|HEALTH|EDUCATION|POLICE|DEFENCE|CORRECTIONAL|PUBLIC|WORKS|UNION|CHAMBER|INSTITUTE|' +
    'SECURE|GUARDING|CLEANING|HOSPITALITY|HOTELS|CASINO|RESORTS|LOGISTICS|FREIGHT|COURIER|CONTRACTORS|CIVILS|PLANT|FARMS|' +
    'ESTATE|ESTATES|WINERY|MILLS|BAKERIES|DAIRIES|SUGAR|CHEMICALS|PLASTICS|PACKAGING|PAPER|MOTOR|AUTO|DEALERS|TRANSNET|ESKOM|' +
    'SASOL|ANGLO|IMPALA|SIBANYE|HARMONY|BIDVEST|BARLOWORLD|MULTICHOICE|NETCARE|MEDICLINIC|SUPERGROUP|IMPERIAL|AVI|PEPKOR|' +
    'SHOPRITE|WOOLWORTHS|TELKOM|VODACOM|MTN|PRASA|SANRAL|DENEL|SAA|SABC|SANDF|SAPS|DCS|PERSAL|GEPF|SASSA|SARS|UNISA|NHLS|' +
    // payroll words and the abbreviations employers' names are cut to (CONS, SEC, EDU, KZN; not
    // two-letter codes, which are initials as often)
    'SALARIES|PAYROLL|STAFF|EMPLOYEES|EMPLOYER|CONS|CONSTR|SEC|SECU|SECUR|EDU|EDUC|HOSP|GAUTENG|KZN|' +
    'LIMPOPO|MPUMALANGA|NATAL|CAPE|FREE|DEPT|DEPARTMENT|GOVT|GOVERNMENT|MUNICIPAL|METRO|DISTRICT|LOCAL'
  ).split('|'),
);

/** Whether any token names an organisation that can employ (company, sector or public-body word). */
export function employerEvidence(tokens: readonly string[], covered: Uint8Array): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (EMPLOYER_WORDS.has(t) || (covered[i] !== 2 && NOT_A_PERSON.has(t))) return true;
  }
  return false;
}

export function isFirstName(token: string): boolean {
  return FIRST_NAMES.has(token);
}

export function isSurname(token: string): boolean {
  return SURNAMES.has(token);
}

/**
 * Whether the tokens name a private person. `covered[i]` is non-zero for tokens consumed by a
 * bank-grammar phrase (1) or a named merchant/payer of the knowledge base (2): they are not part
 * of a name. `payment`: the line is a payment or transfer, where an initial next to any word is
 * taken as a name.
 */
// Helpers at module level, not closures: namesPerson runs on every credit and payment line.
function isWord(tokens: readonly string[], covered: Uint8Array, j: number): boolean {
  return j >= 0 && j < tokens.length && covered[j] === 0 && tokens[j]!.length >= 2 && !CONNECTORS.has(tokens[j]!);
}

function isInitial(tokens: readonly string[], covered: Uint8Array, j: number): boolean {
  const t = tokens[j]!;
  return t.length === 1 || (t.length === 2 && covered[j] !== 1 && !SHORT_WORDS.has(t));
}

export function namesPerson(tokens: readonly string[], covered: Uint8Array, payment: boolean): boolean {
  const n = tokens.length;
  // Company words outside knowledge-base phrases ("SCHOOL FEES" in a note is a purpose, not a payer);
  // employer and payroll words anywhere ("G4S SECURE SALARIES").
  for (let i = 0; i < n; i++) if ((covered[i] !== 2 && NOT_A_PERSON.has(tokens[i]!)) || EMPLOYER_WORDS.has(tokens[i]!)) return false;

  for (let i = 0; i < n; i++) {
    const t = tokens[i]!;
    if (covered[i] === 2 && t.length > 2) continue;
    if (TITLES.has(t) && covered[i] === 0 && isWord(tokens, covered, i + 1)) return true;
    if (FIRST_NAMES.has(t) && (covered[i] === 0 || payment) && (isWord(tokens, covered, i + 1) || (isWord(tokens, covered, i - 1) && SURNAMES.has(tokens[i - 1]!)))) return true;
    if (isInitial(tokens, covered, i)) {
      // Initials: up to three single letters (or a pair such as "SJ"), then the surname.
      let j = i;
      while (j < n && j - i < 3 && isInitial(tokens, covered, j)) j++;
      const initialsEnd = j;
      while (j < n && PARTICLES.has(tokens[j]!)) j++; // J VAN DER MERWE, A DU TOIT
      if (j < n && covered[j] === 0 && tokens[j]!.length >= 3) {
        const s = tokens[j]!;
        if (SURNAMES.has(s) || (payment && !CONNECTORS.has(s))) return true;
      }
      i = initialsEnd - 1;
    }
    if (SURNAMES.has(t) && covered[i] === 0 && i > 0 && (covered[i - 1] === 0 || tokens[i - 1]!.length <= 2)) {
      // "SJ FOURIE", "PHIL MOLEFE": a known surname after initials or, in a payment, after any name.
      const prev = tokens[i - 1]!;
      if (prev.length <= 2 || (payment && prev.length >= 3 && !CONNECTORS.has(prev))) return true;
    }
  }
  return false;
}
