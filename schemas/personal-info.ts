/**
 * Personal-info connections: the applicant's personal information, prefilled by the lender
 * (`PUT /v1/personal_info_connections/{application_id}/prefill`) on an application whose config
 * has the `personal_info` connection. Field names and limits are Beam's (SPEC §5); Khanya adds
 * checks a Beam client's valid data passes anyway: real dates, country codes and, for South
 * African ID numbers, the number itself (schemas/sa-id.ts).
 *
 * This is personal information under POPIA: it is never logged, and answered only to the
 * organisation that owns the application.
 */
import * as z from 'zod';
import { EmailSchema, nameText, ObjectIdSchema } from './common.ts';
import { checkSaIdNumber, isSouthAfricanIdType, NATIONAL_ID_TYPE_SPELLINGS, parseIsoDate, SA_ID_TYPE_SPELLINGS, todayIn } from './sa-id.ts';

// ---------------------------------------------------------------------------------------------
// Vocabularies

/**
 * Recommended `id_type` values. `id_type` is a free string (Beam accepts any), so existing
 * clients keep working; these are the values Khanya's console and documentation use.
 */
export const RECOMMENDED_ID_TYPES = ['SA_ID', 'PASSPORT', 'ASYLUM_SEEKER_PERMIT', 'REFUGEE_ID', 'WORK_PERMIT', 'DRIVERS_LICENCE', 'OTHER'] as const;

/** ISO 3166-1 alpha-2 : alpha-3, every officially assigned code (249). */
const ISO_3166 = `
AD:AND AE:ARE AF:AFG AG:ATG AI:AIA AL:ALB AM:ARM AO:AGO AQ:ATA AR:ARG AS:ASM AT:AUT AU:AUS
AW:ABW AX:ALA AZ:AZE BA:BIH BB:BRB BD:BGD BE:BEL BF:BFA BG:BGR BH:BHR BI:BDI BJ:BEN BL:BLM
BM:BMU BN:BRN BO:BOL BQ:BES BR:BRA BS:BHS BT:BTN BV:BVT BW:BWA BY:BLR BZ:BLZ CA:CAN CC:CCK
CD:COD CF:CAF CG:COG CH:CHE CI:CIV CK:COK CL:CHL CM:CMR CN:CHN CO:COL CR:CRI CU:CUB CV:CPV
CW:CUW CX:CXR CY:CYP CZ:CZE DE:DEU DJ:DJI DK:DNK DM:DMA DO:DOM DZ:DZA EC:ECU EE:EST EG:EGY
EH:ESH ER:ERI ES:ESP ET:ETH FI:FIN FJ:FJI FK:FLK FM:FSM FO:FRO FR:FRA GA:GAB GB:GBR GD:GRD
GE:GEO GF:GUF GG:GGY GH:GHA GI:GIB GL:GRL GM:GMB GN:GIN GP:GLP GQ:GNQ GR:GRC GS:SGS GT:GTM
GU:GUM GW:GNB GY:GUY HK:HKG HM:HMD HN:HND HR:HRV HT:HTI HU:HUN ID:IDN IE:IRL IL:ISR IM:IMN
IN:IND IO:IOT IQ:IRQ IR:IRN IS:ISL IT:ITA JE:JEY JM:JAM JO:JOR JP:JPN KE:KEN KG:KGZ KH:KHM
KI:KIR KM:COM KN:KNA KP:PRK KR:KOR KW:KWT KY:CYM KZ:KAZ LA:LAO LB:LBN LC:LCA LI:LIE LK:LKA
LR:LBR LS:LSO LT:LTU LU:LUX LV:LVA LY:LBY MA:MAR MC:MCO MD:MDA ME:MNE MF:MAF MG:MDG MH:MHL
MK:MKD ML:MLI MM:MMR MN:MNG MO:MAC MP:MNP MQ:MTQ MR:MRT MS:MSR MT:MLT MU:MUS MV:MDV MW:MWI
MX:MEX MY:MYS MZ:MOZ NA:NAM NC:NCL NE:NER NF:NFK NG:NGA NI:NIC NL:NLD NO:NOR NP:NPL NR:NRU
NU:NIU NZ:NZL OM:OMN PA:PAN PE:PER PF:PYF PG:PNG PH:PHL PK:PAK PL:POL PM:SPM PN:PCN PR:PRI
PS:PSE PT:PRT PW:PLW PY:PRY QA:QAT RE:REU RO:ROU RS:SRB RU:RUS RW:RWA SA:SAU SB:SLB SC:SYC
SD:SDN SE:SWE SG:SGP SH:SHN SI:SVN SJ:SJM SK:SVK SL:SLE SM:SMR SN:SEN SO:SOM SR:SUR SS:SSD
ST:STP SV:SLV SX:SXM SY:SYR SZ:SWZ TC:TCA TD:TCD TF:ATF TG:TGO TH:THA TJ:TJK TK:TKL TL:TLS
TM:TKM TN:TUN TO:TON TR:TUR TT:TTO TV:TUV TW:TWN TZ:TZA UA:UKR UG:UGA UM:UMI US:USA UY:URY
UZ:UZB VA:VAT VC:VCT VE:VEN VG:VGB VI:VIR VN:VNM VU:VUT WF:WLF WS:WSM YE:YEM YT:MYT ZA:ZAF
ZM:ZMB ZW:ZWE`;

