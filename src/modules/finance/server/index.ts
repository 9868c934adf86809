// The finance module's exported interface. Other modules post their money events through
// postEvent / reverseEvent inside their own transaction, and never write journal tables
// (ARCHITECTURE.md). How to add an event: docs/decisions/031-how-a-module-posts-to-the-ledger.md.
export { postEvent, reverseEvent, type PostEventInput, type PostEventResult } from './posting/post-event';
export type { PostingLine, JournalEntry } from './posting/service';
export { applyChartTemplate } from './accounts/service';
export { ensureFiscalYear } from './periods/service';
export { CHART_TEMPLATES, TEMPLATE_IDS, templateForBusinessType, type TemplateId } from './templates';
export { ACCOUNT_MAPPINGS, paymentMappingKey, type MappingKey, type PartyType } from '../../../core/finance';
export { ledgerReady, addMissingMappings, postingDateFor, postedEvents, setHistoryPoster } from './posting/setup';
// Reports of other modules: the shared table shape and its Excel/PDF export, the company's names,
// and the costs posted against a vehicle (the fleet's profit per vehicle).
export { exportResponse } from './reports/export';
export { reportTableOut, bi, iso, rangeSubtitle, type ReportTable, type ReportColumn, type ReportRow, type Bilingual } from './reports/table';
export { companyNames } from './reports/routes';
export { vehicleLedgerCosts } from './reports/vehicle-costs';
// Budgets (issue 18): a hook inside every posting's transaction, and the reads budgets need.
export { onLedgerPosted, type PostedEntry, type PostingListener } from './posting/listeners';
export { budgetAccounts, budgetCostCenters, budgetFiscalYears, ledgerMovement, type LedgerMovement } from './accounts/budget-reads';
export { createCostCenter, updateCostCenter } from './accounts/cost-center-service';
// A manual journal entry as the accountant makes it (demo data of other modules).
export { createDraft as createManualEntry, postDraft as postManualEntry } from './journal/service';
