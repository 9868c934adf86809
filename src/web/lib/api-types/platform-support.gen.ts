// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type PlatformSupportSchemas = {
  SupportTicket: {
    id: string;
    companyId: string;
    ticketNumber: string;
    title: string;
    description: string;
    category: "technical" | "billing" | "account" | "feature_request" | "other";
    priority: "low" | "medium" | "high" | "urgent";
    status: "open" | "in_progress" | "waiting_customer" | "resolved" | "closed";
    createdBy: string;
    createdByName: string;
    createdByEmail: string;
    assignedTo: string | null;
    attachments: Array<{
      url: string;
      name: string;
    }>;
    firstResponseAt: string | null;
    resolvedAt: string | null;
    closedAt: string | null;
    satisfactionRating: number | null;
    satisfactionComment: string | null;
    lastActivityAt: string;
    createdAt: string;
    updatedAt: string;
  };
  SupportTicketReply: {
    id: string;
    companyId: string;
    ticketId: string;
    authorId: string;
    authorName: string;
    fromStaff: boolean;
    body: string;
    attachments: Array<{
      url: string;
      name: string;
    }>;
    createdAt: string;
  };
};

export type PlatformSupportResponses = {
  "GET /api/platform/support/staff": {
    items: Array<{
      id: string;
      name: string;
      email: string;
    }>;
  };
  "GET /api/platform/support/tickets": {
    items: Array<Schemas["SupportTicket"] & {
      companyName: string | null;
      companyNameAr: string | null;
    }>;
    counts: {
      [key: string]: number;
    };
  };
  "GET /api/platform/support/tickets/{id}": Schemas["SupportTicket"] & {
    replies: Array<Schemas["SupportTicketReply"]>;
    companyName: string | null;
    companyNameAr: string | null;
  };
  "PATCH /api/platform/support/tickets/{id}": Schemas["SupportTicket"];
  "POST /api/platform/support/attachments": {
    url: string;
    name: string;
  };
  "POST /api/platform/support/tickets/{id}/replies": Schemas["SupportTicketReply"];
};
