// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type SupportResponses = {
  "GET /api/support/contact": {
    name: string;
    nameAr: string;
    email: string | null;
    phone: string | null;
  };
  "GET /api/support/tickets": {
    items: Array<Schemas["SupportTicket"]>;
  };
  "GET /api/support/tickets/{id}": Schemas["SupportTicket"] & {
    replies: Array<Schemas["SupportTicketReply"]>;
  };
  "POST /api/support/attachments": {
    url: string;
    name: string;
  };
  "POST /api/support/tickets": Schemas["SupportTicket"];
  "POST /api/support/tickets/{id}/close": Schemas["SupportTicket"];
  "POST /api/support/tickets/{id}/rating": Schemas["SupportTicket"];
  "POST /api/support/tickets/{id}/replies": Schemas["SupportTicketReply"];
};
