// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type FleetReportsSchemas = {
  FleetFinesByCustomer: {
    from: string;
    to: string;
    currency: string;
    customers: Array<{
      customerId: string;
      nameAr: string | null;
      nameEn: string | null;
      count: number;
      amount: string;
      recharged: string;
      unrecovered: string;
    }>;
    totals: {
      count: number;
      amount: string;
      recharged: string;
      unrecovered: string;
    };
  };
  FleetMaintenanceTrend: {
    from: string;
    to: string;
    currency: string;
    months: Array<{
      month: string;
      cost: string;
      orders: number;
    }>;
    totals: {
      cost: string;
      orders: number;
    };
  };
  FleetProfitReport: {
    from: string;
    to: string;
    currency: string;
    vehicles: Array<{
      vehicleId: string;
      plate: string;
      make: string;
      model: string;
      revenue: string;
      maintenance: string;
      depreciation: string;
      fines: string;
      interest: string;
      profit: string;
    }>;
    totals: {
      revenue: string;
      maintenance: string;
      depreciation: string;
      fines: string;
      interest: string;
      profit: string;
    };
  };
  FleetUtilisationReport: {
    from: string;
    to: string;
    vehicles: Array<{
      vehicleId: string;
      plate: string;
      make: string;
      model: string;
      bodyType: string;
      rentedDays: number;
      availableDays: number;
      percent: number;
      contracts: number;
    }>;
    models: Array<{
      make: string;
      model: string;
      vehicles: number;
      rentedDays: number;
      availableDays: number;
      percent: number;
      contracts: number;
    }>;
    classes: Array<{
      bodyType: string;
      vehicles: number;
      rentedDays: number;
      availableDays: number;
      percent: number;
      contracts: number;
    }>;
    totals: {
      vehicles: number;
      rentedDays: number;
      availableDays: number;
      percent: number;
      contracts: number;
    };
  };
};

export type FleetReportsResponses = {
  "GET /api/fleet-reports/fines-by-customer": Schemas["FleetFinesByCustomer"];
  "GET /api/fleet-reports/maintenance-trend": Schemas["FleetMaintenanceTrend"];
  "GET /api/fleet-reports/profit": Schemas["FleetProfitReport"];
  "GET /api/fleet-reports/utilisation": Schemas["FleetUtilisationReport"];
};
