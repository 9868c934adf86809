import { describe, expect, it } from 'vitest';
import { companyDisplayName, personDisplayName, welcomeText } from './names';

const user = { name: 'khalid', email: 'k@x.test' };

describe('personDisplayName', () => {
  it('prefers the Arabic name in Arabic and the Latin one in English', () => {
    const who = { user, profile: { firstNameAr: 'خالد', lastNameAr: 'الصباح', firstName: 'Khalid', lastName: 'Al-Sabah' } };
    expect(personDisplayName(who, 'ar')).toBe('خالد الصباح');
    expect(personDisplayName(who, 'en')).toBe('Khalid Al-Sabah');
  });

  it('falls back to the other script, then the account name, then the email', () => {
    expect(personDisplayName({ user, profile: { firstName: ' Khalid ', lastName: null } }, 'ar')).toBe('Khalid');
    expect(personDisplayName({ user, profile: null }, 'en')).toBe('khalid');
    expect(personDisplayName({ user: { name: '', email: 'k@x.test' } }, 'ar')).toBe('k@x.test');
  });
});

describe('companyDisplayName and welcomeText', () => {
  it('names the company in Arabic when it has an Arabic name', () => {
    expect(companyDisplayName({ name: 'Gulf Cars', nameAr: 'سيارات الخليج' }, 'ar')).toBe('سيارات الخليج');
    expect(companyDisplayName({ name: 'Gulf Cars', nameAr: ' ' }, 'ar')).toBe('Gulf Cars');
    expect(companyDisplayName({ name: 'Gulf Cars', nameAr: 'سيارات الخليج' }, 'en')).toBe('Gulf Cars');
  });

  it('greets by name, a name with $& kept as written', () => {
    expect(welcomeText('خالد', 'ar')).toBe('مرحباً، خالد');
    expect(welcomeText('A $& B', 'en')).toBe('Welcome, A $& B');
  });
});
