// Deterministic building blocks of the real-estate demo (Doha): districts with their places,
// the buildings and stand-alone properties, owners, tenants, employers and banks.
export { isoDay, pick, random, type Rand } from '../../contracts/server/seed-data';

/** Arabic, English, latitude, longitude: the district's middle, as a map shows it. */
export type District = readonly [string, string, number, number];

export const DISTRICTS = {
  westBay: ['الخليج الغربي', 'West Bay', 25.3235, 51.5298],
  pearl: ['اللؤلؤة', 'The Pearl', 25.3702, 51.5511],
  lusail: ['لوسيل', 'Lusail', 25.4085, 51.5065],
  sadd: ['السد', 'Al Sadd', 25.2848, 51.5012],
  msheireb: ['مشيرب', 'Msheireb', 25.2862, 51.5266],
  waab: ['الوعب', 'Al Waab', 25.2612, 51.4648],
  binMahmoud: ['بن محمود', 'Bin Mahmoud', 25.2831, 51.5139],
  binOmran: ['فريج بن عمران', 'Fereej Bin Omran', 25.3004, 51.5062],
  duhail: ['الدحيل', 'Al Duhail', 25.3452, 51.4713],
  oldAirport: ['المطار القديم', 'Old Airport', 25.2573, 51.5538],
  gharrafa: ['الغرافة', 'Al Gharrafa', 25.3381, 51.4502],
  madinatKhalifa: ['مدينة خليفة', 'Madinat Khalifa', 25.3226, 51.4796],
  hilal: ['الهلال', 'Al Hilal', 25.2641, 51.5392],
  najma: ['نجمة', 'Najma', 25.2719, 51.5451],
  mansoura: ['المنصورة', 'Al Mansoura', 25.2762, 51.5331],
  muntazah: ['المنتزه', 'Al Muntazah', 25.2702, 51.5219],
  // The Industrial Area lies south-west of the city, below the residential districts.
  industrial: ['المنطقة الصناعية', 'Industrial Area', 25.2046, 51.4412],
} as const satisfies Record<string, District>;
export type DistrictKey = keyof typeof DISTRICTS;

type Kind = 'apartment' | 'villa' | 'office' | 'retail' | 'warehouse' | 'land';

/** A building divided into units of one kind (and shops on the ground floor); `owner`: an OWNERS index, null for the company's own. */
export type BuildingPlan = { nameAr: string; nameEn: string; district: DistrictKey; floors: number; units: number; kind: 'apartment' | 'office'; shops?: number; rent: [number, number]; owner: number | null };

export const BUILDINGS: readonly BuildingPlan[] = [
  { nameAr: 'برج الخليج الغربي', nameEn: 'West Bay Tower', district: 'westBay', floors: 32, units: 12, kind: 'apartment', rent: [6500, 13000], owner: 10 },
  { nameAr: 'مارينا اللؤلؤة ريزيدنس', nameEn: 'Pearl Marina Residence', district: 'pearl', floors: 18, units: 10, kind: 'apartment', rent: [8000, 15000], owner: null },
  { nameAr: 'مساكن لوسيل', nameEn: 'Lusail Residences', district: 'lusail', floors: 14, units: 10, kind: 'apartment', rent: [6000, 11000], owner: 11 },
  { nameAr: 'مركز السد للأعمال', nameEn: 'Al Sadd Business Centre', district: 'sadd', floors: 8, units: 6, kind: 'office', shops: 2, rent: [11000, 24000], owner: null },
  { nameAr: 'عمارة فريج بن عمران', nameEn: 'Bin Omran Building', district: 'binOmran', floors: 5, units: 8, kind: 'apartment', rent: [5000, 8000], owner: 4 },
];

/** A property leased as a whole. */
export type StandalonePlan = { kind: Kind; nameAr: string; nameEn: string; district: DistrictKey; rent: [number, number]; bedrooms?: number; area: number };

