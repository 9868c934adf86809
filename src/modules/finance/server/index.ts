// The finance module's exported interface. Other modules post their money events through
// postEvent / reverseEvent inside their own transaction, and never write journal tables
// (ARCHITECTURE.md). How to add an event: docs/decisions/031-how-a-module-posts-to-the-ledger.md.
export { postEvent, reverseEvent, type PostEventInput, type PostEventResult } from './posting/post-event';
export type { PostingLine, JournalEntry } from './posting/service';
// Whether account ids are the company's (a fixed-asset category names its own accounts).
export { chartRefs } from './posting/service';
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
// A control account's balance on a day (by its mapping), for the sub-ledgers that reconcile to it.
export { mappedAccountBalance } from './reports/aging';
// The chart and one account's posted lines, for treasury (decision 050).
export { accountBalance, accountLines, chartAccount, createChildAccount, mappedAccount, postingAccounts, type AccountLine, type ChartAccountRef } from './accounts/ledger-lines';
// Budgets (issue 18): a hook inside every posting's transaction, and the reads budgets need.
export { onLedgerPosted, type PostedEntry, type PostingListener } from './posting/listeners';
export { budgetAccounts, budgetCostCenters, budgetFiscalYears, ledgerMovement, type LedgerMovement } from './accounts/budget-reads';
export { createCostCenter, updateCostCenter } from './accounts/cost-center-service';
// A manual journal entry as the accountant makes it (demo data of other modules).
export { createDraft as createManualEntry, postDraft as postManualEntry } from './journal/service';
// The financial system analysis (finance-health module): drafts left unposted, the receivables
// aging beside its account, and the mapping keys a company has not set.
export { staleDrafts, type StaleDraft } from './journal/stale-drafts';
export { agingReport } from './reports/aging';
export { missingMappingKeys } from './accounts/missing-mappings';
