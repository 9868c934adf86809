// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
export type PlatformJobsResponses = {
  "GET /api/platform/jobs": {
    counts: {
      waiting: number;
      retrying: number;
      running: number;
      failed: number;
      doneLastDay: number;
    };
    items: Array<{
      id: string;
      kind: string;
      status: "pending" | "retrying" | "running" | "done" | "failed";
      attempts: number;
      maxAttempts: number;
      lastError: string | null;
      runAt: string | null;
      createdAt: string;
      finishedAt: string | null;
      lockedBy: string | null;
      companyName: string | null;
      companyNameAr: string | null;
    }>;
  };
  "POST /api/platform/jobs/{id}/retry": {
    id: string;
    kind: string;
    status: "pending";
  };
};
