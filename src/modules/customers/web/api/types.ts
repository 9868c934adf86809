/** The shapes of /api/customers: generated from the API's own schemas (web/lib/api-types); inputs and filters by hand. */
import type { ApiResponse, Schemas } from '../../../../web/lib/api-types';
export type CustomerType = 'individual' | 'corporate';
export type CustomerStatusFilter = 'all' | 'active' | 'inactive' | 'blacklisted';

export type Customer = Schemas['Customer'];

/** What a form may send: the record's own fields, not those the server keeps. */
export type CustomerInput = Partial<Omit<Customer, 'id' | 'companyId' | 'customerNumber' | 'searchName' | 'documentCount' | 'createdBy' | 'createdAt' | 'updatedAt'>> & { confirmDuplicatePhone?: boolean };

/** `counts`: customers per status filter within the chosen type (for the chips). */
export type CustomerList = ApiResponse<'GET /api/customers'>;

export type CustomerListParams = { search?: string; type?: CustomerType | 'all'; status?: CustomerStatusFilter; page?: number; pageSize?: number; sort?: 'name' | 'number' | 'created'; dir?: 'asc' | 'desc' };

type Detail = ApiResponse<'GET /api/customers/{id}'>;
export type CustomerContract = Detail['contracts'][number];
export type CustomerInvoice = Detail['invoices'][number];
export type CustomerPayment = Detail['payments'][number];
export type CustomerDetail = Detail;
