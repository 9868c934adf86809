export {
  ROLES,
  COMPANY_ROLES,
  CAN_ASSIGN,
  ROLE_LABELS,
  isRole,
  normaliseRole,
  normaliseRoles,
  canAssignRole,
  assignableRoles,
  type Role,
} from './roles';
export {
  PERMISSIONS,
  PERMISSION_IDS,
  CLOCK_IN_PERMISSION,
  isPermissionId,
  getPermission,
  type PermissionId,
  type PermissionCategory,
  type PermissionLevel,
  type PermissionDefinition,
} from './catalogue';
export {
  ROLE_PERMISSIONS,
  effectivePermissions,
  hasPermission,
  type PermissionPattern,
} from './matrix';
export {
  checkPermission,
  checkEmployeeAccess,
  isSuperAdmin,
  type AccessSubject,
  type AccessDenialReason,
  type AccessResult,
} from './access';
export {
  assertCompanyAccess,
  type CompanyAccessActor,
  type CompanyAccessDenial,
  type CompanyAccessResult,
} from './company-access';
export { colleaguesVisible, seesColleaguesRecords, STAFF_DIRECTORY_FIELDS, type StaffRecordArea } from './staff-privacy';
