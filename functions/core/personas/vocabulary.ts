/**
 * The words persona statements are made of: merchants per label, employers, debit-order
 * creditors, platforms, people and places. Deliberately wide (dozens per label) so that the
 * labelling engine, evaluated on this data, cannot pass by memorising a handful of names. Names
 * are the brands South Africans see on their statements (retail, fuel, insurers, lenders,
 * municipalities, betting operators licensed by the provincial gambling boards); the small
 * businesses and people are invented.
 */
import type { Label } from '#schemas/labels';

/** Card-purchase merchants by their true label. */
export const CARD_MERCHANTS = {
  Groceries: [
    'Shoprite', 'Checkers', 'Checkers Hyper', 'Pick n Pay', 'PnP Family', 'Pick n Pay Express', 'Woolworths Food', 'Spar',
    'Superspar', 'Kwikspar', 'Boxer', 'Boxer Superstores', 'Usave', 'OK Foods', 'OK Minimark', 'Food Lovers Market',
    'Cambridge Food', 'Choppies', 'Fruit & Veg City', 'Save Hyper', 'Friendly Grocer', 'Checkers Sixty60', 'Game Foodco',
    'Take n Pay', 'Meat World', 'Bluff Meat Supply', 'Econo Foods', 'Roots Butchery', 'Kara Nichhas', 'Usave Express',
    'Mega Save', 'Jwayelani', 'Spar Express', 'Woolworths Dash', 'Oxford Freshmarket', 'Fresh Stop', 'Kwik Spar',
  ],
  Fuel: [
    'Engen', 'Engen Quickshop', 'Engen 1-Stop', 'Shell', 'Shell Select', 'BP', 'BP Express', 'Sasol', 'Sasol Delight',
    'Caltex', 'Caltex FreshStop', 'TotalEnergies', 'Total Bonjour', 'Astron Energy', 'Puma Energy', 'Zenex', 'Global Oil',
    'Frontier Fuel', 'Elegant Fuel', 'Sasol Convenience', 'Engen Garage', 'Shell Ultra City', 'Astron Star Mart',
  ],
  'Eating Out': [
    'KFC', 'McDonalds', 'Nandos', 'Steers', 'Wimpy', 'Spur', 'Debonairs Pizza', 'Romans Pizza', 'Chicken Licken',
    'Galitos', 'Fishaways', 'Ocean Basket', 'RocoMamas', 'Panarottis', 'Burger King', 'Pedros', 'Hungry Lion',
    'Col Cacchio', 'Tashas', 'Doppio Zero', 'John Dorys', 'Simply Asia', 'Mr D Food', 'Uber Eats', 'Sushi Box', 'Milky Lane',
    'Kauai', 'Pizza Hut', 'Dominos Pizza', 'Barcelos', 'Sanook', 'Hussar Grill', 'Cattle Baron', 'Mochachos', 'Piza e Vino',
    'Chesanyama Grill', 'Kota Joe', 'Blackstone Burgers', 'Hudsons Burger Joint', 'Fat Tony\'s', 'Primi Piatti',
  ],
  Coffee: [
    'Vida e Caffe', 'Seattle Coffee Co', 'Starbucks', 'Bootlegger Coffee', 'Mugg & Bean', 'Tribe Coffee', 'Truth Coffee',
    'Motherland Coffee', 'Father Coffee', 'Jamaica Blue', 'Wild Bean Cafe', 'House of Coffees', 'Ciao Coffee', 'Coffee Guru',
    'Bean There', 'Knead Bakery Cafe', 'Dunkin Donuts', 'Krispy Kreme', 'Brownies & Downies', 'Origin Coffee', 'Rosetta Roastery',
  ],
  Alcohol: [
    'Tops at Spar', 'Liquor City', 'Checkers LiquorShop', 'Pick n Pay Liquor', 'Ultra Liquors', 'Norman Goodfellows',
    'Makro Liquor', 'Picardi Rebel', 'Solly Kramers', 'Station Liquors', 'Mega Liquors', 'Porters Liquor', 'Aroma Liquors',
    'Diamond Liquor', 'Liquor Legends', 'Bottles Liquor', 'Boxer Liquors', 'Shoprite LiquorShop', 'Tops Liquor', 'Liquorland',
  ],
  'Nightlife & Entertainment': [
    'Mamas Tavern', 'Konka Soweto', 'Taboo Nightclub', 'Shisanyama Lounge', 'Tiger Tiger Bar', 'Cafe Caprice', 'Zone 6 Venue',
    'Kitcheners Bar', 'Beerhouse', 'Aces n Spades', 'Cubana Lounge', 'Corner Tavern', 'Tings n Times', 'Mzoli\'s Place',
    'Jolly Roger Pub', 'The Office Bar', 'Stones Pub', 'Harbour Lounge', 'Eyadini Lounge', 'Pata Pata', 'Babylon Lounge',
  ],
  Entertainment: [
    'Ster-Kinekor', 'Nu Metro', 'Computicket', 'Ticketpro', 'Quicket', 'Webtickets', 'Gold Reef City Park', 'Two Oceans Aquarium',
    'uShaka Marine World', 'Timezone', 'Fun Company', 'Bounce Trampoline', 'Kart World', 'Sci-Bono', 'CNA', 'Exclusive Books',
    'Steam Games', 'PlayStation Store', 'Xbox Store', 'Escape Room SA', 'Mini Golf Adventure', 'Ice Rink', 'Bowling Sandton',
  ],
  Sport: [
    'Virgin Active', 'Planet Fitness', 'Fitness 24 Seven', 'Zone Fitness', 'Sportsmans Warehouse', 'Totalsports', 'EV Active',
    'CrossFit Jozi', 'Comrades Marathon', 'Two Oceans Marathon', 'Run Store', 'Cycle Lab', 'Bike Addict', 'Golfers Club',
    'Padel Club', 'Action Cricket', 'Wanderers Club', 'Outdoor Warehouse', 'Trappers', 'Pro Shop', 'Dynamic Fitness',
  ],
  Subscriptions: [
    'Netflix', 'Showmax', 'Spotify', 'Apple.com/bill', 'Google Play', 'YouTube Premium', 'Disney Plus', 'Amazon Prime Video',
    'Apple Music', 'Deezer', 'Microsoft 365', 'iCloud Storage', 'Google One', 'Canva', 'OpenAI ChatGPT', 'Dropbox', 'Audible',
    'Xbox Game Pass', 'PlayStation Plus', 'BritBox', 'Kindle Unlimited', 'Adobe', 'DStv Stream', 'Box Office', 'Mubi',
  ],
  Clothing: [
    'Mr Price', 'Ackermans', 'Pep', 'Edgars', 'Jet', 'Truworths', 'Foschini', 'Markham', 'Woolworths', 'Cotton On', 'H&M',
    'Zara', 'Identity', 'Sportscene', 'Legit', 'Miladys', 'Exact', 'Studio 88', 'Old Khaki', 'Cape Union Mart', 'Factorie',
    'Queenspark', 'Poetry', 'Relay Jeans', 'YDE', 'Shoe City', 'Bata', 'Spitz', 'Tekkie Town', 'Foot Locker', 'Skechers',
    'Nike Store', 'Adidas', 'Donna', 'Style Republic', 'Rage', 'Mr Price Sport',
  ],
  'Electronics and Appliances': [
    'Incredible Connection', 'Hi-Fi Corporation', 'iStore', 'Game', 'Dion Wired', 'Matrix Warehouse', 'Computer Mania',
    'Samsung Store', 'Huawei Experience', 'Tevo', 'Everyshop', 'Defy Appliances', 'Hisense Store', 'Vodacom Shop', 'MTN Store',
    'Telkom Direct', 'Evetech', 'Wootware', 'Rectron', 'Cellucity', 'Volkano',
  ],
  'Home and Garden': [
    'Builders Warehouse', 'Builders Express', 'Leroy Merlin', 'Cashbuild', 'Buco', 'Mica Hardware', 'Chamberlains', 'Plantland',
    'Stodels', 'Mr Price Home', '@home', 'Sheet Street', 'Coricraft', 'Weylandts', 'Dial-a-Bed', 'Timbercity', 'PennyPinchers',
    'Brights Hardware', 'Agrimark', 'Block & Bricks', 'Home Etc', 'Pep Home', 'Boardmans', 'Bed Centre', 'Garden World',
    'Lifestyle Garden Centre', 'Wetherlys', 'Hardware Centre',
  ],
  'Online Purchase': [
    'Takealot', 'Superbalist', 'Amazon.co.za', 'Bash', 'Loot.co.za', 'Makro Online', 'Temu', 'Shein', 'Zando', 'Bob Shop',
    'Faithful to Nature', 'Yuppiechef', 'Netflorist', 'OneDayOnly', 'Wantitall', 'AliExpress', 'Raru', 'Checkers Online',
    'Leroy Merlin Online', 'Dis-Chem Online', 'eBay', 'Hyperli', 'Zulzi',
  ],
  'General Purchases': [
    'Crazy Store', 'PNA', 'Makro', 'China Mall', 'Cash Converters', 'Cash Crusaders', 'Typo', 'Waltons', 'Postnet',
    'Kodak Express', 'Plastic Land', 'Toys R Us', 'Toy Zone', 'Hamleys', 'Jumbo', 'Dollar Deals', 'Clicks Gift Shop',
    'Prestige Stationers', 'Party Time', 'Pen & Paper', 'Minit Key Cutting', 'Mr Minit', 'The Gift Box', 'Smart Deals',
  ],
  'Personal Care': [
    'Sorbet', 'Placecol', 'Candi & Co', 'Carlton Hair', 'Legends Barber', 'Urban Male', 'Hair Excellence', 'Camelot Spa',
    'Perfect 10 Nail Bar', 'Beauty Mecca', 'The Body Shop', 'Lush', 'Red Square', 'Kiehls', 'Nail Lounge', 'Sorbet Man',
    'Bliss Hair Studio', 'Mzansi Cutz', 'Twinkle Nails', 'Skin Renewal', 'Perfect Hair Salon', 'Sizwe Barber Shop',
  ],
  'Tobacco & Smoking': [
    'Vape King', 'Vapour Lounge', 'Tobacco Emporium', 'The Smoke Shop', 'Cigarette City', 'Hubbly Hub', 'Puffs Vape',
    'Vape Nation SA', 'Twisp', 'Smoke Republic', 'Cigar Lounge', 'Tobacco Corner',
  ],
  'Holidays and Travel': [
    'FlySafair', 'Airlink', 'SAA', 'Lift Airline', 'CemAir', 'Booking.com', 'Airbnb', 'Protea Hotels', 'City Lodge',
    'Southern Sun', 'Avis', 'Hertz', 'Europcar', 'First Car Rental', 'Bidvest Car Rental', 'Travelstart', 'Flight Centre',
    'SANParks', 'Premier Hotels', 'LekkeSlaap', 'Intercape', 'Greyhound', 'Forever Resorts', 'Dream Resorts',
  ],
  Donation: [
    'Gift of the Givers', 'SPCA', 'Cansa', 'Hospice', 'Rhema Bible Church', 'Grace Bible Church', 'Hillsong Church',
    'UCKG', 'Methodist Church', 'Salvation Army', 'Reach for a Dream', 'Childline', 'Smile Foundation', 'SOS Childrens Villages',
    'FoodForward SA', 'NG Kerk', 'Anglican Church', 'Assemblies of God', 'Catholic Parish',
  ],
  'Health and Medical': [
    'Clicks', 'Dis-Chem', 'Medirite', 'Alpha Pharm', 'Link Pharmacy', 'Netcare', 'Life Healthcare', 'Mediclinic', 'Medicross',
    'Lancet Laboratories', 'PathCare', 'Ampath', 'Dr M Naidoo', 'Dr Mokoena Inc', 'Spec-Savers', 'Mellins i-Style',
    'Dental Studio', 'Intercare', 'Pharmacy Direct', 'Optimed', 'Dr T Pillay', 'Van Wyk Physio', 'Sunningdale Pharmacy',
  ],
  Transport: [
    'Gautrain', 'MyCiTi', 'Rea Vaya', 'Uber Trip', 'Bolt Trip', 'inDrive', 'Golden Arrow', 'Putco', 'Areyeng', 'Metrorail',
    'Huguenot Tunnel Toll', 'N3TC Toll', 'Bakwena N1 Toll', 'TRAC N4 Toll', 'Licensing Dept', 'RTMC Natis', 'Taxi Fare',
  ],
  Parking: [
    'Sandton City Parking', 'Rosebank Mall Parking', 'Menlyn Parking', 'Gateway Parking', 'Canal Walk Parking', 'OR Tambo Parkade',
    'V&A Waterfront Parking', 'Mall of Africa Parking', 'Eastgate Parking', 'Fourways Mall Parking', 'Cavendish Parking',
    'Parkhub', 'CTIA Parking', 'Clearwater Parking', 'Brooklyn Mall Parking',
  ],
} as const satisfies Partial<Record<Label, readonly string[]>>;

