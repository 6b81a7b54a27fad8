import { describe, expect, it } from 'vitest';
import { NextResponse } from 'next/server';
import { methodGate } from '@/lib/server/request/method-gate';
import { requestFor } from './requests';

describe('the method gate', () => {
  it('lets GET and HEAD reach pages', () => {
    expect(methodGate(requestFor('/overons'))).toBe('page');
    expect(methodGate(requestFor('/overons', { method: 'HEAD' }))).toBe('page');
  });

  it("lets a page's server action pass: marked, or a form sent before the page runs", () => {
    const marked = requestFor('/contact', { method: 'POST', headers: { 'next-action': 'abc' } });
    expect(methodGate(marked)).toBe('server-action');
    const form = requestFor('/contact', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(methodGate(form)).toBe('server-action');
  });

  it('answers any other method 405 in Dutch, with Allow, never a render', async () => {
    for (const [method, headers] of [
      ['POST', { 'content-type': 'application/json' }],
      ['PUT', {}],
      ['DELETE', { 'next-action': 'abc' }],
      ['OPTIONS', {}],
    ] as const) {
      const refused = methodGate(requestFor('/overons', { method, headers }));
      expect(refused).toBeInstanceOf(NextResponse);
      const response = refused as NextResponse;
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe('Deze methode is niet toegestaan op deze pagina.');
    }
  });
});
