import { defineModule, label } from '../../core/modules';

/**
 * The security deposits register (issue 18): every deposit held under a rental contract or a
 * lease, reconciled to the deposits-held account. Its page is finance's /finance/deposits (the
 * real-estate menu lists it; car rental opens it from the treasury page); /api/finance/deposits.
 * A module of its own because it reads both contracts and leases, which finance must not import.
 */
export const depositsModule = defineModule({
  id: 'deposits',
  label: label('الودائع والتأمينات', 'Deposits'),
  icon: 'wallet',
  description: label('سجل التأمينات المحتجزة للعقود والإيجارات', 'Security deposits held for contracts and leases'),
  businessTypes: ['car_rental', 'real_estate'],
  permissions: { view: ['finance.treasury.read'], manage: [] },
  partOf: 'finance',
  requiredModules: ['finance'],
  version: '1.0.0',
  routes: [],
  menu: [],
});
