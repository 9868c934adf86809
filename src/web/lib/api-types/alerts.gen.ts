// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type AlertsSchemas = {
  AlertAcknowledged: {
    id: string;
    acknowledgedAt: string;
  };
  AlertCounts: {
    budget: number;
    vehicle: number;
    notification: number;
    document: number;
    total: number;
  };
  AlertList: {
    items: Array<Schemas["UnifiedAlert"]>;
    counts: Schemas["AlertCounts"];
  };
  AlertsConfirmed: {
    budget: number;
    vehicle: number;
    notification: number;
    document: number;
  };
  NotificationRead: {
    id: string;
    readAt: string;
  };
  PropertyAlertDismissed: {
    key: string;
    dismissedAt: string;
  };
};

export type AlertsResponses = {
  "GET /api/alerts": Schemas["AlertList"];
  "GET /api/alerts/count": Schemas["AlertCounts"];
  "POST /api/alerts/budget/{id}/acknowledge": Schemas["AlertAcknowledged"];
  "POST /api/alerts/confirm-all": Schemas["AlertsConfirmed"];
  "POST /api/alerts/document/{id}/acknowledge": Schemas["AlertAcknowledged"];
  "POST /api/alerts/notifications/{id}/read": Schemas["NotificationRead"];
  "POST /api/alerts/property/dismiss": Schemas["PropertyAlertDismissed"];
  "POST /api/alerts/vehicle/{id}/acknowledge": Schemas["AlertAcknowledged"];
};
