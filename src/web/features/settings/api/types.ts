/** Shapes of the /api/company calls (the server's contract; web never imports server code). */
export type Company = {
  id: string;
  name: string;
  nameAr: string | null;
  businessType: string;
  activeModules: string[];
  currency: string;
  timezone: string;
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  workWeek: number[];
  country: string | null;
  city: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  addressAr: string | null;
  commercialRegister: string | null;
  licenseNumber: string | null;
  logoUrl: string | null;
  subscriptionStatus: string;
  subscriptionPlan: string;
};

export type CompanyPatch = Partial<
  Pick<Company, 'name' | 'nameAr' | 'currency' | 'timezone' | 'workWeek' | 'city' | 'email' | 'phone' | 'address' | 'addressAr' | 'commercialRegister' | 'licenseNumber'>
>;

export type CompanyModule = { moduleName: string; isEnabled: boolean; version: string };