export type CardLabel = keyof typeof CARD_MERCHANTS;

/** Debit-order creditors by their true label. */
export const DEBIT_ORDER_CREDITORS = {
  'Home Loan Repayment': ['SA Home Loans', 'FNB Home Loans', 'Absa Home Loan', 'Nedbank Home Loan', 'Std Bank Homeloan', 'Investec Home Loan', 'SAHL Bond', 'Capitec Home Loan'],
  'Auto Loan Repayment': ['Wesbank', 'MFC Vehicle Finance', 'Absa Vehicle Fin', 'Stanbic VAF', 'Toyota Fin Services', 'VW Fin Services', 'BMW Fin Services', 'Mercedes-Benz Fin', 'Nedbank MFC', 'Ford Credit'],
  'Auto Insurance': ['Outsurance', 'Santam', 'MiWay', 'King Price', 'Discovery Insure', 'Budget Insurance', 'Dial Direct', 'Auto & General', 'First For Women', 'Naked Insurance', 'Pineapple Ins'],
  'Home Insurance': ['Outsurance Home', 'Santam Home', 'Hollard Home', 'MiWay Home', 'King Price Home', 'Absa Idirect Home', 'Old Mutual iWyze'],
  'General Insurance': ['Hollard', 'Absa Insurance', 'Guardrisk', 'Old Mutual Insure', 'Momentum Insure', 'Bryte Insurance', 'Zurich SA'],
  'Life Insurance': ['Old Mutual', 'Sanlam', 'Liberty Life', 'Momentum', 'Discovery Life', '1Life', 'Clientele', 'Hollard Life', 'PPS', 'BrightRock', 'Assupol Life', 'FMI'],
  'Funeral Cover': ['Avbob', 'Assupol Funeral', 'Doves', 'Old Mutual Funeral', 'Metropolitan', 'Clientele Funeral', 'Hollard Funeral', 'KGA Life', 'Nedbank Funeral', 'Safrican', 'Sanlam Sky', 'Capitec Funeral'],
  'Health Insurance': ['Discovery Health', 'Bonitas', 'Momentum Health', 'Medshield', 'Fedhealth', 'Bestmed', 'GEMS', 'Profmed', 'KeyHealth', 'Polmed', 'Sizwe Hosmed', 'Affinity Health'],
  'Utilities - Telephone': ['Vodacom', 'MTN', 'Telkom', 'Cell C', 'Rain', 'Afrihost', 'Vumatel', 'Openserve', 'Webafrica', 'Cool Ideas', 'MWEB', 'Herotel', 'Vox Telecom', 'Axxess'],
  Subscriptions: ['DStv Multichoice', 'Showmax', 'Netflix', 'Spotify', 'Apple.com/bill', 'Google Storage'],
  Sport: ['Virgin Active', 'Planet Fitness', 'Fitness 24 Seven', 'Zone Fitness', 'EV Active'],
  'General Loan Repayment': ['African Bank', 'Directaxis', 'FinChoice', 'Bayport', 'Wonga', 'Lime24', 'RCS', 'TFG Edgars Acc', 'Jet Account', 'Truworths Acc', 'Lewis Stores', 'Beares', 'Russells', 'OK Furniture', 'House & Home', 'Mr Price Money', 'Capitec Loan', 'Absa Personal Loan', 'Fincheck Loans', 'Sanlam Personal Loan', 'Woolworths Fin Services'],
  BNPL: ['PayJustNow', 'Payflex', 'HappyPay', 'Mobicred', 'Float', 'Paymenow'],
  'Debt Review Payment': ['Hyphen PDA', 'DC Partner PDA', 'Intelligent Debt PDA', 'NPDA', 'DebtSafe', 'Sanlam PDA'],
  'Utilities - Water': ['City of Johannesburg', 'City of Tshwane', 'City of Cape Town', 'eThekwini Municipality', 'Ekurhuleni Metro', 'Nelson Mandela Bay', 'Buffalo City', 'Mangaung Metro', 'Msunduzi Municipality', 'Polokwane Municipality', 'Mbombela Municipality', 'Rustenburg Municipality', 'Emfuleni Municipality', 'Mogale City', 'Stellenbosch Munic', 'Drakenstein Munic', 'Sol Plaatje Munic', 'George Municipality'],
  Education: ['Curro Holdings', 'Spark Schools', 'ADvTECH', 'Crawford Schools', 'Reddam House', 'Unisa', 'Wits University', 'Univ of Johannesburg', 'Damelin', 'Rosebank College', 'Boston City Campus', 'IIE Varsity College', 'Milpark Education', 'Regenesys', 'Hoerskool Waterkloof', 'Laerskool Menlopark'],
  'Children and Dependents': ['Little Angels Creche', 'Kiddies Kingdom', 'Tiny Tots Daycare', 'Busy Bees Aftercare', 'Kids Haven', 'Bright Beginnings ECD', 'Sunshine Daycare', 'Sweet Pea Playschool', 'Teddy Bear Creche', 'Little Explorers Montessori'],
  'Debit Order': ['Netcash', 'PayU Collections', 'Paygate Collect', 'Hyphen Collections', 'Peach Payments', 'DebiCheck Collect', 'Sage Pay Collect', 'Intecon', 'Payfast Collect', 'Intelligent Debit'],
} as const satisfies Partial<Record<Label, readonly string[]>>;