export const STANDALONE: readonly StandalonePlan[] = [
  ...(['waab', 'waab', 'waab', 'duhail', 'duhail', 'gharrafa', 'gharrafa', 'madinatKhalifa', 'madinatKhalifa', 'hilal', 'pearl', 'lusail'] as const).map((d, i) => ({
    kind: 'villa' as const,
    nameAr: `فيلا ${DISTRICTS[d][0]} ${i + 1}`,
    nameEn: `${DISTRICTS[d][1]} Villa ${i + 1}`,
    district: d,
    rent: (d === 'pearl' || d === 'lusail' ? [20000, 25000] : [12000, 19000]) as [number, number],
    bedrooms: 4 + (i % 3),
    area: 350 + i * 15,
  })),
  ...(['msheireb', 'binMahmoud', 'binMahmoud', 'mansoura', 'najma', 'oldAirport', 'muntazah', 'sadd', 'waab', 'hilal'] as const).map((d, i) => ({
    kind: 'apartment' as const,
    nameAr: `شقة ${DISTRICTS[d][0]} ${i + 1}`,
    nameEn: `${DISTRICTS[d][1]} Flat ${i + 1}`,
    district: d,
    rent: (i % 3 === 0 ? [8000, 11000] : [5000, 7800]) as [number, number],
    bedrooms: i % 3 === 0 ? 2 : 1,
    area: i % 3 === 0 ? 120 : 80,
  })),
  ...(['westBay', 'westBay', 'msheireb', 'lusail', 'sadd'] as const).map((d, i) => ({
    kind: 'office' as const,
    nameAr: `مكتب ${DISTRICTS[d][0]} ${i + 1}`,
    nameEn: `${DISTRICTS[d][1]} Office ${i + 1}`,
    district: d,
    rent: (d === 'westBay' || d === 'lusail' ? [22000, 40000] : [10000, 18000]) as [number, number],
    area: 180 + i * 40,
  })),
  ...(['sadd', 'oldAirport', 'binMahmoud', 'muntazah', 'najma'] as const).map((d, i) => ({
    kind: 'retail' as const,
    nameAr: `محل ${DISTRICTS[d][0]} ${i + 1}`,
    nameEn: `${DISTRICTS[d][1]} Shop ${i + 1}`,
    district: d,
    rent: [8000, 16000] as [number, number],
    area: 60 + i * 10,
  })),
  { kind: 'warehouse', nameAr: 'مستودع المنطقة الصناعية — شارع 24', nameEn: 'Industrial Area Warehouse, Street 24', district: 'industrial', rent: [18000, 24000], area: 1200 },
  { kind: 'warehouse', nameAr: 'مستودع المنطقة الصناعية — شارع 43', nameEn: 'Industrial Area Warehouse, Street 43', district: 'industrial', rent: [15000, 20000], area: 900 },
  { kind: 'land', nameAr: 'أرض فضاء — المنطقة الصناعية', nameEn: 'Open plot, Industrial Area', district: 'industrial', rent: [9000, 12000], area: 5000 },
];

/** Owners: individuals with a Qatari ID, companies with a commercial registration. */
export const OWNERS: ReadonlyArray<{ type: 'individual' | 'company'; nameAr: string; nameEn: string; commission: number }> = [
  { type: 'individual', nameAr: 'عبدالله بن حمد العطية', nameEn: 'Abdullah bin Hamad Al-Attiyah', commission: 5 },
  { type: 'individual', nameAr: 'محمد بن خليفة الكواري', nameEn: 'Mohammed bin Khalifa Al-Kuwari', commission: 7 },
  { type: 'individual', nameAr: 'فاطمة بنت علي المهندي', nameEn: 'Fatima bint Ali Al-Mohannadi', commission: 6 },
  { type: 'individual', nameAr: 'سعود بن جاسم الدرويش', nameEn: 'Saud bin Jassim Al-Darwish', commission: 8 },
  { type: 'individual', nameAr: 'خالد بن ناصر السليطي', nameEn: 'Khalid bin Nasser Al-Sulaiti', commission: 5 },
  { type: 'individual', nameAr: 'نورة بنت راشد الخاطر', nameEn: 'Noora bint Rashid Al-Khater', commission: 10 },
  { type: 'individual', nameAr: 'علي بن سالم المري', nameEn: 'Ali bin Salem Al-Marri', commission: 4 },
  { type: 'individual', nameAr: 'حمد بن عبدالعزيز النعيمي', nameEn: 'Hamad bin Abdulaziz Al-Nuaimi', commission: 6 },
  { type: 'individual', nameAr: 'مريم بنت يوسف الملا', nameEn: 'Maryam bint Yousef Al-Mulla', commission: 7.5 },
  { type: 'individual', nameAr: 'جاسم بن محمد الهاجري', nameEn: 'Jassim bin Mohammed Al-Hajri', commission: 3 },
  { type: 'company', nameAr: 'شركة الريان العقارية', nameEn: 'Al Rayyan Real Estate Co.', commission: 5 },
  { type: 'company', nameAr: 'مجموعة البدع القابضة', nameEn: 'Al Bidda Holding Group', commission: 4 },
  { type: 'company', nameAr: 'شركة الدفنة للاستثمار', nameEn: 'Dafna Investment Co.', commission: 6 },
  { type: 'company', nameAr: 'مؤسسة الوكرة للتطوير', nameEn: 'Al Wakra Development Est.', commission: 8 },
  { type: 'company', nameAr: 'شركة الشمال للعقارات', nameEn: 'Al Shamal Properties Co.', commission: 5.5 },
];

