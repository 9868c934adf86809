// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
export type PlatformDashboardResponses = {
  "GET /api/platform/dashboard": {
    companiesTotal: number;
    companiesByType: Array<{
      key: string;
      count: number;
    }>;
    companiesByStatus: Array<{
      key: string;
      count: number;
    }>;
    trialsEndingThisWeek: Array<{
      id: string;
      name: string;
      nameAr: string | null;
      trialEndsAt: string | null;
    }>;
    usersTotal: number;
    activeUsers30d: number;
    ticketsWaiting: number;
    oldestWaitingTickets: Array<{
      id: string;
      ticketNumber: string;
      title: string;
      priority: "low" | "medium" | "high" | "urgent";
      status: "open" | "in_progress" | "waiting_customer" | "resolved" | "closed";
      createdAt: string;
      companyId: string;
    }>;
  };
};