export type DebitOrderLabel = keyof typeof DEBIT_ORDER_CREDITORS;

export const MONTHLY_EMPLOYERS = [
  'Shoprite Checkers (Pty) Ltd', 'Pick n Pay Retailers', 'Woolworths (Pty) Ltd', 'Mr Price Group Ltd', 'Vodacom (Pty) Ltd', 'MTN SA',
  'Telkom SA SOC Ltd', 'Eskom Holdings SOC', 'Transnet SOC Ltd', 'Sasol South Africa', 'Anglo American Platinum', 'Dept of Education',
  'Gauteng Dept of Health', 'SAPS', 'Correctional Services', 'Discovery Ltd', 'Sanlam Life', 'Netcare Ltd', 'Life Healthcare',
  'Tiger Brands Ltd', 'Nestle SA (Pty) Ltd', 'Clover SA', 'Bidvest Group', 'Barloworld Ltd', 'Imperial Logistics', 'Massmart',
  'The Spar Group', 'Aspen Pharmacare', 'Dimension Data', 'Multichoice SA', 'Naspers', 'Acme (Pty) Ltd', 'Mokoena Construction CC',
  'Naidoo & Partners Inc', 'Blue Crane Logistics', 'Van Wyk Boerdery', 'Sizwe Security Services', 'Ubuntu Cleaning Services',
  'Khumalo Attorneys', 'Protea Engineering', 'Karoo Meat Processors', 'Cape Fruit Packers', 'Highveld Steel', 'Umgeni Water',
  'City of Ekurhuleni', 'Western Cape Government', 'KZN Dept of Health', 'Unilever SA', 'Coca-Cola Beverages SA', 'AB InBev SA',
  'Famous Brands', 'Tsebo Solutions', 'PPC Ltd', 'Dis-Chem Pharmacies', 'Clicks Retailers', 'Capitec Bank Ltd', 'Old Mutual Ltd',
  'Accenture SA', 'Deloitte & Touche', 'PwC Inc', 'Mediclinic SA', 'Pretoria Portland', 'Sibanye Stillwater', 'Harmony Gold',
];

