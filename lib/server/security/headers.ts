/**
 * Security headers. Pure functions: the proxy sets the page policy per request, next.config.ts the
 * rest. A nonce can only reach HTML rendered per request: prerendered pages (most of the site, served from the
 * cache) cannot carry one (Next.js docs, "How nonces work"), so they get `'self' 'unsafe-inline'` for scripts
 * and every other directive as strict as on the pages with a nonce.
 */

import { createHash } from 'node:crypto';
import { COLOUR_MODE_SCRIPT, FORCED_COLOUR_MODE_SCRIPTS } from '../../domain/colour-mode-scripts';
import { TAG_MANAGER_ORIGIN } from '../../domain/consent';

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The inline colour-mode scripts run before hydration and carry no nonce: pages allow them by their hashes. */
const COLOUR_MODE_SCRIPT_HASHES = [COLOUR_MODE_SCRIPT, ...Object.values(FORCED_COLOUR_MODE_SCRIPTS)].map(
  scriptHash,
);

const TAG_MANAGER = [TAG_MANAGER_ORIGIN];
const TAG_MANAGER_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const SANITY_IMAGES = ['https://cdn.sanity.io'];
/** The Firebase Auth REST endpoints the browser SDK calls (account pages only load it). */
const FIREBASE_CONNECT = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

export interface PagePolicyOptions {
  /** Per-request nonce, for pages rendered per request; absent for prerendered pages. */
  nonce?: string;
  /**
   * With a tag manager container (NEXT_PUBLIC_GTM_ID): the consent script the pages carry in <head>, allowed by its
   * hash like the colour-mode scripts. Absent: no tag manager.
   */
  consentScript?: string;
  /** The page may be framed by the Studio's Presentation tool (draft mode). */
  framable: boolean;
  /** Where the browser reaches the Auth emulator (local runs), e.g. http://127.0.0.1:9099. */
  authEmulator?: string;
  /** Served over https in production: upgrade stray http requests. */
  https: boolean;
  /** The origin of a Content Lake API other than Sanity's (NEXT_PUBLIC_SANITY_API_HOST): the images come from it. */
  contentApi?: string;
  /** Where draft mode's <SanityLive> listens, when it is not this origin (hosted Sanity). */
  liveApi?: string;
}

function directives(entries: [string, string[]][]): string {
  return entries.map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name)).join('; ');
}

/** The Content-Security-Policy of a page. */
export function pagePolicy({
  nonce,
  consentScript,
  framable,
  authEmulator,
  https,
  contentApi,
  liveApi,
}: PagePolicyOptions): string {
  const tagManager = consentScript !== undefined;
  const scripts = nonce
    ? [
        "'self'",
        `'nonce-${nonce}'`,
        "'strict-dynamic'",
        ...COLOUR_MODE_SCRIPT_HASHES,
        ...(consentScript === undefined ? [] : [scriptHash(consentScript)]),
      ]
    : ["'self'", "'unsafe-inline'"];
  return directives([
    ['default-src', ["'self'"]],
    ['script-src', [...scripts, ...(tagManager ? TAG_MANAGER : [])]],
    // Radix and next/font set style attributes; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    [
      'img-src',
      [
        "'self'",
        'data:',
        'blob:',
        ...SANITY_IMAGES,
        ...(contentApi ? [contentApi] : []),
        ...(tagManager ? TAG_MANAGER_CONNECT : []),
      ],
    ],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      [
        "'self'",
        ...FIREBASE_CONNECT,
        ...(authEmulator ? [authEmulator] : []),
        ...(liveApi ? [liveApi] : []),
        ...(tagManager ? TAG_MANAGER_CONNECT : []),
      ],
    ],
    ['frame-src', tagManager ? TAG_MANAGER : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    // Only the embedded Studio's Presentation tool (same origin) may show the site in a frame, in draft mode.
    ['frame-ancestors', framable ? ["'self'"] : ["'none'"]],
    ...(https ? ([['upgrade-insecure-requests', []]] as [string, string[]][]) : []),
  ]);
}

/**
 * The embedded Studio (its own shell): hosted, Sanity's APIs, live updates and images, or those of the Content Lake
 * API configured in their place (`contentApi`, an origin); it may frame the site.
 */
export function studioPolicy({ hosted, contentApi }: { hosted: boolean; contentApi?: string }): string {
  // On the local Content Lake the Studio needs no other host: anything it still tries is blocked here.
  return directives([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-inline'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    [
      'img-src',
      [
        "'self'",
        'data:',
        'blob:',
        ...(hosted ? [...SANITY_IMAGES, 'https://lh3.googleusercontent.com'] : []),
        ...(hosted && contentApi ? [contentApi] : []),
      ],
    ],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      [
        "'self'",
        ...(hosted ? ['https://*.sanity.io', 'wss://*.sanity.io', 'https://*.api.sanity.io'] : []),
        ...(hosted && contentApi ? [contentApi] : []),
      ],
    ],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
}

/** Headers for every response. */
export function commonSecurityHeaders({ production }: { production: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), interest-cohort=(), browsing-topics=()',
    // Two years, subdomains included (hstspreload.org's requirements); never on plain-http local runs.
    ...(production ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' } : {}),
  };
}

/**
 * The pages whose window the page that opened it loses hold of (`Cross-Origin-Opener-Policy: same-origin`), as
 * `next.config.ts` header sources: the Studio and every page that takes or shows an account. Public pages go
 * without: they are the same for every visitor, and the header costs a phone a new renderer process on arrival
 * (docs/decisions.md#the-opener-policy-on-account-pages-only).
 */
export const OPENER_ISOLATED_SOURCES = [
  '/studio/:path*',
  '/account/:path*',
  '/login',
  '/logout',
  '/aanmelden',
  '/Password-reset',
  '/password-reset-mail',
  '/email-verificatie',
  '/verificatie-resend',
];

/** A nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
