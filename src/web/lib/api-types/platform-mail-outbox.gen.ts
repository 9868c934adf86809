// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
export type PlatformMailOutboxResponses = {
  "GET /api/platform/mail-outbox": {
    items: Array<{
      id: string;
      to: string;
      subject: string;
      kind: string;
      status: "pending" | "sent" | "kept" | "failed";
      attempts: number;
      lastError: string | null;
      createdAt: string;
      sentAt: string | null;
      link: string | null;
    }>;
  };
};