export const BANKS: ReadonlyArray<readonly [string, string, string]> = [
  ['QNBA', 'بنك قطر الوطني', 'Qatar National Bank'],
  ['DOHB', 'بنك الدوحة', 'Doha Bank'],
  ['CBQA', 'البنك التجاري', 'Commercial Bank'],
  ['QIIB', 'بنك قطر الدولي الإسلامي', 'QIIB'],
  ['QISB', 'مصرف قطر الإسلامي', 'QIB'],
  ['MAFR', 'مصرف الريان', 'Masraf Al Rayan'],
];

/** A Qatari IBAN (29 characters) with valid mod-97 check digits. */
export function qatarIban(bank: string, account: number): string {
  const bban = `${bank}${String(account).padStart(21, '0')}`;
  const digits = `${bban}QA00`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return `QA${String(98 - rest).padStart(2, '0')}${bban}`;
}

/** Given name, family name (Arabic, English), nationality (Arabic) and its three-digit code in the Qatari ID. */
export const QATARI_FIRST: ReadonlyArray<[string, string]> = [
  ['حمد', 'Hamad'], ['تميم', 'Tamim'], ['جاسم', 'Jassim'], ['خليفة', 'Khalifa'], ['عبدالرحمن', 'Abdulrahman'], ['فيصل', 'Faisal'],
  ['سارة', 'Sara'], ['موزة', 'Moza'], ['العنود', 'Al Anoud'], ['هند', 'Hind'], ['ريم', 'Reem'], ['منيرة', 'Munira'],
];
export const QATARI_FAMILY: ReadonlyArray<[string, string]> = [
  ['آل ثاني', 'Al-Thani'], ['الكواري', 'Al-Kuwari'], ['المري', 'Al-Marri'], ['الهاجري', 'Al-Hajri'], ['السليطي', 'Al-Sulaiti'], ['العبدالله', 'Al-Abdulla'],
  ['المهندي', 'Al-Mohannadi'], ['الخليفي', 'Al-Khulaifi'], ['النعيمي', 'Al-Nuaimi'], ['الدوسري', 'Al-Dosari'], ['البوعينين', 'Al-Buainain'], ['الإبراهيم', 'Al-Ibrahim'],
];

/** Expatriates: names by nationality (Arabic nationality, ID code). */
export const EXPATS: ReadonlyArray<{ nationality: string; code: string; first: ReadonlyArray<[string, string]>; family: ReadonlyArray<[string, string]> }> = [
  { nationality: 'هندي', code: '356', first: [['راجيش', 'Rajesh'], ['أنيل', 'Anil'], ['بريا', 'Priya'], ['سونيل', 'Sunil'], ['ديفيا', 'Divya']], family: [['كومار', 'Kumar'], ['ناير', 'Nair'], ['مينون', 'Menon'], ['شارما', 'Sharma']] },
  { nationality: 'مصري', code: '818', first: [['أحمد', 'Ahmed'], ['محمود', 'Mahmoud'], ['منى', 'Mona'], ['كريم', 'Karim'], ['ياسمين', 'Yasmine']], family: [['عبدالعزيز', 'Abdelaziz'], ['حسن', 'Hassan'], ['فهمي', 'Fahmy'], ['السيد', 'El-Sayed']] },
  { nationality: 'فلبيني', code: '608', first: [['ماريا', 'Maria'], ['خوسيه', 'Jose'], ['أنجيلا', 'Angela'], ['مارك', 'Mark']], family: [['سانتوس', 'Santos'], ['رييس', 'Reyes'], ['كروز', 'Cruz'], ['باوتيستا', 'Bautista']] },
  { nationality: 'لبناني', code: '422', first: [['رامي', 'Rami'], ['نادين', 'Nadine'], ['جورج', 'Georges'], ['لينا', 'Lina']], family: [['حداد', 'Haddad'], ['خوري', 'Khoury'], ['نصر', 'Nasr'], ['عون', 'Aoun']] },
  { nationality: 'بريطاني', code: '826', first: [['جيمس', 'James'], ['إيما', 'Emma'], ['أوليفر', 'Oliver'], ['صوفي', 'Sophie']], family: [['سميث', 'Smith'], ['براون', 'Brown'], ['تايلور', 'Taylor'], ['ويلسون', 'Wilson']] },
  { nationality: 'أردني', code: '400', first: [['عمر', 'Omar'], ['رنا', 'Rana'], ['زيد', 'Zaid'], ['دانة', 'Dana']], family: [['الخطيب', 'Al-Khatib'], ['المصري', 'Al-Masri'], ['العمري', 'Al-Omari'], ['الزعبي', 'Al-Zoubi']] },
  { nationality: 'باكستاني', code: '586', first: [['عمران', 'Imran'], ['عائشة', 'Ayesha'], ['بلال', 'Bilal'], ['فرح', 'Farah']], family: [['خان', 'Khan'], ['مالك', 'Malik'], ['قريشي', 'Qureshi'], ['شيخ', 'Sheikh']] },
];

