import type { RecordDocument } from '../../../../web/components/data/documents-panel';
/** The shapes of /api/customers (the server's contract; the web never imports server code). */
export type CustomerType = 'individual' | 'corporate';
export type CustomerStatusFilter = 'all' | 'active' | 'inactive' | 'blacklisted';

export type Customer = {
  id: string;
  customerNumber: string;
  customerType: CustomerType;
  nameAr: string | null;
  nameEn: string | null;
  phone: string;
  alternativePhone: string | null;
  email: string | null;
  nationality: string | null;
  dateOfBirth: string | null;
  civilId: string | null;
  civilIdExpiry: string | null;
  passportNumber: string | null;
  passportExpiry: string | null;
  licenseNumber: string | null;
  licenseExpiry: string | null;
  commercialRegister: string | null;
  contactPerson: string | null;
  address: string | null;
  city: string | null;
  creditLimit: string;
  isBlacklisted: boolean;
  blacklistReason: string | null;
  isActive: boolean;
  notes: string | null;
  createdAt: string;
};

export type CustomerInput = Partial<Omit<Customer, 'id' | 'customerNumber' | 'createdAt'>> & { confirmDuplicatePhone?: boolean };

/** `counts`: customers per status filter within the chosen type (for the chips). */
export type CustomerList = { items: Customer[]; total: number; page: number; pageSize: number; counts: Record<CustomerStatusFilter, number> };

export type CustomerListParams = { search?: string; type?: CustomerType | 'all'; status?: CustomerStatusFilter; page?: number; pageSize?: number; sort?: 'name' | 'number' | 'created'; dir?: 'asc' | 'desc' };

export type CustomerContract = { id: string; contractNumber: string; status: string; startAt: string; endAt: string; rentalAmount: string; plateNumber: string; make: string; model: string };
export type CustomerInvoice = { id: string; invoiceNumber: string; kind: string; status: string; issueDate: string; dueDate: string; total: string; paidAmount: string; balance: string; overdueDays: number; contractId: string | null };
export type CustomerPayment = { id: string; paymentNumber: string; paymentDate: string; method: string; amount: string; reference: string | null; contractId: string | null };

export type CustomerDetail = Customer & {
  currency: string;
  balance: { invoiced: string; paid: string; due: string; overdue: string };
  contracts: CustomerContract[];
  invoices: CustomerInvoice[];
  payments: CustomerPayment[];
  documents: RecordDocument[];
};
