/** Spec §2/§9: the alerts badge caps at '99+'; nothing shows for zero (the rule lives in src/core/alerts). */
export { badgeText } from '../../../../core/alerts';
