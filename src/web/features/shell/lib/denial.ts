import type { TFunction } from 'i18next';
import type { AccessDenial } from '../../../../core/modules';

export type DenialText = { title: string; description: string };

/** Spec §6 denial texts: 'blocked access' with the reason and 'contact the manager'; plan features say 'upgrade your plan'. */
export function denialText(reason: AccessDenial, t: TFunction): DenialText {
  switch (reason) {
    case 'feature':
      return { title: t('shell.guard.feature'), description: t('shell.guard.contact') };
    case 'not_signed_in':
      return { title: t('shell.guard.blocked'), description: t('shell.guard.notSignedIn') };
    case 'global':
      return { title: t('shell.guard.blocked'), description: `${t('shell.guard.global')}. ${t('shell.guard.contact')}` };
    case 'company_admin':
      return { title: t('shell.guard.blocked'), description: `${t('shell.guard.companyAdmin')}. ${t('shell.guard.contact')}` };
    case 'role':
      return { title: t('shell.guard.blocked'), description: `${t('shell.guard.role')}. ${t('shell.guard.contact')}` };
    case 'permission':
      return { title: t('shell.guard.blocked'), description: `${t('shell.guard.permission')}. ${t('shell.guard.contact')}` };
  }
}