/** Employer, occupation (Arabic, English) of individual tenants. */
export const EMPLOYERS: ReadonlyArray<[string, string]> = [
  ['الخطوط الجوية القطرية', 'Qatar Airways'], ['مؤسسة حمد الطبية', 'Hamad Medical Corporation'], ['قطر للطاقة', 'QatarEnergy'], ['أريد', 'Ooredoo'],
  ['مؤسسة قطر', 'Qatar Foundation'], ['بنك قطر الوطني', 'QNB'], ['وزارة التربية والتعليم', 'Ministry of Education'], ['سدرة للطب', 'Sidra Medicine'],
  ['أسباير زون', 'Aspire Zone'], ['مشيرب العقارية', 'Msheireb Properties'], ['الديار القطرية', 'Qatari Diar'], ['كهرماء', 'Kahramaa'],
];
export const OCCUPATIONS = ['مهندس', 'طبيب', 'ممرضة', 'محاسب', 'معلم', 'مدير مشاريع', 'طيار', 'محلل مالي', 'صيدلاني', 'مصمم'] as const;

/** Commercial tenants (offices, shops, warehouses, the plot): a name and an activity, combined. */
const TRADE_NAMES: ReadonlyArray<[string, string]> = [
  ['الدوحة', 'Doha'], ['النخبة', 'Elite'], ['الخليج', 'Gulf'], ['الوسيل', 'Al Waseel'], ['البحر', 'Al Bahr'], ['النجم', 'Al Najm'], ['الريادة', 'Riyada'],
  ['المنارة', 'Al Manara'], ['الفنار', 'Al Fanar'], ['الصفوة', 'Al Safwa'], ['الأفق', 'Horizon'], ['السدرة', 'Al Sidra'], ['الضاحية', 'Al Dhahiya'],
];
const ACTIVITIES: ReadonlyArray<[string, string]> = [
  ['للاستشارات الهندسية', 'Engineering Consultants'], ['للخدمات اللوجستية', 'Logistics'], ['للتقنية', 'Technology'], ['للتجارة', 'Trading'],
  ['للمقاولات', 'Contracting'], ['للمحاسبة والتدقيق', 'Accounting & Audit'], ['للديكور', 'Interiors'], ['للأغذية', 'Foods'], ['للسفر والسياحة', 'Travel & Tourism'],
];

/** The i-th business tenant's name (Arabic, English): every pair of name and activity once before any repeats. */
export function businessName(i: number): [string, string] {
  const [nameAr, nameEn] = TRADE_NAMES[i % TRADE_NAMES.length]!;
  const [actAr, actEn] = ACTIVITIES[(i + Math.floor(i / TRADE_NAMES.length)) % ACTIVITIES.length]!;
  return [`شركة ${nameAr} ${actAr}`, `${nameEn} ${actEn} Co.`];
}

export const CONTRACTORS: ReadonlyArray<[string, string]> = [
  ['مؤسسة الإتقان للصيانة', '+974 4431 2200'], ['شركة التبريد الحديثة', '+974 4460 7788'], ['الخليج للخدمات الكهربائية', '+974 4412 9090'], ['مؤسسة الأمان للسباكة', '+974 4435 1166'],
];

/** Title (Arabic), category, priority of maintenance requests as tenants report them. */
export const REQUESTS: ReadonlyArray<[string, 'plumbing' | 'electrical' | 'air_conditioning' | 'painting' | 'appliances' | 'pest_control' | 'carpentry' | 'elevator', 'low' | 'medium' | 'high' | 'urgent']> = [
  ['تسرب مياه في المطبخ', 'plumbing', 'high'], ['المكيف لا يبرد في غرفة النوم', 'air_conditioning', 'urgent'], ['انقطاع الكهرباء عن الصالة', 'electrical', 'high'],
  ['إعادة دهان الشقة قبل التأجير', 'painting', 'medium'], ['تعطل سخان الماء', 'appliances', 'medium'], ['رش مبيدات دوري', 'pest_control', 'low'],
  ['إصلاح باب الخزانة', 'carpentry', 'low'], ['المصعد متوقف', 'elevator', 'urgent'], ['صيانة وحدة التكييف المركزي', 'air_conditioning', 'medium'], ['انسداد في مجرى الحمام', 'plumbing', 'medium'],
];
