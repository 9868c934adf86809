import { describe, expect, it } from 'vitest';
import { resolveClientIp } from './client-ip';

describe('the client address', () => {
  it('is the TCP peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientIp('198.51.100.66', '203.0.113.7', 0)).toBe('203.0.113.7');
    expect(resolveClientIp('198.51.100.66', null, 0)).toBeNull();
    expect(resolveClientIp(null, '::ffff:203.0.113.7', 0)).toBe('203.0.113.7');
    expect(resolveClientIp(null, '2001:db8::1', 0)).toBe('2001:db8::1');
  });

  it('behind trusted proxies, is the entry the outermost trusted one appended; entries a client wrote are never chosen', () => {
    // One balancer: it appended the client it saw; the peer is the balancer.
    expect(resolveClientIp('203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7');
    // The client sent its own header first: the balancer appended the real address after it.
    expect(resolveClientIp('1.1.1.1, 203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7');
    // A CDN then a balancer.
    expect(resolveClientIp('1.1.1.1, 203.0.113.7, 172.16.0.9', '10.0.0.2', 2)).toBe('203.0.113.7');
    // Fewer entries than hops (a request that bypassed a proxy): the leftmost we have.
    expect(resolveClientIp(null, '10.0.0.2', 2)).toBe('10.0.0.2');
    expect(resolveClientIp(' , ', null, 1)).toBeNull();
  });
});