const COUNTRY_CODES: ReadonlySet<string> = new Set(ISO_3166.trim().split(/\s+/).flatMap((pair) => pair.split(':')));

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODES.has(value.toUpperCase());
}

// ---------------------------------------------------------------------------------------------
// Fields

const NameSchema = nameText(2, 24);

/** Case-insensitive ISO 3166-1 alpha-2 or alpha-3 code, stored in upper case as sent (ZA stays ZA, ZAF stays ZAF). */
const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .check((ctx) => {
    if (!isCountryCode(ctx.value)) {
      ctx.issues.push({ code: 'invalid_format', format: 'country_code', input: ctx.value, message: 'Must be an ISO 3166-1 alpha-2 or alpha-3 country code, e.g. ZA or ZAF' });
    }
  })
  .meta({ example: 'ZA' });

const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

/** Why a real YYYY-MM-DD date cannot be a date of birth, if it cannot. */
function dateOfBirthRangeProblem(value: string): string | undefined {
  if (value < EARLIEST_DATE_OF_BIRTH) return `Must be on or after ${EARLIEST_DATE_OF_BIRTH}`;
  if (value > todayIn()) return 'Must not be in the future';
  return undefined;
}

const DateOfBirthSchema = z.iso
  .date({ error: 'Must be a real date as YYYY-MM-DD' })
  .check((ctx) => {
    if (!parseIsoDate(ctx.value)) return; // already reported as not a date
    const problem = dateOfBirthRangeProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'invalid_format', format: 'date', input: ctx.value, message: problem });
  })
  .meta({ example: '1990-01-15', description: `A real date as YYYY-MM-DD, from ${EARLIEST_DATE_OF_BIRTH} to today (South African time).` });

const PhoneSchema = z
  .string()
  .trim()
  .min(10)
  .max(12)
  .regex(/^\+?[0-9]+$/, 'Must be digits, optionally after a leading +')
  .nullable()
  .optional()
  .meta({ example: '+27821234567', description: '10 to 12 characters: digits, optionally after a leading + (e.g. 0821234567 or +27821234567).' });

/** The issue paths the South African ID check depends on; it runs only when they parsed. */
const SA_ID_INPUTS = new Set<PropertyKey>(['gov_id', 'id_type', 'id_country']);

