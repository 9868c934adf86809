// Public approval links: an unguessable token (256 random bits) whose SHA-256 is stored; the
// link expires at the end of the quotation's validity day.
import { createHash, randomBytes } from 'node:crypto';

export function newApprovalToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function approvalUrl(origin: string, token: string): string {
  return `${origin}/quotation-approval?token=${token}`;
}