export const WEEKLY_EMPLOYERS = [
  'Bidvest Protea Coin', 'G4S Secure Solutions', 'Tsebo Cleaning', 'Servest', 'Stefanutti Stocks', 'WBHO Construction',
  'Murray & Roberts', 'Raubex', 'Afrisam Quarry', 'Hortgro Farms', 'Du Toit Agri', 'Zz2 Boerdery', 'Westfalia Fruit',
  'Mokoena Bricks CC', 'Dlamini Plant Hire', 'Sun Valley Poultry', 'Rainbow Chicken', 'Astral Foods', 'Fidelity Services',
  'Mabena Builders', 'Coastal Packaging', 'Karan Beef', 'Sondela Farming', 'Tiger Milling', 'Ithala Transport', 'Buhle Labour Hire',
  'Adcorp Blu', 'Workforce Staffing', 'Kelly Staffing', 'Staffmasters', 'Gold Fields Contractors', 'Khanyisa Cleaning',
];

export const GAMBLING_OPERATORS = [
  'Hollywoodbets', 'Betway', 'Lottostar', 'Supabets', 'Sportingbet', 'World Sports Betting', 'Playabets', 'Gbets', 'Easybet',
  '10bet', 'Sunbet', 'Yesplay', 'Lulabet', 'Wanejo Bets', 'Betshezi', 'Playbet', 'Tic Tac Bets', 'Goldrush', 'Galaxy Bingo',
  'Montecasino', 'GrandWest Casino', 'Emperors Palace', 'Sun City Casino', 'Gold Reef City Casino', 'Carnival City', 'Suncoast Casino',
  'Ithuba National Lottery', 'Jackpot City', 'Bet.co.za', 'Marshalls World of Sport',
];