export const PersonalInfoInputDataSchema = z
  .object({
    first_names: NameSchema.meta({ example: 'Thandiwe Nomsa' }),
    last_names: NameSchema.meta({ example: 'Mokoena' }),
    date_of_birth: DateOfBirthSchema,
    nationality: CountryCodeSchema.meta({ description: 'ISO 3166-1 alpha-2 or alpha-3 code (case-insensitive), e.g. ZA or ZAF.' }),
    id_type: z
      .string()
      .trim()
      .min(1)
      .max(50)
      .meta({
        example: 'SA_ID',
        description:
          `The identity document. Any value is accepted; Khanya uses ${RECOMMENDED_ID_TYPES.join(', ')}. ` +
          `gov_id is checked as a South African ID number (13 digits, date of birth, citizenship digit, Luhn check digit) ` +
          `when id_type is ${SA_ID_TYPE_SPELLINGS.join(', ')}, or ${NATIONAL_ID_TYPE_SPELLINGS.join(', ')} with id_country ZA or ZAF ` +
          `(case and punctuation ignored: "sa id" and "SA-ID" are SA_ID).`,
      }),
    id_country: CountryCodeSchema.meta({ description: 'Country that issued the document: ISO 3166-1 alpha-2 or alpha-3 code, e.g. ZA or ZAF.' }),
    email: EmailSchema,
    phone: PhoneSchema,
    gov_id: z.string().trim().min(7).max(13).meta({ example: '9001155123085', description: 'The number of the identity document, 7 to 13 characters.' }),
  })
  .superRefine(
    (data, ctx) => {
      if (!isSouthAfricanIdType(data.id_type, data.id_country)) return;
      // A date of birth refused on its own is not compared with the ID as well.
      const dateOfBirth = typeof data.date_of_birth === 'string' && parseIsoDate(data.date_of_birth) && !dateOfBirthRangeProblem(data.date_of_birth) ? data.date_of_birth : undefined;
      for (const problem of checkSaIdNumber(data.gov_id, dateOfBirth)) {
        const field = problem.field;
        ctx.addIssue({ code: 'invalid_format', format: 'sa_id', path: [field], input: data[field], message: problem.message });
      }
    },
    // Also when other fields failed (every problem is reported at once), but only once the
    // fields the check reads have parsed.
    // A body that is not an object at all (an array, found by the fuzz test) has one issue at the
    // root and no field issues, so it is excluded by its kind, not by its issues.
    {
      when: (payload) =>
        !payload.issues.some((issue) => SA_ID_INPUTS.has(issue.path?.[0] ?? '')) &&
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !Array.isArray(payload.value),
    },
  )
  .meta({ id: 'PersonalInfoInputDataSchema', description: 'The applicant\'s personal information (SPEC §5 limits; strings are trimmed).' });

export type PersonalInfoInput = z.output<typeof PersonalInfoInputDataSchema>;

/** Beam's PersonalInfoDataSchema: what was prefilled, as stored. */
export const PersonalInfoDataSchema = z
  .object({
    first_names: z.string(),
    last_names: z.string(),
    date_of_birth: z.string().meta({ format: 'date' }),
    gov_id: z.string(),
    id_country: z.string(),
    id_type: z.string(),
    nationality: z.string(),
    email: z.string().nullable().meta({ format: 'email' }),
    phone: z.string().nullable(),
  })
  .meta({ id: 'PersonalInfoDataSchema' });

export type PersonalInfoData = z.infer<typeof PersonalInfoDataSchema>;

export const PersonalInfoOutSchema = z
  .object({
    id: ObjectIdSchema.meta({ description: 'The personal-info connection.' }),
    application: ObjectIdSchema,
    data: PersonalInfoDataSchema,
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }).meta({ description: 'When data was last prefilled.' }),
  })
  .meta({ id: 'PersonalInfoOutSchema' });

export const PersonalInfoConnectionListSchema = z.array(PersonalInfoOutSchema).meta({ id: 'PersonalInfoConnectionList' });

export const PersonalInfoConnectionIdParamsSchema = z.object({ connection_id: ObjectIdSchema });
export const PersonalInfoApplicationIdParamsSchema = z.object({ application_id: ObjectIdSchema });

