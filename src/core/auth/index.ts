export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  TRIAL_DAYS,
  isPasswordChangeRequired,
} from './constants';
export {
  BUSINESS_TYPES,
  BUSINESS_TYPE_IDS,
  FALLBACK_SUBTITLE,
  businessSubtitle,
  isBusinessType,
  type BusinessType,
  type BusinessTypeDefinition,
} from './business-types';
export {
  passwordSchema,
  signInSchema,
  signUpSchema,
  forgotPasswordSchema,
  newPasswordSchema,
  type SignIn,
  type SignInInput,
  type SignUp,
  type SignUpInput,
  type ForgotPassword,
  type NewPassword,
} from './schemas';
