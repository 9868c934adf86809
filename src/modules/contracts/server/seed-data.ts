// Deterministic building blocks of the rental demo: names, cars, plates, a seeded random.

export function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

export type Rand = ReturnType<typeof random>;
export const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

export const FIRST_NAMES: ReadonlyArray<[string, string]> = [
  ['محمد', 'Mohammed'], ['عبدالله', 'Abdullah'], ['فهد', 'Fahad'], ['سعود', 'Saud'], ['خالد', 'Khalid'], ['ناصر', 'Nasser'],
  ['يوسف', 'Yousef'], ['أحمد', 'Ahmad'], ['علي', 'Ali'], ['حسين', 'Hussain'], ['طلال', 'Talal'], ['بدر', 'Bader'],
  ['نورة', 'Noura'], ['فاطمة', 'Fatima'], ['مريم', 'Maryam'], ['سارة', 'Sara'], ['هيا', 'Haya'], ['شيخة', 'Shaikha'],
  ['دانة', 'Dana'], ['لطيفة', 'Latifa'], ['راشد', 'Rashid'], ['مبارك', 'Mubarak'], ['جاسم', 'Jassim'], ['عمر', 'Omar'],
];

export const FAMILY_NAMES: ReadonlyArray<[string, string]> = [
  ['العنزي', 'Al-Enezi'], ['المطيري', 'Al-Mutairi'], ['العجمي', 'Al-Ajmi'], ['الرشيدي', 'Al-Rashidi'], ['الشمري', 'Al-Shammari'],
  ['الكندري', 'Al-Kandari'], ['العتيبي', 'Al-Otaibi'], ['الهاجري', 'Al-Hajri'], ['الدوسري', 'Al-Dosari'], ['الفضلي', 'Al-Fadhli'],
  ['الصباح', 'Al-Sabah'], ['البغلي', 'Al-Baghli'], ['القطان', 'Al-Qattan'], ['الغانم', 'Al-Ghanim'], ['المرزوق', 'Al-Marzouq'],
  ['السالم', 'Al-Salem'], ['الخرافي', 'Al-Kharafi'], ['بهبهاني', 'Behbehani'], ['الرومي', 'Al-Roumi'], ['الساير', 'Al-Sayer'],
];

export const CORPORATE: ReadonlyArray<[string, string]> = [
  ['شركة الخليج للمقاولات', 'Gulf Contracting Co.'], ['مجموعة الوطنية القابضة', 'National Holding Group'], ['شركة الساحل للتجارة', 'Coast Trading Co.'],
  ['مؤسسة النخبة للخدمات', 'Elite Services Est.'], ['شركة البحر الأزرق للسياحة', 'Blue Sea Tourism Co.'], ['مجموعة الريادة للاستشارات', 'Riyada Consulting Group'],
];

/** make, model, body, daily rate in KWD, seats */
export const CARS: ReadonlyArray<[string, string, string, number, number]> = [
  ['Toyota', 'Corolla', 'sedan', 9, 5], ['Toyota', 'Camry', 'sedan', 13, 5], ['Toyota', 'Land Cruiser', 'suv', 35, 7], ['Toyota', 'Hiace', 'van', 22, 12],
  ['Nissan', 'Sunny', 'sedan', 8, 5], ['Nissan', 'Patrol', 'suv', 38, 7], ['Nissan', 'X-Trail', 'suv', 16, 5], ['Hyundai', 'Elantra', 'sedan', 10, 5],
  ['Hyundai', 'Tucson', 'suv', 15, 5], ['Kia', 'Pegas', 'sedan', 7, 5], ['Kia', 'Sportage', 'suv', 15, 5], ['Mitsubishi', 'Pajero', 'suv', 20, 7],
  ['Chevrolet', 'Tahoe', 'suv', 32, 7], ['GMC', 'Yukon', 'suv', 34, 7], ['Lexus', 'ES 350', 'sedan', 28, 5], ['Ford', 'Ranger', 'pickup', 14, 5],
];

export const COLOURS: ReadonlyArray<[string, string]> = [
  ['أبيض', 'White'], ['أسود', 'Black'], ['فضي', 'Silver'], ['رمادي', 'Grey'], ['أحمر', 'Red'], ['أزرق', 'Blue'], ['بيج', 'Beige'],
];

export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}
