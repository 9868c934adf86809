import { defineModule, label, rule } from '../../core/modules';

const title = label('نماذج العقود', 'Contract templates');

export const contractTemplatesModule = defineModule({
  id: 'contract_templates',
  label: title,
  icon: 'files',
  description: label('قوالب العقود القابلة لإعادة الاستخدام', 'Reusable contract templates'),
  businessTypes: ['logistics', 'education', 'consulting', 'construction'],
  permissions: { view: ['operations.contracts.read'], manage: ['operations.contracts.write'] },
  partOf: 'contracts',
  requiredModules: ['contracts'],
  version: '1.0.0',
  routes: [{ path: '/contract-templates', label: title, access: rule.signedIn, preload: 'none', browse: true }],
  menu: [{ path: '/contract-templates', label: title, icon: 'files', order: 41, scopes: ['generated'] }],
});