export const CARD_MACHINE_PROVIDERS = [
  { name: 'Yoco', feeRate: 0.0295 },
  { name: 'iKhokha', feeRate: 0.0285 },
  { name: 'SnapScan', feeRate: 0.03 },
  { name: 'Zapper', feeRate: 0.025 },
  { name: 'PayFast', feeRate: 0.032 },
  { name: 'Adumo', feeRate: 0.027 },
  { name: 'Paystack', feeRate: 0.029 },
] as const;

export const SUPPLIERS = [
  'Makro Wholesale', 'Jumbo Cash & Carry', 'Save Cash & Carry', 'Trade Centre', 'Devland Cash & Carry', 'Africa Cash & Carry',
  'Big Save Wholesaler', 'Frontline Cash & Carry', 'Bidvest Foodservice', 'Coca-Cola Beverages SA', 'SAB Distribution',
  'Albany Bakeries', 'Sasko Bakeries', 'Clover Distribution', 'Simba Distribution', 'Premier FMCG', 'Unilever Distribution',
  'Kazang Vending', 'Blue Label Distribution', 'Metro Cash & Carry', 'Ritebrand Wholesale', 'Cambridge Wholesale',
];

export const GIG_PLATFORMS = [
  { name: 'Uber BV', payer: 'UBER SOUTH AFRICA', cadence: 'weekly' },
  { name: 'Bolt Operations', payer: 'BOLT OPERATIONS OU', cadence: 'weekly' },
  { name: 'Mr D Food', payer: 'MR D FOOD DRIVER', cadence: 'weekly' },
  { name: 'inDrive', payer: 'INDRIVE PAYOUT', cadence: 'irregular' },
  { name: 'Checkers Sixty60', payer: 'SIXTY60 DRIVER', cadence: 'weekly' },
  { name: 'Takealot', payer: 'TAKEALOT ONLINE RF', cadence: 'irregular' },
  { name: 'SweepSouth', payer: 'SWEEPSOUTH PAYOUT', cadence: 'irregular' },
  { name: 'Upwork via Payoneer', payer: 'PAYONEER UPWORK', cadence: 'irregular' },
  { name: 'Picup', payer: 'PICUP TECHNOLOGIES', cadence: 'irregular' },
  { name: 'Woolies Dash', payer: 'WOOLIES DASH DRIVER', cadence: 'irregular' },
] as const;

