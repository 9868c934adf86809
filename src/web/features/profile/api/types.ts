/** Shapes of the /api/me/* profile calls (the server's contract; web never imports server code). */
import type { MeProfile } from '../../auth/api/types';

export type ProfilePatch = Partial<{
  firstName: string;
  lastName: string;
  firstNameAr: string | null;
  lastNameAr: string | null;
  position: string | null;
  positionAr: string | null;
  phone: string | null;
  languagePreference: 'ar' | 'en';
  theme: 'light' | 'dark' | 'system';
  numberingSystem: 'latn' | 'arab';
  calendar: 'gregory' | 'islamic-umalqura';
}>;

export type Profile = MeProfile;

export type Session = {
  id: string;
  createdAt: string;
  lastActiveAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  current: boolean;
};
