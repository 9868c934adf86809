/** Shapes of /api/fleet (the server's contract). */
export const VEHICLE_STATUSES = ['available', 'rented', 'reserved', 'maintenance', 'out_of_service', 'accident', 'stolen', 'police_station'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export const BODY_TYPES = ['sedan', 'suv', 'hatchback', 'pickup', 'van', 'bus', 'coupe', 'truck'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export type ExpiryWarning = { kind: 'registration' | 'insurance' | 'service'; date: string; daysLeft: number };

export type Vehicle = {
  id: string;
  plateNumber: string;
  make: string;
  model: string;
  year: number;
  vin: string | null;
  color: string | null;
  colorAr: string | null;
  bodyType: BodyType;
  fuelType: 'petrol' | 'diesel' | 'hybrid' | 'electric';
  transmission: 'automatic' | 'manual';
  seats: number;
  odometer: number;
  fuelLevel: number;
  status: VehicleStatus;
  dailyRate: string;
  weeklyRate: string | null;
  monthlyRate: string | null;
  minDailyRate: string | null;
  minWeeklyRate: string | null;
  minMonthlyRate: string | null;
  depositAmount: string;
  registrationNumber: string | null;
  registrationExpiry: string | null;
  insurancePolicyNumber: string | null;
  insuranceProvider: string | null;
  insuranceExpiry: string | null;
  purchaseDate: string | null;
  purchaseCost: string | null;
  serviceIntervalKm: number | null;
  serviceIntervalMonths: number | null;
  lastServiceDate: string | null;
  lastServiceOdometer: number | null;
  notes: string | null;
  currency: string;
  warnings: ExpiryWarning[];
  kmToService: number | null;
};

export type VehicleDetail = Vehicle & {
  odometerHistory: Array<{ id: string; reading: number; source: string; recordedAt: string }>;
  documents: Array<{ id: string; kind: string; fileName: string; size: number; expiresOn: string | null; createdAt: string }>;
  contracts: Array<{ id: string; contractNumber: string; status: string; startAt: string; endAt: string; rentalAmount: string; customerNameAr: string | null; customerNameEn: string | null }>;
};

export type VehicleSort = 'plate' | 'make' | 'year' | 'dailyRate' | 'odometer' | 'status' | 'created';
export type VehicleList = { items: Vehicle[]; total: number; page: number; pageSize: number; counts: Record<string, number> };
export type VehicleListParams = { search?: string; status?: string; sort?: VehicleSort; dir?: 'asc' | 'desc'; page?: number; pageSize?: number };

export type VehicleInput = Record<string, string | number | null>;

export type Booking = { id: string; vehicleId: string; contractNumber: string; status: string; startAt: string; endAt: string; customerNameAr: string | null; customerNameEn: string | null };
export type Availability = { from: string; to: string; vehicles: Array<{ id: string; plateNumber: string; make: string; model: string; status: VehicleStatus; bookings: Booking[] }> };