export const FIRST_NAMES = [
  'Thandi', 'Sipho', 'Lerato', 'Thabo', 'Nomvula', 'Bongani', 'Zanele', 'Mandla', 'Palesa', 'Kagiso', 'Naledi', 'Tshepo',
  'Ayanda', 'Lwazi', 'Refilwe', 'Sibusiso', 'Nokuthula', 'Musa', 'Precious', 'Themba', 'Johan', 'Annelie', 'Pieter', 'Marike',
  'Priya', 'Ravi', 'Fatima', 'Yusuf', 'Chantal', 'Wayne', 'Megan', 'Ruan', 'Busisiwe', 'Xolani', 'Mpho', 'Karabo', 'Lindiwe',
  'Vusi', 'Anathi', 'Siyabonga', 'Keabetswe', 'Dineo', 'Zodwa', 'Jabulani', 'Tumelo', 'Nandi', 'Kamogelo', 'Andile',
];

export const SURNAMES = [
  'Mokoena', 'Dlamini', 'Nkosi', 'Ndlovu', 'Khumalo', 'Mthembu', 'Zulu', 'Sithole', 'Mahlangu', 'Molefe', 'Naidoo', 'Pillay',
  'Govender', 'van der Merwe', 'Botha', 'Pretorius', 'Smith', 'Jacobs', 'Adams', 'Petersen', 'Williams', 'Mabaso', 'Ngcobo',
  'Shabalala', 'Maseko', 'Radebe', 'Tshabalala', 'Mofokeng', 'Nel', 'du Plessis', 'Kruger', 'Baloyi', 'Chauke', 'Mathebula',
  'Hendricks', 'Abrahams', 'Moodley', 'Reddy', 'Joubert', 'Venter', 'Sebola', 'Ramaphosa', 'Makhubela', 'Modise', 'Letsoalo',
];

