// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type AdminSchemas = {
  AuditFilters: {
    people: Array<{
      id: string;
      name: string | null;
    }>;
    entities: Array<{
      entity: string;
      label: string;
    }>;
    categories: Array<string>;
  };
  AuditLog: {
    items: Array<Schemas["AuditEntry"]>;
    next: string | null;
  };
  SystemLog: {
    items: Array<Schemas["SystemLogEntry"]>;
    next: string | null;
  };
};

export type AdminResponses = {
  "GET /api/admin/audit-log": Schemas["AuditLog"];
  "GET /api/admin/audit-log/filters": Schemas["AuditFilters"];
  "GET /api/admin/audit-log/records/{entity}/{id}": Schemas["AuditLog"];
  "GET /api/admin/backups": {
    items: Array<{
      id: string;
      engine: "pglite" | "postgres";
      trigger: "manual" | "scheduled";
      status: "running" | "done" | "failed";
      fileName: string | null;
      sizeBytes: number | null;
      sha256: string | null;
      durationMs: number | null;
      tables: number | null;
      rows: number | null;
      companies: number | null;
      verification: {
        ok: boolean;
        at: string;
        tables: number;
        rows: number;
        companies: number;
        mismatches: Array<string>;
      } | null;
      error: string | null;
      createdAt: string;
      finishedAt: string | null;
    }>;
    keep: number;
    dailyAt: string | null;
  };
  "GET /api/admin/system-log": Schemas["SystemLog"];
  "POST /api/admin/backups": {
    id: string;
  };
};
