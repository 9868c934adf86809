import { describe, expect, test } from 'vitest';
import { authPathFor, safeRedirectPath } from './redirects';

describe('safeRedirectPath', () => {
  test('keeps in-app paths with their query', () => {
    expect(safeRedirectPath('/dashboard')).toBe('/dashboard');
    expect(safeRedirectPath('/fleet?status=active')).toBe('/fleet?status=active');
  });

  test('refuses other origins, protocol-relative and backslash tricks', () => {
    expect(safeRedirectPath('https://evil.example/')).toBe('/dashboard');
    expect(safeRedirectPath('//evil.example/')).toBe('/dashboard');
    expect(safeRedirectPath('/\\evil.example')).toBe('/dashboard');
    expect(safeRedirectPath('javascript:alert(1)')).toBe('/dashboard');
  });

  test('never loops back to /auth, and defaults to the dashboard', () => {
    expect(safeRedirectPath('/auth')).toBe('/dashboard');
    expect(safeRedirectPath('/auth?from=/x')).toBe('/dashboard');
    expect(safeRedirectPath(null)).toBe('/dashboard');
    expect(safeRedirectPath('')).toBe('/dashboard');
  });
});

describe('authPathFor', () => {
  test('remembers the page that was asked for', () => {
    expect(authPathFor(new URL('http://x/finance/invoices?page=2'))).toBe('/auth?from=%2Ffinance%2Finvoices%3Fpage%3D2');
  });
});