export const PLACES = [
  'Centurion', 'Sandton', 'Rosebank', 'Soweto', 'Tembisa', 'Khayelitsha', 'Mitchells Plain', 'Umlazi', 'Durban Central',
  'Pietermaritzburg', 'Polokwane', 'Mbombela', 'Bloemfontein', 'Gqeberha', 'East London', 'Mthatha', 'Rustenburg', 'Mahikeng',
  'Kimberley', 'Upington', 'George', 'Stellenbosch', 'Paarl', 'Bellville', 'Claremont', 'Century City', 'Menlyn', 'Hatfield',
  'Midrand', 'Fourways', 'Randburg', 'Roodepoort', 'Alberton', 'Boksburg', 'Benoni', 'Germiston', 'Vereeniging', 'Vanderbijlpark',
  'Springs', 'Kempton Park', 'Pinetown', 'Westville', 'Umhlanga', 'Ballito', 'Richards Bay', 'Newcastle', 'eMalahleni',
  'Secunda', 'Klerksdorp', 'Potchefstroom', 'Welkom', 'Thohoyandou', 'Giyani', 'Tzaneen', 'Mokopane', 'Bethlehem', 'Kuruman',
];

export const RENTAL_AGENTS = ['Rawson Rentals', 'Pam Golding Rentals', 'Trafalgar Property', 'Jawitz Rentals', 'Seeff Rentals', 'RE/MAX Rentals', 'Chas Everitt Rentals', 'Tenant Profiles', 'Just Property', 'Private Landlord'];

export const PREPAID_NETWORKS = ['Vodacom', 'MTN', 'Cell C', 'Telkom Mobile', 'Rain'];

export const ELECTRICITY_VENDORS = ['City Power', 'Eskom', 'Tshwane Electricity', 'CoCT Electricity', 'eThekwini Electricity', 'Centlec', 'Ekurhuleni Electricity'];

export const STOKVELS = ['Masakhane Stokvel', 'Ubuntu Savings Club', 'Kopanang Stokvel', 'Siyaphambili Club', 'Tshwaragano Stokvel'];

export const INVESTMENT_HOUSES = ['Allan Gray', 'Coronation', 'Satrix', 'EasyEquities', 'Sygnia', '10X Investments', 'Ninety One'];

export const LENDERS_DISBURSING = ['Wonga', 'Lime24', 'FinChoice', 'African Bank', 'Bayport', 'Directaxis', 'Capfin', 'Boodle'];
