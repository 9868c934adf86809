import { useQuery } from '@tanstack/react-query';
import type { PickerOption } from '../../../../web/components/data/entity-picker';
import { useCustomersT } from '../i18n';
import { customersQueryOptions } from './get-customers';
import type { Customer } from './types';
import { customerName } from '../components/customer-name';

/** The customer picker's options: server search (typo-tolerant), blacklisted customers shown but not choosable. */
export function useCustomerOptions(search: string): { options: PickerOption<Customer>[]; loading: boolean } {
  const { language } = useCustomersT();
  const query = useQuery(customersQueryOptions({ search, status: 'all', page: 1, pageSize: 12 }));
  return { options: (query.data?.items ?? []).map((c) => customerOption(c, language)), loading: query.isFetching };
}

export function customerOption(c: Customer, language: 'ar' | 'en'): PickerOption<Customer> {
  const flags = [c.customerNumber, c.phone, c.isBlacklisted ? (language === 'ar' ? 'قائمة سوداء' : 'Blacklisted') : null].filter(Boolean).join(' · ');
  return { id: c.id, label: customerName(c, language), detail: flags, disabled: c.isBlacklisted, value: c };
}
